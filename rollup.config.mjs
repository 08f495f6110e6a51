import { rmSync } from 'node:fs';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { lowerToBrowserTargets } from './scripts/rollup/browser-targets.mjs';
import { collectFirstRenderModules } from './scripts/rollup/collect-first-render-modules.mjs';
import { collectLazyChunks } from './scripts/rollup/collect-lazy-chunks.mjs';
import { collectRuntimeBindings } from './scripts/rollup/collect-runtime-bindings.mjs';
import { cssWhitespace } from './scripts/rollup/css-whitespace.mjs';
import { immerProduction } from './scripts/rollup/immer-production.mjs';
import { lazyChunksModule } from './scripts/rollup/lazy-chunks.mjs';
import { pinnedDynamicImports } from './scripts/rollup/pinned-imports.mjs';
import { preactAliases } from './scripts/rollup/preact-aliases.mjs';
import { reserveStylesheet } from './scripts/rollup/reserve-stylesheet.mjs';
import { runtimeParts } from './scripts/rollup/runtime-parts.mjs';
import { FIRST_RENDER_CHUNKS, MOUNTS_ENTRY } from './scripts/rollup/shared.mjs';
import { sharedFromRuntime } from './scripts/rollup/shared-from-runtime.mjs';
import { tagMounts } from './scripts/rollup/tag-mounts.mjs';
import { transpileFileByFile } from './scripts/rollup/transpile-file-by-file.mjs';
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
 *
 * The build definitions and their groups; the build's own plugins are in scripts/rollup/, one per file.
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

/** The four tags and their define files (also read by `npm run size:why`). */
export const tags = {
  'add-to-cart-button': 'packages/elements/src/add-to-cart-button/index.ts',
  'cart-popup': 'packages/elements/src/cart-popup/index.ts',
  'edit-order-dialog': 'packages/elements/src/edit-order-dialog/index.ts',
  'handover-picker': 'packages/elements/src/handover-picker/index.ts',
};

/**
 * Three compress passes, and property reads taken as free of side effects (no Kurv module, and neither React nor preact,
 * reads a property for its effect: no getter with one, no forced layout): 0.23 KB gzip less on the React product page
 * (mostly react-dom, which its own build leaves to such a pass), 0.07 KB on preact's. Exported for `npm run size:why`
 * (scripts/size-why.mjs), which minifies each module with them.
 */
export const TERSER_OPTIONS = { ecma: 2020, compress: { passes: 3, pure_getters: true }, format: { comments: false } };

/**
 * The plugins of a build. With `typescriptProgram`, the sources are transpiled by @rollup/plugin-typescript's program of
 * the shipped packages (the ES modules' build, the one bundlers consume); otherwise file by file by esbuild.
 */
const plugins = ({ typescriptProgram = false } = {}) => [
  immerProduction,
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'], exportConditions: ['browser', 'import', 'default'] }),
  commonjs(),
  cssWhitespace,
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
  ...(serveBuild ? [] : [lowerToBrowserTargets(), terser(TERSER_OPTIONS)]),
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
 * The bindings the tags' script-tag bundles take from the runtime, by runtime key (`runtimeGlobals`): filled while they
 * are built (`collectRuntimeBindings`), before the runtime, which then carries exactly those (`runtimeParts`).
 */
const runtimeBindings = new Map();

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
 * Module id → the lazy build's chunk for it, from the probe (`firstRenderProbe`, `collectFirstRenderModules`): what a
 * product list page needs before its first render in `kurv-elements`, what the other tags' first render adds in
 * `kurv-elements-more`.
 */
const lazyChunkOfModule = new Map();

/**
 * The lazy build's files, their integrity and static imports, for the loader's `kurv:lazy-chunks` (filled first): one
 * pair of plugins per flavour, each with its own chunk list and graph file (`graphFile`).
 */
const lazyChunkPlugins = (graphFile) => {
  const lazyChunks = { entryFiles: null, files: [], later: null };
  return { collectLazyChunks: collectLazyChunks({ tags, lazyChunks, graphFile }), lazyChunksModule: lazyChunksModule({ lazyChunks }) };
};
const reactLazyChunks = lazyChunkPlugins(`${WORK}/lazy-chunks.json`);
/** Each tag's mount in its first-render chunk's entry, in both flavours' lazy builds. */
const firstRenderMounts = tagMounts({ tags, mountFiles: probeEntries });

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
  plugins: [firstRenderMounts, pinnedDynamicImports, ...plugins(), reactLazyChunks.collectLazyChunks],
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
  plugins: [...plugins().filter((plugin) => plugin.name !== 'terser'), collectFirstRenderModules({ tags, lazyChunkOfModule })],
  treeshake: { moduleSideEffects },
  onwarn,
};

const loaderBuild = {
  input: 'packages/elements/src/kurv-loader.ts',
  output: { file: `${OUT}/kurv.js`, format: 'iife' },
  // dist/kurv-reserve.css beside the loader (issue 38): the page links it in its <head>, whichever Kurv files it takes.
  plugins: [reactLazyChunks.lazyChunksModule, ...plugins(), reserveStylesheet()],
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
  plugins: [sharedFromRuntime, collectRuntimeBindings({ runtimeBindings, runtimeGlobals }), ...plugins()],
  treeshake: { moduleSideEffects },
  onwarn,
}));

const runtimeScriptBuild = {
  input: 'packages/elements/src/runtime.ts',
  output: { file: `${OUT}/iife/${runtimeFileName}`, format: 'iife', inlineDynamicImports: true },
  plugins: [runtimeParts({ runtimeBindings }), ...plugins()],
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
    outputs: [`${OUT}/lazy`, `${OUT}/kurv.js`, `${OUT}/kurv-reserve.css`],
    builds: [firstRenderProbe, lazyBuild, loaderBuild],
  },
  { name: 'the ES modules', outputs: [`${OUT}/esm`], builds: [esmBuild] },
  {
    name: 'the script-tag files and their runtime',
    outputs: [`${OUT}/iife`],
    builds: [...tagScriptBuilds, runtimeScriptBuild],
  },
];

/** preact takes React's place in the long-cached runtime chunk. */
const PREACT_LIBRARY = /[/\\]node_modules[/\\]preact[/\\]/;
/**
 * The preact flavour, `dist/preact/`: the loader and its lazy modules from the same sources, with React's entry points
 * answered by preact/compat (`preactAliases`; same tags, same store key on `window`, its own integrity hashes). It is
 * the loader form only: that is what a chain's pages include; a site that bundles `esm/` can alias React to preact in
 * its own bundler, and a script-tag flavour would add a build of five bundles for a form no page needs in preact.
 */
const preactLazyChunks = lazyChunkPlugins(`${WORK}/preact/lazy-chunks.json`);
const preactLazyBuild = {
  ...lazyBuild,
  output: {
    ...lazyBuild.output,
    dir: `${OUT}/preact/lazy`,
    manualChunks: (id, api) => (PREACT_LIBRARY.test(id) ? 'kurv-runtime' : lazyBuild.output.manualChunks(id, api)),
  },
  plugins: [firstRenderMounts, preactAliases, pinnedDynamicImports, ...plugins(), preactLazyChunks.collectLazyChunks],
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
