import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { transform as esbuildTransform } from 'esbuild';
import { pinnedIntegrityOf } from './scripts/integrity.mjs';
import { bootstrapBanner, bootstrapFooter, runtimeFileName } from './scripts/runtime-bootstrap.mjs';

/**
 * dist/
 *   kurv.js         the lazy loader, a classic script: defines the four tags, fetches from lazy/ on first connect.
 *   lazy/           ES modules the loader imports, content-hashed: the shared runtime chunk (React, react-dom, zustand),
 *                   the first-render chunks with the tags' mounts (kurv-elements, kurv-elements-more), the host API,
 *                   and the parts fetched later (immer with the code that sets state with recipes).
 *   esm/            ES modules with shared chunks: kurv.js (every tag) and one entry per tag.
 *   iife/           classic script tags: kurv-runtime.js (React, store, core, ui) loaded once,
 *                   and one small file per tag that loads the runtime next to it when missing.
 * build/floor/      React + react-dom alone, the floor any React widget pays (not shipped).
 */
/**
 * `KURV_BUILD=serve` is `npm start`'s build (scripts/start.mjs): not minified, without the React floor, run group by
 * group and only for the groups whose sources changed. The shipped build, the size budgets and the bench use the
 * minified build of `npm run build`.
 */
const serveBuild = process.env.KURV_BUILD === 'serve';
/**
 * `KURV_BUILD_GROUP=<n>`: only the n-th of `buildGroups` (scripts/build.mjs builds the groups in parallel processes, one
 * group each, after emptying dist/ itself).
 */
const onlyGroup = process.env.KURV_BUILD_GROUP === undefined ? null : Number(process.env.KURV_BUILD_GROUP);
/**
 * Where the build writes: dist/ for the shipped build; `npm start`'s build has a folder of its own (build/serve/, the
 * simulator serves it as /dist/ for `npm start`), so it never replaces the shipped build (issue 37). Its chunk graphs
 * and probe go to build/serve-work/, beside the shipped build's in build/, which `npm run size` reads.
 */
const OUT = serveBuild ? 'build/serve' : 'dist';
const WORK = serveBuild ? 'build/serve-work' : 'build';
// Each shipped build starts from an empty dist/, so no stale chunk is shipped or measured.
if (!serveBuild && onlyGroup === null) {
  rmSync('dist', { recursive: true, force: true });
}

const tags = {
  'add-to-cart-button': 'packages/elements/src/add-to-cart-button/index.ts',
  'cart-popup': 'packages/elements/src/cart-popup/index.ts',
  'edit-order-dialog': 'packages/elements/src/edit-order-dialog/index.ts',
  'handover-picker': 'packages/elements/src/handover-picker/index.ts',
};

/**
 * esbuild strips the types file by file (the tsconfig has `isolatedModules`, so nothing needs the whole program): the
 * transpiler of `npm start`'s build and of every shipped build but the ES modules'. A TypeScript program, as
 * @rollup/plugin-typescript makes one, parses and emits every source of the packages in each build that has it; a dozen
 * builds made it a dozen times, 180 of the shipped build's 410 CPU seconds on this machine (measured with the same
 * output: the minified files differ only in the hashes of the lazy files' names). Types are checked by `npm run
 * typecheck`, never by the build.
 */
const transpileFileByFile = {
  name: 'kurv-transpile-file-by-file',
  async transform(code, id) {
    if (!/\.tsx?$/.test(id) || /[/\\]node_modules[/\\]/.test(id)) {
      return null;
    }
    const result = await esbuildTransform(code, {
      loader: id.endsWith('.tsx') ? 'tsx' : 'ts',
      jsx: 'automatic',
      target: 'es2022',
      format: 'esm',
      sourcefile: id,
      tsconfigRaw: { compilerOptions: { useDefineForClassFields: true } },
    });
    return { code: result.code, map: null };
  },
};

/**
 * immer's own production build: the same code as its default module without the development checks and their error
 * texts (0.24 KB gzip less in the lazy chunk that carries immer). Free of side effects, as immer's package.json says
 * (`"sideEffects": false`, which node-resolve would have read): otherwise the eager store's import of immer, in a module
 * the first load reaches through the store's index and does not use, made every tag's entry import immer's chunk.
 */
const immerProduction = {
  name: 'kurv-immer-production',
  resolveId(source) {
    return source === 'immer' ? { id: resolve('node_modules/immer/dist/immer.production.mjs'), moduleSideEffects: false } : null;
  },
};

/**
 * Three compress passes, and property reads taken as free of side effects (no Kurv module, and neither React nor preact,
 * reads a property for its effect: no getter with one, no forced layout): 0.23 KB gzip less on the React product page
 * (mostly react-dom, which its own build leaves to such a pass), 0.07 KB on preact's.
 */
const TERSER_OPTIONS = { ecma: 2020, compress: { passes: 3, pure_getters: true }, format: { comments: false } };

/**
 * The plugins of a build. With `typescriptProgram`, the sources are transpiled by @rollup/plugin-typescript's program of
 * the shipped packages (the ES modules' build, the one bundlers consume); otherwise file by file by esbuild.
 */
const plugins = ({ typescriptProgram = false } = {}) => [
  immerProduction,
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'], exportConditions: ['browser', 'import', 'default'] }),
  commonjs(),
  serveBuild || !typescriptProgram
    ? transpileFileByFile
    : typescript({
        // The shipped packages' sources only (not the tests, stories and scripts of tsconfig.json).
        tsconfig: './tsconfig.build.json',
        include: ['packages/**/*.ts', 'packages/**/*.tsx'],
        exclude: ['**/*.test.ts', '**/*.test.tsx', '**/*.fixtures.ts', 'packages/platform-sim/**'],
        // Type-checking is `npm run typecheck`; the build only transpiles.
        compilerOptions: { noEmit: false, noCheck: true, declaration: false, sourceMap: false, outDir: undefined },
        outputToFilesystem: false,
      }),
  ...(serveBuild ? [] : [terser(TERSER_OPTIONS)]),
];

/**
 * Which modules may be dropped when nothing of theirs is used. Only the tag entries, the element
 * definitions they run and the runtime act on import; core, ui and these libraries do not.
 */
const moduleSideEffects = (id) => {
  if (/[/\\]packages[/\\]elements[/\\]src[/\\]([^/\\]+[/\\]index\.ts|kurv\.ts|kurv-loader\.ts|runtime\.ts)$/.test(id)) {
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
      const entries = [];
      for (const name of [...names.keys()].sort()) {
        // A binding comes from the module the tag imported it from (core's subpaths each hold their own names).
        const importedFrom = names.get(name);
        const source = importedFrom.startsWith('@kurv/core/') ? importedFrom : RUNTIME_MODULE_SOURCES[key];
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

/** The first-render chunks: a product list page's (`kurv-elements`), and what the other tags' first render adds. */
const FIRST_RENDER_CHUNKS = ['kurv-elements', 'kurv-elements-more'];
/** The id of a first-render chunk's entry (`tagMounts`) is this followed by the chunk's name. */
const MOUNTS_ENTRY = 'kurv:mounts:';

/** Each tag's `mount` (beside the tag's define file), and the host API: the probe's entries (`firstRenderProbe`). */
const probeEntries = {
  ...Object.fromEntries(Object.keys(tags).map((tag) => [tag, `packages/elements/src/${tag}/mount-${tag}.ts`])),
  'host-api': 'packages/elements/src/host-api.ts',
};

/**
 * The loader's modules: the two first-render chunks, each the entry of its tags' mounts (`tagMounts`), and the host
 * API. A tag has no file of its own: a page fetches the runtime, `kurv-elements` and, with a picker or an order dialog,
 * `kurv-elements-more`, one round over HTTP/1.1's six connections beside the session's first calls. Before, each tag's
 * mount was a file too, and a page with the four tags fetched eight files, five of them in a second round. The price: a
 * page with one tag gets its neighbours' first render too (the picker alone 74.7 KB gzip with the loader instead of
 * 72.0, the order dialog alone 74.7 instead of 70.6), within the four tags' budget, and a chain page has the header's
 * picker and cart with its products anyway.
 */
const lazyEntries = {
  ...Object.fromEntries(FIRST_RENDER_CHUNKS.map((chunk) => [chunk, `${MOUNTS_ENTRY}${chunk}`])),
  'host-api': 'packages/elements/src/host-api.ts',
};

/**
 * The libraries every tag needs, in one long-cached chunk of their own. Not immer: only the code fetched later sets state
 * with recipes (core's store/middleware/lazy-drafts.ts), so immer goes where rollup puts it, in a chunk of that code.
 */
const RUNTIME_LIBRARIES = /[/\\]node_modules[/\\](react|react-dom|scheduler|zustand|use-sync-external-store)[/\\]/;

/**
 * A chunk the later parts share whose code, minified, is below this goes into `kurv-elements`: a file of its own costs
 * every page its name and hash in the loader (about 55 bytes gzip), more than such code costs the first load.
 */
const TINY_CHUNK_BYTES = 150;
/**
 * Chunks of the later parts that go into a neighbour they mostly load with, by the probe's chunk name: each file of
 * `lazy/` costs every page its name and hash in the loader (about 50 bytes gzip), more than the few KB a later part
 * then fetches beside what it needs (issue 35's trim). The order-edit rules, the forms' helpers, the removed line's
 * text and the tracking events share a file (the cart's code fetches it with its first change; a member's login after a
 * followed sign-up link fetches the sign-up steps' rule from it); the message dialog,
 * the radio group and the quantity dropdown go with the dialogs' styles (the cart's panel loads them all; a
 * corporate user's product page fetches the dropdown's file with them); the coupon's activation and the app's payment
 * with the cart's code (the payment's only user; the coupon's other is the host page's `activateCoupon`); the time windows' rules with the parts' texts (whatever
 * shows windows loads both); the login route with the login prompt (the picker's panel, its other user, loads the
 * prompt's file beside it); the member's notification poll with the member's code (fetched once a token is known, the
 * poll once a member is).
 */
const LATER_CHUNK_MERGES = {
  'editable-orders': 'order-edit',
  forms: 'order-edit',
  'removed-item': 'order-edit',
  tracking: 'order-edit',
  'sign-up-tracking': 'order-edit',
  MessageDialog: 'dialog-styles',
  Radio: 'dialog-styles',
  QuantityDropdown: 'dialog-styles',
  coupons: 'cart-actions',
  payment: 'cart-actions',
  'window-eligibility': 'part-texts',
  'use-login': 'LoginPrompt',
  'notification-poll': 'member-code',
  // The cart's summary as the popup and the host page's getCart give it: the checkout page's getCart loads the popup's
  // panels (a page with a checkout shows the cart popup too).
  'cart-summary-view': 'CartPanels',
  // Where a login button leads: the login prompt's (the add's and the picker's code fetch the prompt with it), a loader
  // name fewer.
  'login-route': 'LoginPrompt',
  // A new cart line of a product (domain/cart-item.ts): the add's code and the order's share it, and both load the order
  // rules' file.
  'cart-item': 'order-edit',
  // The channel that takes the app's answers (issue 36): window.kurv's app calls fetch it with their own code, the app's
  // login and payment import it from there, a loader name fewer.
  'app-channel': 'host-calls',
};
/** The tags of a product list page, whose first render every page with Kurv needs. */
const PRODUCT_PAGE_TAGS = ['add-to-cart-button', 'cart-popup'];
/** The first-render chunk a tag's mount goes into: a product list page's tags in `kurv-elements`, the others in `kurv-elements-more`. */
const mountChunkOf = (tag) => (PRODUCT_PAGE_TAGS.includes(tag) ? FIRST_RENDER_CHUNKS[0] : FIRST_RENDER_CHUNKS[1]);

/**
 * `kurv:mounts:<chunk>`, the entry of a first-render chunk: `mounts`, the mount of each of its tags by tag name, which the
 * loader calls (`kurv-loader.ts`).
 */
const tagMounts = {
  name: 'kurv-tag-mounts',
  resolveId(source) {
    return source.startsWith(MOUNTS_ENTRY) ? `\0${source}` : null;
  },
  load(id) {
    if (!id.startsWith(`\0${MOUNTS_ENTRY}`)) {
      return null;
    }
    const chunk = id.slice(`\0${MOUNTS_ENTRY}`.length);
    const chunkTags = Object.keys(tags).filter((tag) => mountChunkOf(tag) === chunk);
    const imports = chunkTags.map((tag, index) => `import { mount as m${index} } from ${JSON.stringify(resolve(probeEntries[tag]))};`);
    const mounts = chunkTags.map((tag, index) => `${JSON.stringify(tag)}: m${index}`);
    return `${imports.join('\n')}\nexport const mounts = { ${mounts.join(', ')} };\n`;
  },
};

/**
 * What a product list page needs before its first render, in one chunk (`kurv-elements`) beside the libraries'
 * (`kurv-runtime`): the modules of the chunks that rollup's own splitting puts in the static imports of
 * `<add-to-cart-button>` and `<cart-popup>`. What only the other tags' first render adds (the picker's summary of the
 * saved handover and its dates) is a second chunk (`kurv-elements-more`), so a product list page does not fetch it.
 * Each tag's own modules (its mount and what only it imports) go with its tags' chunk (`mountChunkOf`), and what is
 * imported dynamically (the picker's pages, the cart's panel, the host API's calls) stays in chunks of its own, fetched
 * when first used. Before, rollup cut this part into ten files, which a page fetched over HTTP/1.1's six connections
 * before it could render.
 *
 * Which modules those are is known only after tree-shaking (the packages' index files reach every module), so a quick
 * probe build runs first (`firstRenderProbe`: no minifying, nothing written) and the lazy
 * build assigns what it found.
 */
/** Module id → the lazy build's chunk for it, from the probe (`collectFirstRenderModules`). */
const lazyChunkOfModule = new Map();
const collectFirstRenderModules = {
  name: 'kurv-collect-first-render-modules',
  async generateBundle(_options, bundle) {
    const chunks = new Map(
      Object.values(bundle)
        .filter((file) => file.type === 'chunk')
        .map((chunk) => [chunk.fileName, chunk]),
    );
    const tiny = new Set();
    for (const chunk of chunks.values()) {
      if (!chunk.isEntry && !chunk.isDynamicEntry) {
        const { code } = await esbuildTransform(chunk.code, { minify: true, format: 'esm', loader: 'js' });
        if (code.length < TINY_CHUNK_BYTES) {
          tiny.add(chunk.fileName);
        }
      }
    }
    const staticImports = (tagNames) => {
      const found = new Set();
      const visit = (fileName) => {
        const chunk = chunks.get(fileName);
        if (chunk === undefined || found.has(fileName)) {
          return;
        }
        found.add(fileName);
        chunk.imports.forEach(visit);
      };
      for (const chunk of chunks.values()) {
        if (chunk.isEntry && tagNames.includes(chunk.name)) {
          chunk.imports.forEach(visit);
        }
      }
      return found;
    };
    const firstRender = staticImports(PRODUCT_PAGE_TAGS);
    const otherTagsFirstRender = staticImports(Object.keys(tags));
    // Every module with code gets its chunk by name: rollup adds a named chunk's static imports to it, and through an
    // index file that only re-exports, those would be every module of the package. The tags' entries go into their
    // first-render chunk (`mountChunkOf`); the probe's other chunks stay as they were (the lazy parts, the chunks they
    // share).
    lazyChunkOfModule.clear();
    for (const chunk of FIRST_RENDER_CHUNKS) {
      lazyChunkOfModule.set(`\0${MOUNTS_ENTRY}${chunk}`, chunk);
    }
    const taken = new Set();
    for (const chunk of chunks.values()) {
      // A chunk the later parts share that is only a few bytes (an empty answer's decoder, the session's timers) is worth
      // less than a file of its own.
      const tinyShared = tiny.has(chunk.fileName);
      let name = chunk.name;
      if (chunk.isEntry && chunk.name in tags) {
        name = mountChunkOf(chunk.name);
      } else if (chunk.name !== 'kurv-runtime' && (firstRender.has(chunk.fileName) || tinyShared)) {
        name = 'kurv-elements';
      } else if (chunk.name !== 'kurv-runtime' && otherTagsFirstRender.has(chunk.fileName)) {
        name = 'kurv-elements-more';
      }
      if (name === chunk.name && Object.hasOwn(LATER_CHUNK_MERGES, name)) {
        name = LATER_CHUNK_MERGES[name];
      } else if (name !== 'kurv-elements' && name !== 'kurv-elements-more') {
        for (let suffix = 2; taken.has(name); suffix += 1) {
          name = `${chunk.name}${suffix}`;
        }
        taken.add(name);
      }
      for (const [id, module] of Object.entries(chunk.modules)) {
        // A part's own module goes with its code too when it only re-exports it: left to rollup, it became a file of
        // its own beside the code (a name and a hash more in the loader) or went into a tag's entry, which then
        // imported the part's code statically.
        if (module.renderedLength > 0 || id === chunk.facadeModuleId) {
          lazyChunkOfModule.set(id, name);
        }
      }
    }
    // A probe: nothing of it is written.
    for (const name of Object.keys(bundle)) {
      delete bundle[name];
    }
  },
};

/**
 * The lazy modules' dynamic imports go through the loader's pinned import (`kurv-loader.ts`), so what they fetch later
 * is checked against its integrity too; a module loaded without the loader imports as usual.
 */
const pinnedDynamicImports = {
  name: 'kurv-pinned-imports',
  renderDynamicImport({ targetModuleId }) {
    if (!targetModuleId) {
      return null;
    }
    return { left: '(globalThis[Symbol.for("kurv.import")]||(f=>import(f)))(', right: ')' };
  },
};

/**
 * The lazy build's files, their integrity and static imports, for the loader's `kurv:lazy-chunks` (filled first): one
 * pair of plugins per flavour, each with its own chunk list and graph file (`graphFile`).
 */
const lazyChunkPlugins = (graphFile) => {
  const lazyChunks = { entryFiles: null, files: [] };
  const collectLazyChunks = {
    name: 'kurv-collect-lazy-chunks',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const names = chunks.map((chunk) => chunk.fileName).sort();
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      lazyChunks.files = names.map((name) => {
        const chunk = byName.get(name);
        return [name, pinnedIntegrityOf(chunk.code), chunk.imports.map((imported) => names.indexOf(imported))];
      });
      // By tag (and `host-api`): the first-render chunk that holds the tag's mount.
      const fileOfEntry = new Map(chunks.filter((chunk) => chunk.isEntry).map((chunk) => [chunk.name, chunk.fileName]));
      lazyChunks.entryFiles = {
        ...Object.fromEntries(Object.keys(tags).map((tag) => [tag, fileOfEntry.get(mountChunkOf(tag))])),
        'host-api': fileOfEntry.get('host-api'),
      };
      // The chunk graph for the size budgets (scripts/size.mjs) and the bench: not shipped.
      mkdirSync(dirname(graphFile), { recursive: true });
      const graph = names.map((name) => {
        const chunk = byName.get(name);
        return { name, imports: chunk.imports, dynamicImports: chunk.dynamicImports };
      });
      writeFileSync(graphFile, `${JSON.stringify({ entryFiles: lazyChunks.entryFiles, files: graph }, null, 2)}\n`);
    },
  };
  const lazyChunksModule = {
    name: 'kurv-lazy-chunks',
    resolveId(source) {
      return source === 'kurv:lazy-chunks' ? '\0kurv:lazy-chunks' : null;
    },
    load(id) {
      if (id !== '\0kurv:lazy-chunks') {
        return null;
      }
      if (lazyChunks.entryFiles === null) {
        this.error('The lazy build must run before the loader');
      }
      return `export const entryFiles = ${JSON.stringify(lazyChunks.entryFiles)};\nexport const files = ${JSON.stringify(lazyChunks.files)};\n`;
    },
  };
  return { collectLazyChunks, lazyChunksModule };
};
const { collectLazyChunks, lazyChunksModule } = lazyChunkPlugins(`${WORK}/lazy-chunks.json`);

const lazyBuild = {
  input: lazyEntries,
  output: {
    dir: `${OUT}/lazy`,
    format: 'es',
    // Six characters of hash, not eight: the loader names each of these files (about thirty), and a hash's characters
    // are the part of a name gzip cannot shorten (45 bytes of the loader). Thirty names in 64^6 leave no collision to fear.
    entryFileNames: '[name]-[hash:6].js',
    chunkFileNames: '[name]-[hash:6].js',
    manualChunks: (id) => (RUNTIME_LIBRARIES.test(id) ? 'kurv-runtime' : lazyChunkOfModule.get(id)),
  },
  // An entry chunk may export more than `mounts` (what its lazy parts import from it), instead of a facade file.
  preserveEntrySignatures: 'allow-extension',
  plugins: [tagMounts, pinnedDynamicImports, ...plugins(), collectLazyChunks],
  treeshake: { moduleSideEffects },
  onwarn,
};

/** The lazy build with rollup's own splitting, for `collectFirstRenderModules`: esbuild's transpiling is enough for it. */
const firstRenderProbe = {
  input: probeEntries,
  output: {
    dir: `${WORK}/first-render-probe`,
    format: 'es',
    manualChunks: (id) => (RUNTIME_LIBRARIES.test(id) ? 'kurv-runtime' : undefined),
  },
  preserveEntrySignatures: 'allow-extension',
  plugins: [...plugins().filter((plugin) => plugin.name !== 'terser'), collectFirstRenderModules],
  treeshake: { moduleSideEffects },
  onwarn,
};

const loaderBuild = {
  input: 'packages/elements/src/kurv-loader.ts',
  output: { file: `${OUT}/kurv.js`, format: 'iife' },
  plugins: [lazyChunksModule, ...plugins()],
  treeshake: { moduleSideEffects },
  onwarn,
};

const esmBuild = {
  input: { kurv: 'packages/elements/src/kurv.ts', ...tags },
  output: { dir: `${OUT}/esm`, format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
  plugins: plugins({ typescriptProgram: true }),
  treeshake: { moduleSideEffects },
  onwarn,
};

const tagScriptBuilds = Object.entries(tags).map(([tag, input]) => ({
  input,
  external: (id) => runtimeGlobals(id) !== undefined,
  output: {
    file: `${OUT}/iife/${tag}.js`,
    format: 'iife',
    // A classic script cannot split: the lazy panels' dynamic imports are inlined into the tag's file.
    inlineDynamicImports: true,
    globals: runtimeGlobals,
    banner: bootstrapBanner,
    footer: bootstrapFooter,
  },
  plugins: [sharedFromRuntime, collectRuntimeBindings, ...plugins()],
  treeshake: { moduleSideEffects },
  onwarn,
}));

const runtimeScriptBuild = {
  input: 'packages/elements/src/runtime.ts',
  output: { file: `${OUT}/iife/${runtimeFileName}`, format: 'iife', inlineDynamicImports: true },
  plugins: [runtimeParts, ...plugins()],
  treeshake: { moduleSideEffects },
  onwarn,
};

const reactFloorBuild = {
  input: 'scripts/react-floor.mjs',
  output: { file: 'build/floor/react-floor.js', format: 'iife' },
  plugins: plugins(),
  onwarn,
};

/**
 * The builds in groups that are built together, in order: a later build of a group reads what an earlier one collected
 * (the loader the lazy files' names, the runtime the tags' bindings). `npm start` rebuilds a group whose sources
 * changed and leaves the others.
 */
export const buildGroups = [
  {
    name: 'the loader and its lazy modules',
    outputs: [`${OUT}/lazy`, `${OUT}/kurv.js`],
    builds: [firstRenderProbe, lazyBuild, loaderBuild],
  },
  { name: 'the ES modules', outputs: [`${OUT}/esm`], builds: [esmBuild] },
  {
    name: 'the script-tag files and their runtime',
    outputs: [`${OUT}/iife`],
    builds: [...tagScriptBuilds, runtimeScriptBuild],
  },
];

/**
 * The preact flavour, `dist/preact/`: the loader and its lazy modules from the same sources, with React's entry points
 * answered by preact/compat (same tags, same store key on `window`, its own integrity hashes). It is the loader form
 * only: that is what a chain's pages include; a site that bundles `esm/` can alias React to preact in its own bundler,
 * and a script-tag flavour would add a build of five bundles for a form no page needs in preact.
 */
const PREACT_ALIASES = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
};
const preactAliases = {
  name: 'kurv-preact-aliases',
  resolveId(source, importer, options) {
    const target = PREACT_ALIASES[source];
    return target ? this.resolve(target, importer, { ...options, skipSelf: true }) : null;
  },
};
/** preact takes React's place in the long-cached runtime chunk. */
const PREACT_LIBRARY = /[/\\]node_modules[/\\]preact[/\\]/;
const preactLazyChunks = lazyChunkPlugins(`${WORK}/preact/lazy-chunks.json`);
const preactLazyBuild = {
  ...lazyBuild,
  output: {
    ...lazyBuild.output,
    dir: `${OUT}/preact/lazy`,
    manualChunks: (id, api) => (PREACT_LIBRARY.test(id) ? 'kurv-runtime' : lazyBuild.output.manualChunks(id, api)),
  },
  plugins: [tagMounts, preactAliases, pinnedDynamicImports, ...plugins(), preactLazyChunks.collectLazyChunks],
};
const preactLoaderBuild = {
  ...loaderBuild,
  output: { ...loaderBuild.output, file: `${OUT}/preact/kurv.js` },
  plugins: [preactLazyChunks.lazyChunksModule, preactAliases, ...plugins()],
};
// Not in `npm start`'s build: no example page loads it there, and it would add a fifth of a fresh start's build time.
if (!serveBuild) {
  buildGroups.push({
    name: 'the preact flavour: its loader and lazy modules',
    outputs: [`${OUT}/preact`],
    // The probe again: the preact lazy build assigns the chunks it finds (`lazyChunkOfModule`), and a group may be built
    // in a process of its own (scripts/build.mjs).
    builds: [firstRenderProbe, preactLazyBuild, preactLoaderBuild],
  });
}

/** preact and preact/compat alone, the preact flavour's floor (not shipped). */
const preactFloorBuild = {
  input: 'scripts/react-floor.mjs',
  output: { file: 'build/floor/preact-floor.js', format: 'iife' },
  plugins: [preactAliases, ...plugins()],
  onwarn,
};

if (!serveBuild) {
  buildGroups.push({ name: 'the floors: React and preact alone', outputs: ['build/floor'], builds: [reactFloorBuild, preactFloorBuild] });
}

export default (onlyGroup === null ? buildGroups : [buildGroups[onlyGroup]]).flatMap((group) => {
  if (group === undefined) {
    throw new Error(`KURV_BUILD_GROUP=${onlyGroup}: there are ${buildGroups.length} build groups`);
  }
  return group.builds;
});
