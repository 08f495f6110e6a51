import { isApiError } from '../../api/api-error';
import { refreshRetryDelayMs, type SessionToken, toSessionToken } from '../../auth/token';
import type { SessionFailure } from '../../domain/session';
import type { ShopDependencies, ShopState } from '../shop-state';

/** What a refresh tells its session while it runs. */
export interface RefreshProgress {
  /** A try failed on the network and another comes later: calls stop waiting for this refresh (member-session.ts). */
  onRetry?: () => void;
  /** The refresh gave up (refresh-failed is published): the token it started with is not refreshed again. */
  onGiveUp?: () => void;
}

/**
 * A fresh token from the site's access-token URL, or null. Spec section 4: offline → wait for online; network error →
 * retry after 1 s (then later each time, refreshRetryDelayMs, until it gives up with refresh-failed); HTTP error →
 * refresh-failed.
 */
export async function fetchFreshToken(
  dependencies: ShopDependencies,
  get: () => ShopState,
  fail: (operation: SessionFailure['operation'], error: unknown) => void,
  progress: RefreshProgress = {},
): Promise<SessionToken | null> {
  const url = get().settings.accessTokenUrl;
  if (!url) {
    dependencies.events.emit('kurv:refresh-failed', { status: 0 });
    return null;
  }
  const startedWith = get().session.token;
  for (let failedTries = 1; ; failedTries += 1) {
    if (!dependencies.network.isOnline()) {
      await dependencies.network.whenOnline();
    }
    try {
      const raw = await dependencies.api.fetchAccessToken(url);
      if (raw === null) {
        progress.onGiveUp?.();
        dependencies.events.emit('kurv:refresh-failed', { status: 401 });
        return null;
      }
      return toSessionToken(raw);
    } catch (error) {
      const delay = isApiError(error) && error.kind === 'network' ? refreshRetryDelayMs(failedTries) : null;
      if (delay !== null) {
        progress.onRetry?.();
        await dependencies.wait(delay);
        if (get().session.token !== startedWith) {
          return null;
        }
        continue;
      }
      fail('refresh', error);
      progress.onGiveUp?.();
      dependencies.events.emit('kurv:refresh-failed', { status: isApiError(error) ? error.status : 0 });
      return null;
    }
  }
}
