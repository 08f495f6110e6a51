/**
 * `kurv:lazy-chunks`, the loader's list of the lazy build's files with their integrity and static imports, and the file
 * of each tag's mount (and `later`, the file with the pins of the files fetched later): what `kurv-collect-lazy-chunks` collected into `lazyChunks` in the lazy build, which runs first.
 */
export const lazyChunksModule = ({ lazyChunks }) => ({
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
    return `export const entryFiles = ${JSON.stringify(lazyChunks.entryFiles)};\nexport const files = ${JSON.stringify(lazyChunks.files)};\nexport const later = ${JSON.stringify(lazyChunks.later)};\n`;
  },
});
