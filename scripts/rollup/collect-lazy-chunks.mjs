import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { pinnedIntegrityOf } from '../integrity.mjs';
import { mountChunkOf } from './shared.mjs';

/**
 * The lazy build's files, their integrity and static imports, for the loader's `kurv:lazy-chunks` (`kurv-lazy-chunks`,
 * built after it): fills `lazyChunks` (`{ entryFiles, files }`, one per flavour, shared with that flavour's
 * `lazyChunksModule`) and writes the chunk graph to `graphFile`. `tags` is the build's tags (tag → its entry).
 */
export const collectLazyChunks = ({ tags, lazyChunks, graphFile }) => ({
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
});
