/**
 * Issue 37: two Kurv runtimes on one page (the React and the preact loader, or a loader and an `iife/` file) do not
 * fight (the first one's tags, store and `window.kurv` stand, the second defines nothing), but a chain team should
 * know: one console warning for the page, naming both files. Each tag's class carries the file of the Kurv script that
 * defined it.
 */

const DEFINED_BY = Symbol.for('kurv.definedBy');
const WARNED = Symbol.for('kurv.twoRuntimesWarned');

type Marked = { [DEFINED_BY]?: string };

/** The tag's class, marked with the file of the Kurv script that defines it. */
export function markDefinedBy<Element extends CustomElementConstructor>(element: Element, file: string): Element {
  (element as Marked)[DEFINED_BY] = file;
  return element;
}

/**
 * Whether this Kurv script (`file`) may define `tag`: yes when nothing has. When another Kurv script's file defined it,
 * the page gets its one warning naming both; a script not of Kurv's, or the same file loaded twice, is left alone.
 */
export function mayDefine(tag: string, file: string): boolean {
  const defined = customElements.get(tag) as Marked | undefined;
  if (defined === undefined) {
    return true;
  }
  const first = defined[DEFINED_BY];
  const host = globalThis as Record<symbol, unknown>;
  if (first !== undefined && first !== file && !host[WARNED]) {
    host[WARNED] = true;
    // The first one's tags, store and window.kurv are used (docs/embedding.md).
    console.warn(`[kurv] Two Kurv runtimes on this page: ${first} and ${file}; load one`);
  }
  return false;
}
