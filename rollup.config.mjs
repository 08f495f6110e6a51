import { rmSync } from 'node:fs';
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

const onwarn = (warning, warn) => {
  // React's builds carry "use client" directives that are meaningless in a bundle.
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') {
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
    onwarn,
  },
  {
    input: 'packages/elements/src/runtime.ts',
    output: { file: `dist/iife/${runtimeFileName}`, format: 'iife' },
    plugins: plugins(),
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
    plugins: [sharedFromRuntime, ...plugins()],
    onwarn,
  })),
  {
    input: 'scripts/react-floor.mjs',
    output: { file: 'build/floor/react-floor.js', format: 'iife' },
    plugins: plugins(),
    onwarn,
  },
];
