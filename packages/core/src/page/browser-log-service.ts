import type { LogService } from '../logging/log-service';
import type { SiteSettings } from '../settings/site-settings';

const OFF: LogService = { log: () => undefined, flushOnHide: () => undefined };

/**
 * The logging service of the page: off without `kurvSettings.loggingEndpoint` (nothing kept, nothing sent); else posts
 * with `fetch` (keepalive, no credentials: the log is not the platform and gets no token or cookie) and, when the page
 * is hidden or left, `navigator.sendBeacon`. Its code (batching, masking) is fetched with the first failure: most
 * visits have none, and the first load stays small. A failure logged while that code loads waits for it.
 */
export function createBrowserLogService(settings: SiteSettings): LogService {
  const endpoint = settings.loggingEndpoint;
  if (endpoint === null) {
    return OFF;
  }
  let service: LogService | null = null;
  let waiting: Parameters<LogService['log']>[] | null = null;

  const load = () =>
    import('../logging/log-service').then(({ createLogService }) => {
      service = createLogService({
        chainId: settings.chainId,
        now: () => new Date(),
        page: () => globalThis.location?.pathname ?? null,
        setTimer: (run, ms) => setTimeout(run, ms),
        clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
        transport: {
          post: (body) =>
            globalThis
              .fetch(endpoint, {
                method: 'POST',
                body,
                headers: { 'Content-Type': 'application/json' },
                credentials: 'omit',
                keepalive: true,
              })
              .then((response) => {
                if (!response.ok) {
                  throw new Error(`The logging service answered ${response.status}`);
                }
              }),
          // A text body: a beacon with a JSON content type would need a CORS preflight, which beacons cannot make.
          beacon: (body) => globalThis.navigator?.sendBeacon?.(endpoint, body) ?? false,
        },
      });
      for (const entry of waiting ?? []) {
        service.log(...entry);
      }
      waiting = null;
    });

  // pagehide covers leaving the page (and the back-forward cache); visibilitychange covers a tab closed or switched on
  // mobile, where pagehide may never come.
  globalThis.addEventListener?.('pagehide', () => service?.flushOnHide());
  globalThis.document?.addEventListener('visibilitychange', () => {
    if (globalThis.document.visibilityState === 'hidden') {
      service?.flushOnHide();
    }
  });

  return {
    log: (...entry) => {
      if (service !== null) {
        service.log(...entry);
        return;
      }
      if (waiting === null) {
        waiting = [];
        load().catch(() => {
          // The code could not be fetched (offline, a failed deploy): the failures are not logged; the shopper goes on.
          waiting = null;
        });
      }
      waiting.push(entry);
    },
    flushOnHide: () => service?.flushOnHide(),
  };
}
