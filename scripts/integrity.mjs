// `npm run build` (and `npm test`) end here: the Subresource Integrity hash (sha384) of every shipped script and
// stylesheet, written to dist/integrity.json as { "iife/cart-popup.js": "sha384-…" }, so a chain site can pin what it
// includes: <script src="…/iife/cart-popup.js" integrity="sha384-…" crossorigin="anonymous" defer></script>, and
// <link rel="stylesheet" href="…/kurv-reserve.css" integrity="sha384-…" crossorigin="anonymous"> (issue 38).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The SRI value of a file's bytes. */
export function integrityOf(bytes) {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/**
 * The SRI value the loader pins a file of lazy/ with: sha256, the shortest hash SRI takes. The loader carries one per
 * file, and a hash does not compress: with sha384 the pins of 36 files were about 0.5 KB gzip of its 5 KB budget.
 * The host page's own `integrity` attribute (integrity.json) stays sha384.
 */
export function pinnedIntegrityOf(bytes) {
  return `sha256-${createHash('sha256').update(bytes).digest('base64')}`;
}

/** Every .js and .css file below `folder`, by its path relative to it (with '/'), sorted, with its SRI value. */
export function integrityManifest(folder) {
  const files = readdirSync(folder, { recursive: true })
    .map((name) => join(folder, String(name)))
    .filter((path) => statSync(path).isFile() && /\.(js|css)$/.test(path))
    .sort();
  return Object.fromEntries(files.map((path) => [relative(folder, path).split(sep).join('/'), integrityOf(readFileSync(path))]));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const manifest = integrityManifest('dist');
  writeFileSync(join('dist', 'integrity.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`dist/integrity.json: ${Object.keys(manifest).length} files`);
}
