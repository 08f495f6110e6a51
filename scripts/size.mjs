// `npm run size`: gzip -9 bytes of every shipped file in dist/, of what a page with script tags
// loads, and of React + react-dom alone (the floor any React widget pays). Writes
// build/size-report.json beside the printed table.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

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
const sum = (names) =>
  rows
    .filter((row) => names.includes(row.file))
    .reduce((total, row) => ({ bytes: total.bytes + row.bytes, gzip: total.gzip + row.gzip }), { bytes: 0, gzip: 0 });
const scriptTagPage = {
  file: 'product list page, script tags (runtime + 2 tags)',
  ...sum(['dist/iife/kurv-runtime.js', 'dist/iife/add-to-cart-button.js', 'dist/iife/cart-popup.js']),
};

const kilobytes = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const table = [...rows, scriptTagPage, floor];
const width = Math.max(...table.map((row) => row.file.length));
console.log(`${'file'.padEnd(width)}  ${'min'.padStart(9)}  ${'gzip -9'.padStart(9)}`);
for (const row of table) {
  console.log(`${row.file.padEnd(width)}  ${kilobytes(row.bytes).padStart(9)}  ${kilobytes(row.gzip).padStart(9)}`);
}
mkdirSync('build', { recursive: true });
writeFileSync('build/size-report.json', `${JSON.stringify({ files: rows, scriptTagPage, floor }, null, 2)}\n`);
