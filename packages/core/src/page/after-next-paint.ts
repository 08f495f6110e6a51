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
 * How many paints the page may take without any paint timing entry before Kurv starts anyway: a blank page, or in
 * Firefox (which reports no first paint, only the contentful one) a page that shows nothing contentful; about 170 ms.
 */
const PAINTS_WITHOUT_TIMING = 10;

/**
 * Answers once the page's first contentful paint is on the screen: its paint timing entry, which the browser reports
 * when that frame has been presented, not when the main thread has handed it over (afterNextPaint). Work started in
 * between competes with the frame's raster for the device's cores (issue 38: Kurv's first module files and platform
 * calls moved the host's largest contentful paint, its heading, by some milliseconds). Without that entry by the second
 * paint from now: at once where the browser has reported a first paint (the page has nothing contentful before Kurv
 * renders) or has no paint timing; otherwise the next paints wait for the entries too, which a busy device presents
 * after the frames that laid them out (a clean run started the calls 8 ms before the contentful paint was shown), up
 * to 10 paints for a blank page. Frames, not a timer, which a test's paused clock would hold.
 */
export const firstContentfulPaintShown = (): Promise<void> =>
  new Promise((resolve) => {
    // True where no entry is to come: no paint timing, or a first paint without content reported.
    let paintShown = typeof PerformanceObserver !== 'function' || !PerformanceObserver.supportedEntryTypes?.includes('paint');
    if (!paintShown) {
      new PerformanceObserver((entries, observer) => {
        paintShown ||= entries.getEntriesByName('first-paint').length > 0;
        if (entries.getEntriesByName('first-contentful-paint').length > 0) {
          observer.disconnect();
          resolve();
        }
      }).observe({ type: 'paint', buffered: true });
    }
    let paints = 0;
    const afterPaint = () => {
      paints += 1;
      if (paints > 1 && (paintShown || paints >= PAINTS_WITHOUT_TIMING)) {
        resolve();
      } else {
        afterNextPaint(afterPaint);
      }
    };
    afterNextPaint(afterPaint);
  });
