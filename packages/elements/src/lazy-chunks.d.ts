/**
 * Made by the build (rollup.config.mjs, `kurv-lazy-chunks`) from the lazy ES-module build in dist/lazy/: what the loader
 * (`kurv.js`) fetches for each tag, and the integrity of every file it may fetch.
 */
declare module 'kurv:lazy-chunks' {
  /**
   * The module of each tag's mount (`mounts`, by tag: a first-render chunk holds the mounts of several tags) and of the
   * host API (`hostApi`), as file names in dist/lazy/.
   */
  export const entryFiles: Readonly<
    Record<'add-to-cart-button' | 'cart-popup' | 'edit-order-dialog' | 'handover-picker' | 'host-api', string>
  >;
  /**
   * Per file in dist/lazy/ that a tag's first render fetches (the entries and their static imports): its sha256
   * integrity and the indexes (in `files`) of the files it imports statically.
   */
  export const files: readonly (readonly [name: string, integrity: string, imports: readonly number[]])[];
  /**
   * The file in dist/lazy/ with the pins of every file (the default export, in the form of `files`), and its integrity:
   * fetched on the first import of a file not in `files`.
   */
  export const later: readonly [name: string, integrity: string];
}
