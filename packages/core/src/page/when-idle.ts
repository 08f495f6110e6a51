/**
 * Calls `then` once the browser has an idle moment (`requestIdleCallback`, at the latest after `timeoutMs`), and
 * answers a cancel. Where there is none (Safari), after a zero timer, which the browser runs when the current task and
 * its rendering are done. For work that must not fall in a shopper's press, nor in the page's load.
 */
export function whenIdle(then: () => void, timeoutMs = 2_000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => then(), { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(then, 0);
  return () => clearTimeout(timer);
}
