/**
 * Issue 37: two Kurv runtimes on one page (the React and the preact loader, or a loader and an `iife/` file) do not
 * fight (the first one's tags, store and `window.kurv` stand, the second defines nothing of its own), but a chain team
 * should know: one console warning for the page, naming both files. The first Kurv script's file is kept on the page.
 */

// Not `kurv.runtime`: under that key the script-tag files find the shared runtime's parts (runtime.ts).
const RUNTIME_KEY = Symbol.for('kurv.runtimeFile');

/**
 * Keeps `file` as the page's Kurv runtime, or, when another Kurv script's file is kept, logs the page's one warning
 * naming both. The same file run twice (one runtime's tags, or a loader included twice) says nothing.
 */
export function noteRuntime(file: string): void {
  const host = globalThis as Record<symbol, string | undefined>;
  host[RUNTIME_KEY] ??= file;
  const first = host[RUNTIME_KEY];
  if (first && first !== file) {
    // Emptied once warned: a third runtime adds no second warning.
    host[RUNTIME_KEY] = '';
    console.warn(`[kurv] Two Kurv runtimes on this page: ${first} and ${file}; load one`);
  }
}
