import { storageKeys } from '../../storage/storage-keys';
import { partSetter } from '../middleware/set-part';
import type { SetShopState, ShopDependencies, ShopState } from '../shop-state';
import type { SessionSlice } from './session-state';
import type { StoredSession } from './stored-session';

/**
 * Makes the session's start, done once: the page's user token, else the site's access token, else this tab's stored
 * token logs in; without any (or when login fails) the shopper is anonymous and the user is loaded.
 *
 * Not in spec: a login that begins while the start waits for the site's access token (the host page's
 * `window.kurv.login`, another tab's) decides who is logged in, and the start drops the token it then gets. The spec's
 * changed-token rule is for two logins; the start is the page's default, and the later, explicit login wins without
 * a logout of the one before (`loginsMade` counts the logins begun).
 */
export function createSessionStart(
  dependencies: ShopDependencies,
  set: SetShopState,
  get: () => ShopState,
  login: SessionSlice['login'],
  loginsMade: () => number,
): () => Promise<void> {
  let starting: Promise<void> | null = null;

  return () => {
    starting ??= (async () => {
      const { userToken, accessTokenUrl } = get().settings;
      const sessionKey = storageKeys.session(get().settings.chainId);
      const stored = dependencies.sessionStorage.read(sessionKey) as Partial<StoredSession> | undefined;
      try {
        if (userToken) {
          await login(userToken);
          return;
        }
        if (accessTokenUrl) {
          // The site's session decides who is logged in: a shopper who switched user or logged
          // out on the site must not come back from this tab's stored token.
          const loginsBefore = loginsMade();
          const raw = await dependencies.api.fetchAccessToken(accessTokenUrl);
          if (loginsMade() !== loginsBefore) {
            return;
          }
          if (raw !== null) {
            await login(raw);
            return;
          }
          dependencies.sessionStorage.remove(storageKeys.session(get().settings.chainId));
        } else if (typeof stored?.token === 'string') {
          await login(stored.token);
          return;
        }
      } catch (error) {
        dependencies.logger.warn('Starting as anonymous: the member session could not be started', error);
      }
      partSetter(set, get)('session', { status: 'idle' });
      if (!get().user.extendedUser) {
        await get().loadUser();
      }
    })();
    return starting;
  };
}
