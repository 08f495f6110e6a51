import { documentProperty } from './prototype-property';

/**
 * Calls `then` in a task after the browser's next paint, and answers a cancel: an intersection observer's first
 * answer, which the frame that laid the page out queues, so it runs after that frame has painted. Not a frame callback
 * (it runs before its frame's paint) and not a timer (a test's paused clock holds timers and frame callbacks alike).
 * A tab in the background paints nothing, so there it waits until the tab is shown. Where there is no observer (jsdom,
 * a server), at once. The one such wait of Kurv: ui's dialogs (their content and the host page's scroll lock) through
 * `@kurv/core/paint`, and the loader's first calls through `firstContentfulPaintShown`.
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

/**
 * Answers once the page's first contentful paint is on the screen: its paint timing entry, which the browser reports
 * when that frame has been presented, not when the main thread has handed it over (afterNextPaint). Work started in
 * between competes with the frame's raster for the device's cores (issue 38: Kurv's first module files and platform
 * calls moved the host's largest contentful paint, its heading, by some milliseconds). Where the browser reports no such
 * entry by the second paint from now (a page with nothing contentful before Kurv renders, a browser without paint
 * timing), then: the wait is for frames, not a timer, which a test's paused clock would hold.
 */
export const firstContentfulPaintShown = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof PerformanceObserver === 'function') {
      new PerformanceObserver((entries, observer) => {
        if (entries.getEntriesByName('first-contentful-paint').length > 0) {
          observer.disconnect();
          resolve();
        }
      }).observe({ type: 'paint', buffered: true });
    }
    afterNextPaint(() => afterNextPaint(resolve));
  });
