import { documentProperty } from './prototype-property';

/**
 * Calls `then` in a task after the browser's next paint, and answers a cancel: an intersection observer's first
 * answer, which the frame that laid the page out queues, so it runs after that frame has painted. Not a frame callback
 * (it runs before its frame's paint) and not a timer (a test's paused clock holds timers and frame callbacks alike).
 * A tab in the background paints nothing, so there it waits until the tab is shown. Where there is no observer (jsdom,
 * a server), at once. The one such wait of Kurv: the loader's first calls, and ui's dialogs (their content and the
 * host page's scroll lock) through `@kurv/core/paint`.
 */
export function afterNextPaint(then: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') {
    then();
    return () => undefined;
  }
  const painted = new IntersectionObserver(() => {
    painted.disconnect();
    then();
  });
  painted.observe(documentProperty(document, 'documentElement'));
  return () => painted.disconnect();
}
