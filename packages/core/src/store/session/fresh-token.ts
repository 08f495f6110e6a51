import { isApiError } from '../../api/api-error';
import { type SessionToken, toSessionToken } from '../../auth/token';
import { ONLINE_RETRY_MS } from '../../constants';
import type { SessionFailure } from '../../domain/session';
import type { ShopDependencies, ShopState } from '../shop-state';

/**
 * A fresh token from the site's access-token URL, or null. Spec section 4: offline → wait for online; network error →
 * retry after 1 s; HTTP error → refresh-failed.
 */
export async function fetchFreshToken(
  dependencies: ShopDependencies,
  get: () => ShopState,
  fail: (operation: SessionFailure['operation'], error: unknown) => void,
): Promise<SessionToken | null> {
  const url = get().settings.accessTokenUrl;
  if (!url) {
    dependencies.events.emit('kurv:refresh-failed', { status: 0 });
    return null;
  }
  const startedWith = get().session.token;
  for (;;) {
    if (!dependencies.network.isOnline()) {
      await dependencies.network.whenOnline();
    }
    try {
      const raw = await dependencies.api.fetchAccessToken(url);
      if (raw === null) {
        dependencies.events.emit('kurv:refresh-failed', { status: 401 });
        return null;
      }
      return toSessionToken(raw);
    } catch (error) {
      if (isApiError(error) && error.kind === 'network') {
        await dependencies.wait(ONLINE_RETRY_MS);
        if (get().session.token !== startedWith) {
          return null;
        }
        continue;
      }
      fail('refresh', error);
      dependencies.events.emit('kurv:refresh-failed', { status: isApiError(error) ? error.status : 0 });
      return null;
    }
  }
}
