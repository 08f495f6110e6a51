import { documentProperty } from '@kurv/core/dom';
/** A file of `lazy/` as the build pins it: its name, its sha256 integrity and the indexes of the files it imports statically. */
export type PinnedFile = readonly [name: string, integrity: string, imports: readonly number[]];

/**
 * The loader's import of a file of `lazy/` (a name or `./name`), pinned to its integrity with every file it imports
 * statically: each is preloaded once through `<link rel="modulepreload" integrity>`, then the import finds it in the
 * module map. A file whose bytes differ from the build's is refused by the browser.
 *
 * `files` pins what a tag's first render fetches; `later` names the file (and its integrity) whose default export pins
 * every file: it is fetched, pinned too, on the first import of a file not in `files`.
 */
export function createPinnedImport(
  files: readonly PinnedFile[],
  base: URL,
  script: HTMLScriptElement | null,
  later?: readonly [name: string, integrity: string],
): (name: string) => Promise<unknown> {
  /** By name: the integrity and the names of the files it imports statically. */
  const pins = new Map<string, readonly [integrity: string, imports: readonly string[]]>();
  const pinAll = (list: readonly PinnedFile[]): void => {
    for (const [name, integrity, imports] of list) {
      pins.set(name, [integrity, imports.map((index) => list[index]?.[0] ?? '')]);
    }
  };
  pinAll(files);
  if (later !== undefined) {
    pins.set(later[0], [later[1], []]);
  }
  /** The addresses preloaded. */
  const preloaded = new Set<string>();
  /** By name: how many imports of the file failed. */
  const failures = new Map<string, number>();
  /** Whether `pins` holds every file: with no `later`, or once its pins are here. */
  let allPinned = later === undefined;

  const preload = (name: string, href = new URL(name, base).href): void => {
    const pin = pins.get(name);
    if (pin === undefined || preloaded.has(href)) {
      return;
    }
    preloaded.add(href);
    const link = documentProperty(document, 'createElement').call(document, 'link') as HTMLLinkElement;
    link.rel = 'modulepreload';
    link.href = href;
    link.integrity = pin[0];
    if (script?.crossOrigin) {
      link.crossOrigin = script.crossOrigin;
    }
    // Under a CSP of nonces the standard fetches a module preload with its link's nonce: the script's own (Chromium lets
    // a preload that a trusted script inserts through with 'strict-dynamic' anyway; the nonce costs nothing there).
    if (script?.nonce) {
      link.nonce = script.nonce;
    }
    documentProperty(document, 'head').appendChild(link);
    for (const imported of pin[1]) {
      preload(imported);
    }
  };
  // The preloads go first: the import then finds each file in the module map, fetched with its integrity.
  // A browser may keep a failed fetch in its module map for the page's life (Firefox ESR 153, WebKitGTK and Chromium 150
  // do: the next import of the address fails with no request; WebKitGTK kept it for the session's later pages too), so
  // a file whose import failed is asked again at an address of its own, `?retry=n`: the pins file, and a file no other
  // imports statically once every pin is known. One that another imports would be imported there at its own address, a
  // second copy of the module (or the failure kept there). Such a file, and the files a retried one imports, keep their
  // address: fetched again where the browser does so, else failed until the page reloads.
  const pinnedImport = (name: string): Promise<unknown> => {
    const retry = failures.get(name) ?? 0;
    const own = retry > 0 && (allPinned ? ![...pins.values()].some((pin) => pin[1].includes(name)) : name === later?.[0]);
    const href = new URL(own ? `${name}?retry=${retry}` : name, base).href;
    preload(name, href);
    return import(/* @vite-ignore */ href).catch((error: unknown) => {
      failures.set(name, retry + 1);
      throw error;
    });
  };

  let laterPins: Promise<void> | null = null;
  return (name: string): Promise<unknown> => {
    const file = name.replace(/^\.\//, '');
    if (pins.has(file) || later === undefined) {
      return pins.has(file) ? pinnedImport(file) : Promise.reject(new Error(`unknown module ${name}`));
    }
    if (laterPins === null) {
      const loading = pinnedImport(later[0]).then((module) => {
        pinAll((module as { default: readonly PinnedFile[] }).default);
        allPinned = true;
      });
      laterPins = loading;
      // A failure is not kept: the next import fetches the pins again.
      loading.catch(() => {
        laterPins = null;
      });
    }
    return laterPins.then(() => (pins.has(file) ? pinnedImport(file) : Promise.reject(new Error(`unknown module ${name}`))));
  };
}
