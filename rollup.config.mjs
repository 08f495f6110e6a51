import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { bootstrapBanner, bootstrapFooter, runtimeFileName } from './scripts/runtime-bootstrap.mjs';

/**
 * dist/
 *   esm/            ES modules with shared chunks: kurv.js (every tag) and one entry per tag.
 *   iife/           classic script tags: kurv-runtime.js (React, store, core, ui) loaded once,
 *                   and one small file per tag that loads the runtime next to it when missing.
 * build/floor/      React + react-dom alone, the floor any React widget pays (not shipped).
 */
// Each build starts from an empty dist/, so no stale chunk is shipped or measured.
rmSync('dist', { recursive: true, force: true });

const tags = {
  'add-to-cart-button': 'packages/elements/src/add-to-cart-button/index.ts',
  'cart-popup': 'packages/elements/src/cart-popup/index.ts',
  'edit-order-dialog': 'packages/elements/src/edit-order-dialog/index.ts',
  'handover-picker': 'packages/elements/src/handover-picker/index.ts',
};

const plugins = () => [
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'], exportConditions: ['browser', 'import', 'default'] }),
  commonjs(),
  typescript({
    tsconfig: './tsconfig.json',
    include: ['packages/**/*.ts', 'packages/**/*.tsx'],
    exclude: ['**/*.test.ts', '**/*.test.tsx', '**/*.fixtures.ts', 'packages/platform-sim/**'],
    // Type-checking is `npm run typecheck`; the build only transpiles.
    compilerOptions: { noEmit: false, noCheck: true, declaration: false, sourceMap: false, outDir: undefined },
    outputToFilesystem: false,
  }),
  terser({ format: { comments: false } }),
];

/**
 * Which modules may be dropped when nothing of theirs is used. Only the tag entries, the element
 * definitions they run and the runtime act on import; core, ui and these libraries do not.
 */
const moduleSideEffects = (id) => {
  if (/[/\\]packages[/\\]elements[/\\]src[/\\]([^/\\]+[/\\]index\.ts|kurv\.ts|runtime\.ts)$/.test(id)) {
    return true;
  }
  if (/[/\\]packages[/\\](core|ui|elements)[/\\]src[/\\]/.test(id)) {
    return false;
  }
  return !/[/\\]node_modules[/\\](dompurify|date-fns|@date-fns)[/\\]/.test(id);
};

/**
 * The bindings the tags' script-tag bundles take from the runtime (filled while they are built,
 * before the runtime): the runtime then carries exactly those, and the rest is tree-shaken.
 */
const runtimeBindings = new Map();
const collectRuntimeBindings = {
  name: 'kurv-collect-runtime-bindings',
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') {
        continue;
      }
      for (const [source, names] of Object.entries(chunk.importedBindings)) {
        const key = runtimeGlobals(source);
        if (!key) {
          continue;
        }
        const set = runtimeBindings.get(key) ?? new Map();
        for (const name of names) {
          set.set(name, source);
        }
        runtimeBindings.set(key, set);
      }
    }
  },
};

const RUNTIME_MODULE_SOURCES = {
  'KurvRT.react': 'react',
  'KurvRT.jsxRuntime': 'react/jsx-runtime',
  'KurvRT.core': '@kurv/core',
  'KurvRT.ui': '@kurv/ui',
  'KurvRT.shared': resolve('packages/elements/src/shared/index.ts'),
};

/** `kurv:runtime-parts`: one object per runtime key, holding only the collected bindings. */
const runtimeParts = {
  name: 'kurv-runtime-parts',
  resolveId(source) {
    return source === 'kurv:runtime-parts' ? '\0kurv:runtime-parts' : null;
  },
  load(id) {
    if (id !== '\0kurv:runtime-parts') {
      return null;
    }
    if (runtimeBindings.size === 0) {
      this.error('No runtime bindings were collected: the tag bundles must be built before the runtime');
    }
    const lines = [];
    const parts = [];
    let counter = 0;
    for (const [key, names] of runtimeBindings) {
      const part = key.replace('KurvRT.', '');
      const source = RUNTIME_MODULE_SOURCES[key];
      const entries = [];
      for (const name of [...names.keys()].sort()) {
        counter += 1;
        const local = `binding${counter}`;
        lines.push(name === '*' ? `import * as ${local} from '${source}';` : `import { ${name} as ${local} } from '${source}';`);
        entries.push(name === '*' ? `...${local}` : `${JSON.stringify(name)}: ${local}`);
      }
      parts.push(`${part}: { ${entries.join(', ')} }`);
    }
    return `${lines.join('\n')}\nexport const runtimeParts = { ${parts.join(', ')} };\n`;
  },
};

const onwarn = (warning, warn) => {
  // React's builds carry "use client" directives that are meaningless in a bundle.
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warning.code === 'MISSING_NAME_OPTION_FOR_IIFE_EXPORT') {
    return;
  }
  warn(warning);
};

/** What a tag's script-tag bundle takes from the runtime instead of bundling it. */
const runtimeGlobals = (id) => {
  if (id === 'react') {
    return 'KurvRT.react';
  }
  if (id === 'react/jsx-runtime') {
    return 'KurvRT.jsxRuntime';
  }
  if (id === '@kurv/core' || id.startsWith('@kurv/core/')) {
    return 'KurvRT.core';
  }
  if (id === '@kurv/ui') {
    return 'KurvRT.ui';
  }
  if (id === 'kurv:shared') {
    return 'KurvRT.shared';
  }
  return undefined;
};

/** Marks the elements' shared folder as the runtime's, however a tag imports it. */
const sharedFromRuntime = {
  name: 'kurv-shared-from-runtime',
  resolveId(source, importer) {
    if (importer && /[/\\]packages[/\\]elements[/\\]src[/\\][^/\\]+[/\\]/.test(importer) && /(^|\/)shared(\/index)?$/.test(source)) {
      return { id: 'kurv:shared', external: true };
    }
    return null;
  },
};

export default [
  {
    input: { kurv: 'packages/elements/src/kurv.ts', ...tags },
    output: { dir: 'dist/esm', format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    plugins: plugins(),
    treeshake: { moduleSideEffects },
    onwarn,
  },
  ...Object.entries(tags).map(([tag, input]) => ({
    input,
    external: (id) => runtimeGlobals(id) !== undefined,
    output: {
      file: `dist/iife/${tag}.js`,
      format: 'iife',
      globals: runtimeGlobals,
      banner: bootstrapBanner,
      footer: bootstrapFooter,
    },
    plugins: [sharedFromRuntime, collectRuntimeBindings, ...plugins()],
    treeshake: { moduleSideEffects },
    onwarn,
  })),
  {
    input: 'packages/elements/src/runtime.ts',
    output: { file: `dist/iife/${runtimeFileName}`, format: 'iife' },
    plugins: [runtimeParts, ...plugins()],
    treeshake: { moduleSideEffects },
    onwarn,
  },
  {
    input: 'scripts/react-floor.mjs',
    output: { file: 'build/floor/react-floor.js', format: 'iife' },
    plugins: plugins(),
    onwarn,
  },
];
