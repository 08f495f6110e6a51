import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { pinnedIntegrityOf } from '../integrity.mjs';
import { mountChunkOf } from './shared.mjs';

/**
 * The lazy build's files, their integrity and static imports, for the loader's `kurv:lazy-chunks` (`kurv-lazy-chunks`,
 * built after it): fills `lazyChunks` (`{ entryFiles, files, later }`, one per flavour, shared with that flavour's
 * `lazyChunksModule`) and writes the chunk graph to `graphFile`. `tags` is the build's tags (tag → its entry).
 *
 * The loader pins only what a tag's first render fetches (the entries and their static imports); the pins of every file
 * go in a file of their own in lazy/ (`kurv-pins-<hash>.js`, `later`: its name and integrity, pinned in the loader),
 * which the loader fetches on the first import of a file fetched later. A hash does not compress: the pins of the files
 * fetched later were about 0.9 KB gzip of every page's first load.
 */
export const collectLazyChunks = ({ tags, lazyChunks, graphFile }) => ({
  name: 'kurv-collect-lazy-chunks',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
    const names = chunks.map((chunk) => chunk.fileName).sort();
    const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const allFiles = names.map((name) => {
      const chunk = byName.get(name);
      return [name, pinnedIntegrityOf(chunk.code), chunk.imports.map((imported) => names.indexOf(imported))];
    });
    // By tag (and `host-api`): the first-render chunk that holds the tag's mount.
    const fileOfEntry = new Map(chunks.filter((chunk) => chunk.isEntry).map((chunk) => [chunk.name, chunk.fileName]));
    lazyChunks.entryFiles = {
      ...Object.fromEntries(Object.keys(tags).map((tag) => [tag, fileOfEntry.get(mountChunkOf(tag))])),
      'host-api': fileOfEntry.get('host-api'),
    };
    // The loader's own pins: the entries and what they import statically, with the indexes of that list.
    const first = new Set();
    const visit = (name) => {
      if (!first.has(name)) {
        first.add(name);
        byName.get(name).imports.forEach(visit);
      }
    };
    Object.values(lazyChunks.entryFiles).forEach(visit);
    const firstNames = names.filter((name) => first.has(name));
    lazyChunks.files = firstNames.map((name) => {
      const [, integrity, imports] = allFiles[names.indexOf(name)];
      return [name, integrity, imports.map((index) => firstNames.indexOf(names[index]))];
    });
    const pins = `export default ${JSON.stringify(allFiles)};\n`;
    const pinsName = `kurv-pins-${createHash('sha256').update(pins).digest('base64url').slice(0, 6)}.js`;
    this.emitFile({ type: 'asset', fileName: pinsName, source: pins });
    lazyChunks.later = [pinsName, pinnedIntegrityOf(pins)];
    // The chunk graph for the size budgets (scripts/size.mjs) and the bench: not shipped.
    mkdirSync(dirname(graphFile), { recursive: true });
    const graph = names.map((name) => {
      const chunk = byName.get(name);
      return { name, imports: chunk.imports, dynamicImports: chunk.dynamicImports };
    });
    writeFileSync(graphFile, `${JSON.stringify({ entryFiles: lazyChunks.entryFiles, files: graph }, null, 2)}\n`);
  },
});
