import type { TrackingEvent } from '../events/tracking-event';
import type { Logger } from '../logger';

/**
 * The tracking's sender, fetched with the first event (issue 35's trim: not in the first load). Events before it is
 * there wait for it, in order; once it is there an event is sent at once, before `track` returns, so the push of a
 * followed link («Bli medlem», «logg inn») is made before the browser leaves the page. A fetch that failed is tried
 * again with the next event. The sender catches its own failures (rules/tracking.ts).
 */
export function createLazyTracker(
  loadSender: () => Promise<(event: TrackingEvent) => void>,
  logger: Logger,
): (event: TrackingEvent) => void {
  let send: ((event: TrackingEvent) => void) | undefined;
  let waiting: TrackingEvent[] | undefined;
  return (event) => {
    if (send) {
      send(event);
    } else if (waiting) {
      waiting.push(event);
    } else {
      const events = [event];
      waiting = events;
      loadSender()
        .then(
          (sender) => {
            send = sender;
            for (const waited of events) {
              sender(waited);
            }
          },
          (error: unknown) => logger.warn('Tracking failed', error),
        )
        // A fetch that failed is tried again with the next event.
        .then(() => {
          waiting = undefined;
        });
    }
  };
}
