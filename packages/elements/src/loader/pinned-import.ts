import { documentProperty } from '@kurv/core/dom';
/** A file of `lazy/` as the build pins it: its name, its sha256 integrity and the indexes of the files it imports statically. */
export type PinnedFile = readonly [name: string, integrity: string, imports: readonly number[]];

/**
 * The loader's import of a file of `lazy/` (a name or `./name`), pinned to its integrity with every file it imports
 * statically: each is preloaded once through `<link rel="modulepreload" integrity>`, then the import finds it in the
 * module map. A file whose bytes differ from the build's is refused by the browser.
 */
export function createPinnedImport(
  files: readonly PinnedFile[],
  base: URL,
  script: HTMLScriptElement | null,
): (name: string) => Promise<unknown> {
  const indexOf = new Map(files.map(([name], index) => [name, index]));
  const preloaded = new Set<number>();

  const preload = (index: number): void => {
    const file = files[index];
    if (file === undefined || preloaded.has(index)) {
      return;
    }
    preloaded.add(index);
    const link = documentProperty(document, 'createElement').call(document, 'link') as HTMLLinkElement;
    link.rel = 'modulepreload';
    link.href = new URL(file[0], base).href;
    link.integrity = file[1];
    if (script?.crossOrigin) {
      link.crossOrigin = script.crossOrigin;
    }
    // Under a CSP of nonces the standard fetches a module preload with its link's nonce: the script's own (Chromium lets
    // a preload that a trusted script inserts through with 'strict-dynamic' anyway; the nonce costs nothing there).
    if (script?.nonce) {
      link.nonce = script.nonce;
    }
    documentProperty(document, 'head').appendChild(link);
    for (const imported of file[2]) {
      preload(imported);
    }
  };

  return (name: string): Promise<unknown> => {
    const index = indexOf.get(name.replace(/^\.\//, ''));
    if (index === undefined) {
      return Promise.reject(new Error(`unknown module ${name}`));
    }
    // The preloads go first: the import then finds each file in the module map, fetched with its integrity.
    preload(index);
    return import(/* @vite-ignore */ new URL(name, base).href);
  };
}
