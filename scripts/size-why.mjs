// `npm run size:why`: what the product list page's first load (the files of `npm run size`'s budget "product list page
// before any interaction": the loader, the runtime, `kurv-elements`) is made of, by source module, in the React and the
// preact flavour. An analysis, not a check: it is not part of `npm test` and fails on nothing but a failed build.
//
// How: the loader's builds of rollup.config.mjs (the probe, the lazy build, the loader; then the preact lazy build and
// loader, which reuse the probe's chunk assignment as the preact group does) run again in memory, nothing written to
// dist/. For each file of the first load, each module's rendered code (`chunk.modules[id].code`: after tree-shaking,
// before minifying) is minified with the build's terser options and gzipped on its own; those estimates are then scaled
// so that a file's parts sum to the file's real gzip -9 size. A module gzipped alone compresses worse than inside its
// file (no shared dictionary), and the file's own glue (imports, exports, the browser-target lowering) is spread over its
// modules by the scaling: the figures are shares, good for ranking and for the order of a saving, not to the byte.
// Writes build/size-why.json beside the printout. Run after `npm run build` to compare with dist/. SIZE_WHY_TOP sets how
// many modules the ranking prints (40 unless told).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { rollup } from 'rollup';
import { minify } from 'terser';
import { lazyClosure, readLazyGraph } from './lazy-graph.mjs';
import { collectLazyChunks } from './rollup/collect-lazy-chunks.mjs';
import { lazyChunksModule } from './rollup/lazy-chunks.mjs';
import { PRODUCT_PAGE_TAGS } from './rollup/shared.mjs';

// Importing the config with no group chosen would empty dist/ (it does so for a full build): choose the first group.
process.env.KURV_BUILD_GROUP ??= '0';
const { buildGroups, tags, TERSER_OPTIONS } = await import('../rollup.config.mjs');

const KB = 1024;
const TOP = Number(process.env.SIZE_WHY_TOP ?? 40);
const WORK = 'build/size-why';
const started = performance.now();
const gzipBytes = (code) => gzipSync(code, { level: 9 }).length;
const kilobytes = (bytes) => `${(bytes / KB).toFixed(2)} KB`;

const loaderGroup = buildGroups.find((group) => group.outputs.includes('dist/kurv.js'));
const preactGroup = buildGroups.find((group) => group.outputs.includes('dist/preact'));
if (loaderGroup === undefined || preactGroup === undefined) {
  throw new Error('rollup.config.mjs has no loader group or no preact group (scripts/size-why.mjs looks them up by output)');
}
const [probeBuild, reactLazyBuild, reactLoaderBuild] = loaderGroup.builds;
const [, preactLazyBuild, preactLoaderBuild] = preactGroup.builds;

/**
 * A flavour's builds with their chunk-graph plugins replaced by ones of our own (the config's write the graph of
 * `npm run size` to build/), and a plugin that keeps each chunk's modules (`captured`: file name → chunk).
 */
function flavourBuilds(lazyBuild, loaderBuild, name) {
  const lazyChunks = { entryFiles: null, files: [], later: null };
  const graphFile = `${WORK}/${name}-lazy-chunks.json`;
  const captured = new Map();
  const capture = {
    name: 'kurv-size-why-capture',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk') {
          captured.set(file.fileName, file);
        }
      }
    },
  };
  const replaced = (plugins) =>
    plugins.map((plugin) => {
      if (plugin?.name === 'kurv-collect-lazy-chunks') {
        return collectLazyChunks({ tags, lazyChunks, graphFile });
      }
      if (plugin?.name === 'kurv-lazy-chunks') {
        return lazyChunksModule({ lazyChunks });
      }
      return plugin;
    });
  return {
    name,
    graphFile,
    captured,
    lazy: { ...lazyBuild, plugins: [...replaced(lazyBuild.plugins), capture] },
    loader: { ...loaderBuild, plugins: [...replaced(loaderBuild.plugins), capture] },
  };
}

async function generate(options) {
  const bundle = await rollup({ ...options, onwarn: () => {} });
  try {
    const outputs = Array.isArray(options.output) ? options.output : [options.output];
    for (const output of outputs) {
      await bundle.generate(output);
    }
  } finally {
    await bundle.close();
  }
}

/** A module's package and folder: `react-dom`, `date-fns`, `@kurv/core/store`, `@kurv/elements/cart-popup`, … */
function groupOf(id) {
  const path = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const library = path.match(/[/\\]node_modules[/\\]((?:@[^/\\]+[/\\])?[^/\\]+)/g)?.at(-1);
  if (library !== undefined) {
    const name = library.replace(/^[/\\]node_modules[/\\]/, '').replace(/\\/g, '/');
    const short = { '@r2wc/react-to-web-component': 'r2wc', '@r2wc/core': 'r2wc', '@date-fns/tz': 'date-fns' };
    return short[name] ?? name;
  }
  const kurv = path.match(/[/\\]packages[/\\](core|ui|elements|platform-sim)[/\\]src[/\\](.+)$/);
  if (kurv !== null) {
    const [, pkg, rest] = kurv;
    const parts = rest.split(/[/\\]/);
    return `@kurv/${pkg}/${parts.length > 1 ? parts[0] : parts[0].replace(/\.tsx?$/, '')}`;
  }
  if (path.startsWith('kurv:')) {
    return `@kurv/elements/(${path.split(':').slice(0, 2).join(':')})`;
  }
  return `(rollup: ${path})`;
}
const isKurv = (group) => group.startsWith('@kurv/');
/** A module's path from the repository (a CommonJS module's wrappers keep their `?commonjs-…` suffix). */
const labelOf = (id) => {
  const path = id.replace(/^\0/, '');
  return path.startsWith('/') ? relative('.', path) : path;
};
/** A first-load file's short name: `kurv.js`, `kurv-elements`, `kurv-runtime`. */
const fileLabel = (file) =>
  file
    .split('/')
    .pop()
    .replace(/-[\w-]{6}\.js$/, '');

/** A module's code minified as the build does (top-level names mangled but kept: the rest of its file uses them). */
async function minifiedBytes(code) {
  try {
    const result = await minify(code, {
      ...TERSER_OPTIONS,
      module: false,
      compress: { ...TERSER_OPTIONS.compress, toplevel: false },
      mangle: { toplevel: true },
    });
    return result.code ?? '';
  } catch {
    // Code terser cannot take outside its file (`import.meta`): counted as rendered.
    return code;
  }
}

/** The first load's files of a flavour, each with its modules' estimated gzip shares. */
async function analyse(flavour, distFolder) {
  const graph = readLazyGraph(flavour.graphFile);
  const files = [
    { dist: `${distFolder}/kurv.js`, chunk: [...flavour.captured.values()].find((chunk) => chunk.fileName === 'kurv.js') },
    ...lazyClosure(graph, PRODUCT_PAGE_TAGS, { dynamic: false }).map((name) => ({
      dist: `${distFolder}/lazy/${name}`,
      chunk: flavour.captured.get(name),
    })),
  ];
  const rows = [];
  const fileRows = [];
  for (const { dist, chunk } of files) {
    if (chunk === undefined) {
      throw new Error(`${dist}: not in the in-memory build`);
    }
    const real = gzipBytes(chunk.code);
    const onDisk = existsSync(dist) ? readFileSync(dist, 'utf8') === chunk.code : false;
    const modules = [];
    for (const [id, module] of Object.entries(chunk.modules)) {
      if (module.code === null || module.renderedLength === 0) {
        continue;
      }
      const minified = await minifiedBytes(module.code);
      modules.push({ id, group: groupOf(id), rendered: module.renderedLength, minified: minified.length, alone: gzipBytes(minified) });
    }
    const aloneTotal = modules.reduce((total, module) => total + module.alone, 0);
    const scale = aloneTotal === 0 ? 0 : real / aloneTotal;
    for (const module of modules) {
      rows.push({ ...module, file: dist, share: module.alone * scale });
    }
    fileRows.push({ file: dist, gzip: real, modules: modules.length, aloneTotal, scale, sameAsDist: onDisk });
  }
  return { rows, fileRows, code: files.map(({ chunk }) => chunk.code).join('\n') };
}

/**
 * The texts of packages/core/src/texts that the first load carries: each dictionary's entries (`key: 'text',`) whose
 * text is in the first load's code.
 */
function carriedTexts(code) {
  const entriesOf = (name) =>
    [...readFileSync(`packages/core/src/texts/${name}.ts`, 'utf8').matchAll(/^ {2}(\w+): '((?:[^'\\]|\\.)*)',$/gm)].map(
      ([, key, text]) => ({ key, text: text.replace(/\\(.)/g, '$1') }),
    );
  const pageTexts = entriesOf('nb-page').map(({ text }) => text);
  return ['nb-page', 'nb-parts', 'nb-profile'].map((name) => {
    const entries = entriesOf(name);
    // A text is carried when its characters are in the code (as written there, or escaped as terser may quote it). A
    // later text inside a page text (the default error ends with «Vennligst prøv igjen senere.») says nothing, as in
    // scripts/size.mjs; a very short text («OK») may be found by chance.
    const inCode = ({ text }) => code.includes(text) || code.includes(JSON.stringify(text).slice(1, -1));
    const withinPageText = ({ text }) => name !== 'nb-page' && pageTexts.some((page) => page.includes(text));
    const carried = entries.filter((entry) => inCode(entry) && !withinPageText(entry));
    const inPageTexts = entries.filter(withinPageText).map(({ key }) => key);
    return { file: `packages/core/src/texts/${name}.ts`, entries: entries.length, carried, inPageTexts };
  });
}

function print(title, { rows, fileRows, code }, floorGzip) {
  const realTotal = fileRows.reduce((total, file) => total + file.gzip, 0);
  const estimated = rows.reduce((total, row) => total + row.share, 0);
  console.log(`\n=== ${title} ===`);
  console.log('The first load (the files of npm run size\'s budget "product list page before any interaction"):');
  for (const file of fileRows) {
    const check = file.sameAsDist ? 'same as dist/' : 'differs from dist/ (rebuild: npm run build)';
    console.log(
      `  ${file.file.padEnd(48)} ${kilobytes(file.gzip).padStart(10)} gzip -9, ${String(file.modules).padStart(3)} modules, gzipped alone ${kilobytes(file.aloneTotal)} (scaled ×${file.scale.toFixed(3)}); ${check}`,
    );
  }
  console.log(
    `  real gzip total ${realTotal.toLocaleString('en')} bytes (${kilobytes(realTotal)}); the modules' scaled shares sum to ${Math.round(estimated).toLocaleString('en')} bytes`,
  );
  console.log(
    "  Each module's share: its rendered code minified with the build's terser options and gzipped alone, scaled so a file's modules sum to the file's real gzip size.",
  );

  const sorted = [...rows].sort((a, b) => b.share - a.share);
  console.log(`\nTop ${TOP} modules by estimated gzip share:`);
  console.log(
    `  ${'share'.padStart(9)}  ${'%'.padStart(5)}  ${'minified'.padStart(9)}  ${'file'.padEnd(13)}  ${'group'.padEnd(28)}  module`,
  );
  for (const row of sorted.slice(0, TOP)) {
    console.log(
      `  ${kilobytes(row.share).padStart(9)}  ${((100 * row.share) / realTotal).toFixed(1).padStart(5)}  ${kilobytes(row.minified).padStart(9)}  ${fileLabel(row.file).padEnd(13)}  ${row.group.padEnd(28)}  ${labelOf(row.id)}`,
    );
  }
  // The loader is a script of its own: what it bundles, the first-render chunk may bundle again.
  const inLoader = new Set(rows.filter((row) => row.file.endsWith('/kurv.js')).map((row) => row.id));
  const twice = rows.filter((row) => !row.file.endsWith('/kurv.js') && inLoader.has(row.id));
  if (twice.length > 0) {
    const bytes = twice.reduce((total, row) => total + row.share, 0);
    console.log(
      `\nIn the loader and again in a lazy file (${kilobytes(bytes)} of the lazy files): ${twice.map((row) => `${labelOf(row.id)} ${Math.round(row.share)}`).join(', ')}`,
    );
  }

  const groups = new Map();
  for (const row of rows) {
    const group = groups.get(row.group) ?? { share: 0, modules: 0 };
    group.share += row.share;
    group.modules += 1;
    groups.set(row.group, group);
  }
  console.log('\nBy package and folder:');
  for (const [name, group] of [...groups].sort((a, b) => b[1].share - a[1].share)) {
    console.log(
      `  ${kilobytes(group.share).padStart(9)}  ${((100 * group.share) / realTotal).toFixed(1).padStart(5)}%  ${name.padEnd(36)} ${group.modules} modules`,
    );
  }
  const kurv = rows.filter((row) => isKurv(row.group)).reduce((total, row) => total + row.share, 0);
  const libraries = estimated - kurv;
  console.log(`\n  Kurv's own (@kurv/*):      ${kilobytes(kurv).padStart(9)}`);
  console.log(
    `  the libraries (runtime):   ${kilobytes(libraries).padStart(9)}   (the floor alone, compressed on its own: ${kilobytes(floorGzip)})`,
  );

  console.log('\nTexts the first load carries (packages/core/src/texts):');
  const texts = carriedTexts(code);
  for (const dictionary of texts) {
    const keys = dictionary.carried.map(({ key }) => key);
    console.log(`  ${dictionary.file}: ${keys.length} of ${dictionary.entries}${keys.length > 0 ? `: ${keys.join(', ')}` : ''}`);
    if (dictionary.inPageTexts.length > 0) {
      console.log(`    not counted, their text is inside a page text: ${dictionary.inPageTexts.join(', ')}`);
    }
  }
  const textModules = rows.filter((row) => row.group === '@kurv/core/texts');
  console.log(`  their modules: ${textModules.map((row) => `${labelOf(row.id)} ${kilobytes(row.share)}`).join(', ') || 'none'}`);
  return {
    files: fileRows,
    realTotal,
    estimated,
    kurv,
    libraries,
    modules: sorted.map((row) => ({ ...row, id: labelOf(row.id) })),
    groups: Object.fromEntries(groups),
    texts,
  };
}

const react = flavourBuilds(reactLazyBuild, reactLoaderBuild, 'react');
const preact = flavourBuilds(preactLazyBuild, preactLoaderBuild, 'preact');
mkdirSync(WORK, { recursive: true });
// The probe fills the config's module → chunk map that both lazy builds read (the preact group runs the same probe).
await generate(probeBuild);
for (const flavour of [react, preact]) {
  await generate(flavour.lazy);
  await generate(flavour.loader);
}
const floorGzip = (file) => (existsSync(file) ? gzipBytes(readFileSync(file)) : Number.NaN);
const report = {
  react: print(
    'React: product list page before any interaction (loader, runtime, <add-to-cart-button>, <cart-popup>)',
    await analyse(react, 'dist'),
    floorGzip('build/floor/react-floor.js'),
  ),
  preact: print(
    'preact: product list page before any interaction (loader, runtime, <add-to-cart-button>, <cart-popup>)',
    await analyse(preact, 'dist/preact'),
    floorGzip('build/floor/preact-floor.js'),
  ),
};
writeFileSync('build/size-why.json', `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nWrote build/size-why.json (every module). Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
