import type { LogService } from '../logging/log-service';
import type { PersonalSource } from '../logging/personal-source';
import type { SiteSettings } from '../settings/site-settings';

const OFF: LogService = { log: () => undefined, flushOnHide: () => undefined };

/**
 * The logging service of the page: off without `kurvSettings.loggingEndpoint` (nothing kept, nothing sent); else the
 * page's service (./page-log-service.ts), whose code (batching, masking, sending) is fetched with the first failure:
 * most visits have none, and the first load stays small. Failures logged while it loads wait for it; the page hidden
 * meanwhile loses them.
 */
export function createBrowserLogService(settings: SiteSettings, personal?: PersonalSource): LogService {
  const endpoint = settings.loggingEndpoint;
  if (endpoint === null) {
    return OFF;
  }
  let service: LogService | null = null;
  let waiting: Parameters<LogService['log']>[] | null = null;
  return {
    log: (...entry) => {
      if (service !== null) {
        service.log(...entry);
        return;
      }
      if (waiting === null) {
        waiting = [];
        import('./page-log-service')
          .then(({ createPageLogService }) => {
            service = createPageLogService(endpoint, settings.chainId, personal);
            for (const queued of waiting ?? []) {
              service.log(...queued);
            }
            waiting = null;
          })
          .catch(() => {
            // The code could not be fetched (offline, a failed deploy): these failures go unlogged; the shopper goes on.
            waiting = null;
          });
      }
      waiting.push(entry);
    },
    flushOnHide: () => service?.flushOnHide(),
  };
}
