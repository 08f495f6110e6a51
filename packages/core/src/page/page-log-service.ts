import { createLogService, type LogService } from '../logging/log-service';
import type { PersonalSource } from '../logging/personal-source';
import { personalTextsFrom } from '../store/user/personal-texts';
import { documentProperty, listen } from './dom';

/**
 * The page's logging service for `endpoint`: posts with `fetch` (keepalive, no credentials: the log is not the platform
 * and gets no token or cookie) and, when the page is hidden or left, `navigator.sendBeacon`. Each entry is masked of the
 * shopper's own texts as `personal` has them when it is made.
 */
export function createPageLogService(endpoint: string, chainId: string, personal?: PersonalSource): LogService {
  const service = createLogService({
    chainId,
    personal: () => personalTextsFrom(personal),
    now: () => new Date(),
    page: () => globalThis.location?.pathname ?? null,
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    transport: {
      post: (body) =>
        globalThis
          .fetch(endpoint, { method: 'POST', body, headers: { 'Content-Type': 'application/json' }, credentials: 'omit', keepalive: true })
          .then((response) => {
            if (!response.ok) {
              throw new Error(`The logging service answered ${response.status}`);
            }
          }),
      // A text body: a beacon with a JSON content type would need a CORS preflight, which beacons cannot make.
      beacon: (body) => globalThis.navigator?.sendBeacon?.(endpoint, body) ?? false,
    },
  });
  // pagehide covers leaving the page (and the back-forward cache); visibilitychange covers a tab closed or switched on
  // mobile, where pagehide may never come.
  globalThis.addEventListener?.('pagehide', () => service.flushOnHide());
  const doc = globalThis.document;
  if (doc) {
    listen(doc, 'visibilitychange', () => {
      if (documentProperty(doc, 'visibilityState') === 'hidden') {
        service.flushOnHide();
      }
    });
  }
  return service;
}
