// `npm run size`: gzip -9 bytes of every shipped file in dist/, of what a page loads, and of React + react-dom alone
// (the floor any React widget pays); checks the size budgets and writes build/size-report.json beside the table.
// Exits 1 when a budget's limit is passed. KB = 1024 bytes.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { lazyClosure, readLazyGraph } from './lazy-graph.mjs';
import { refuseServeBuild } from './serve-build.mjs';

refuseServeBuild('npm run size');

const KB = 1024;
const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

function filesUnder(folder) {
  return readdirSync(folder, { recursive: true })
    .map((name) => join(folder, String(name)))
    .filter((path) => statSync(path).isFile() && path.endsWith('.js'))
    .sort();
}

const rows = filesUnder('dist').map((path) => ({ file: relative('.', path), bytes: statSync(path).size, gzip: gzipBytes(path) }));
const floor = {
  file: 'React + react-dom alone (floor)',
  bytes: statSync('build/floor/react-floor.js').size,
  gzip: gzipBytes('build/floor/react-floor.js'),
};
/** The preact flavour's floor: preact and preact/compat alone. */
const preactFloor = {
  file: 'preact + preact/compat alone (floor of dist/preact/)',
  bytes: statSync('build/floor/preact-floor.js').size,
  gzip: gzipBytes('build/floor/preact-floor.js'),
};
const sum = (names) =>
  rows
    .filter((row) => names.includes(row.file))
    .reduce((total, row) => ({ bytes: total.bytes + row.bytes, gzip: total.gzip + row.gzip }), { bytes: 0, gzip: 0 });
const scriptTagPage = {
  file: 'product list page, script tags (runtime + 2 tags)',
  ...sum(['dist/iife/kurv-runtime.js', 'dist/iife/add-to-cart-button.js', 'dist/iife/cart-popup.js']),
};

const graph = readLazyGraph();
/** What a page with these tags loads: the loader and the files of dist/lazy/ they need. */
const closure = (entries, options) => ['dist/kurv.js', ...lazyClosure(graph, entries, options).map((name) => `dist/lazy/${name}`)];
const preactGraph = readLazyGraph('build/preact/lazy-chunks.json');
/** The same for the preact flavour (`dist/preact/kurv.js` and `dist/preact/lazy/`). */
const preactClosure = (entries, options) => [
  'dist/preact/kurv.js',
  ...lazyClosure(preactGraph, entries, options).map((name) => `dist/preact/lazy/${name}`),
];

/**
 * The budgets of issue 8, ratcheted to issue 20's targets once they were met. The floor is React 18's: React 19's
 * react-dom alone is 66.7 KB, which leaves the product list page 23 KB for the loader, the libraries, the store and two
 * elements, and it was 106 KB with them (docs/architecture.md, "The runtime: React 18").
 */
const budgetDefinitions = [
  // Issue 38 asks at most 5 KB. Raised for correctness fixes only, each with its bytes in docs/testing.md («How the limits moved»),
  // and twice for noise: the first-render files' names and integrity hashes (about 300 bytes no compression shortens)
  // change with any change to those files, and move the loader's gzip by up to 15 bytes with no change of its own.
  { name: 'loader (dist/kurv.js)', files: ['dist/kurv.js'], limit: 3.5 * KB },
  {
    name: 'product list page before any interaction (loader, runtime, <add-to-cart-button>, <cart-popup>)',
    files: closure(['add-to-cart-button', 'cart-popup'], { dynamic: false }),
    // Issue 20's target, then a ratchet; issue 38 asks 68 KB (not met, asked of the product owner). History in docs/testing.md.
    limit: 76.4 * KB,
  },
  {
    name: 'all four elements with their runtime, before any interaction',
    files: closure(['add-to-cart-button', 'cart-popup', 'handover-picker', 'edit-order-dialog'], { dynamic: false }),
    // Issue 20's target (76.4 KB), then a ratchet. History in docs/testing.md.
    limit: 78.5 * KB,
  },
  {
    name: 'preact: product list page before any interaction (loader, runtime, <add-to-cart-button>, <cart-popup>)',
    files: preactClosure(['add-to-cart-button', 'cart-popup'], { dynamic: false }),
    // Issue 20's target (39.6 KB: preact is 9 KB of it), then a ratchet; issue 38 asks 32 KB (not met, asked). History in docs/testing.md.
    limit: 41.6 * KB,
    floor: preactFloor,
  },
];
const budgets = budgetDefinitions.map((budget) => ({ ...budget, ...sum(budget.files) }));
const everything = {
  file: 'everything the four can load (with the picker pages, the cart panels, the handover and order code)',
  ...sum(closure(['add-to-cart-button', 'cart-popup', 'handover-picker', 'edit-order-dialog', 'host-api'], { dynamic: true })),
};

const kilobytes = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const table = [...rows, scriptTagPage, everything, floor];
const width = Math.max(...[...table.map((row) => row.file), ...budgets.map((budget) => budget.name)].map((text) => text.length));
console.log(`${'file'.padEnd(width)}  ${'min'.padStart(9)}  ${'gzip -9'.padStart(9)}`);
for (const row of table) {
  console.log(`${row.file.padEnd(width)}  ${kilobytes(row.bytes).padStart(9)}  ${kilobytes(row.gzip).padStart(9)}`);
}
console.log(`\n${'budget'.padEnd(width)}  ${'gzip -9'.padStart(9)}  ${'limit'.padStart(9)}  verdict`);
let failed = false;
for (const budget of budgets) {
  const over = budget.gzip > budget.limit;
  failed ||= over;
  // The exact bytes too: a change is compared with the one before it to the byte.
  const verdict = `${budget.gzip.toLocaleString('en')} bytes; ${
    over ? `FAIL: over the limit by ${kilobytes(budget.gzip - budget.limit)}` : `within, ${kilobytes(budget.limit - budget.gzip)} to spare`
  }`;
  const target =
    budget.target === undefined
      ? ''
      : `; target ${kilobytes(budget.target)}, ${budget.gzip > budget.target ? `not met: ${kilobytes(budget.gzip)}` : 'met'}`;
  console.log(
    `${budget.name.padEnd(width)}  ${kilobytes(budget.gzip).padStart(9)}  ${kilobytes(budget.limit).padStart(9)}  ${verdict}${target}`,
  );
}
console.log(`${'the floor: React + react-dom alone'.padEnd(width)}  ${kilobytes(floor.gzip).padStart(9)}`);
console.log(`${'the floor of dist/preact/: preact + preact/compat alone'.padEnd(width)}  ${kilobytes(preactFloor.gzip).padStart(9)}`);
// Kurv's own share of a budget: its bytes less the floor's. An estimate: React shares a compressed chunk with zustand on
// the page, and is compressed alone in the floor.
for (const budget of budgets.filter((budget) => budget.files.length > 1 || budget.gzip > floor.gzip)) {
  const label = `Kurv's own share, less the floor: ${budget.name.split(/ \(| before|,/)[0]}`;
  console.log(`${label.padEnd(width)}  ${kilobytes(budget.gzip - (budget.floor ?? floor).gzip).padStart(9)}`);
}
mkdirSync('build', { recursive: true });
writeFileSync(
  'build/size-report.json',
  `${JSON.stringify({ files: rows, scriptTagPage, budgets, everything, floor, preactFloor }, null, 2)}\n`,
);

/**
 * The texts of the parts fetched later (core's texts/nb-parts.ts) travel with those parts: a first load that carries
 * one means a first-load module reads the whole dictionary (`nb`, `allTexts`), which pulls in all of them (2.6 KB gzip).
 */
const textsOf = (file) =>
  [...readFileSync(file, 'utf8').matchAll(/^ {2}\w+: '((?:[^'\\]|\\.){12,})',$/gm)].map((match) => match[1].replace(/\\(.)/g, '$1'));
const pageTexts = textsOf('packages/core/src/texts/nb-page.ts');
// A part's text inside a page text (the default error ends with «Vennligst prøv igjen senere.») says nothing.
const partTexts = textsOf('packages/core/src/texts/nb-parts.ts').filter((text) => !pageTexts.some((page) => page.includes(text)));
const firstLoads = [
  ['React', closure(['add-to-cart-button', 'cart-popup', 'handover-picker', 'edit-order-dialog'], { dynamic: false })],
  ['preact', preactClosure(['add-to-cart-button', 'cart-popup', 'handover-picker', 'edit-order-dialog'], { dynamic: false })],
];
for (const [flavour, files] of firstLoads) {
  const code = files.map((file) => readFileSync(file, 'utf8')).join('\n');
  const carried = partTexts.filter((text) => code.includes(text));
  if (partTexts.length < 100 || carried.length > 0) {
    failed = true;
    console.error(`\n${flavour}: the first load carries ${carried.length} of the parts' ${partTexts.length} texts, e.g. «${carried[0]}»`);
  } else {
    console.log(`${flavour}: the first load of the four carries none of the ${partTexts.length} texts of the parts fetched later`);
  }
}

if (failed) {
  console.error("\nA size budget is over its limit, or the first load carries the parts' texts (scripts/size.mjs).");
  process.exit(1);
}
