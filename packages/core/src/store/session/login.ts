import { isTokenExpired, loginLevelOf, type SessionToken, TokenError, toSessionToken } from '../../auth/token';
import type { SessionFailure } from '../../domain/session';
import { storageKeys } from '../../storage/storage-keys';
import type { SetShopStateWithDrafts, ShopDependencies, ShopState } from '../shop-state';
import { forgetAnonymous } from './forget-anonymous';
import { fetchFreshToken } from './fresh-token';
import type { SessionSlice } from './session-state';
import { storeSession } from './stored-session';

const MISSING_MEMBER_ID_AFTER_LOGIN = 'Not logged in: the platform answered no member for the token';

/**
 * Makes the login: the token (refreshed when expired) is taken up, the member loaded and the anonymous profile
 * forgotten; on failure the session is cleared, the error shown and, for a token that cannot be used, the shopper
 * logged out.
 */
export function createLogin(
  dependencies: ShopDependencies,
  set: SetShopStateWithDrafts,
  get: () => ShopState,
  useToken: (token: SessionToken) => void,
  clearLocalSession: () => void,
  logout: SessionSlice['logout'],
  startPolling: () => void,
  fail: (operation: SessionFailure['operation'], error: unknown) => void,
  memberId: () => string | null,
): SessionSlice['login'] {
  const now = () => dependencies.now().getTime();

  return async (raw, options = {}) => {
    set((state) => {
      state.session.status = 'loading';
    });
    try {
      let token = toSessionToken(raw);
      if (isTokenExpired(token, now())) {
        const fresh = await fetchFreshToken(dependencies, get, fail);
        if (!fresh || isTokenExpired(fresh, now())) {
          throw new TokenError('notRefreshed');
        }
        token = fresh;
      }
      const current = get().session.token;
      if (current && current.value !== token.value && !options.skipVerification) {
        await logout({ reason: 'token-changed' });
      }
      useToken(token);
      try {
        await get().loadUserOrThrow();
      } catch (error) {
        clearLocalSession();
        throw error;
      }
      const member = memberId();
      if (!member) {
        clearLocalSession();
        throw new Error(MISSING_MEMBER_ID_AFTER_LOGIN);
      }
      storeSession(dependencies, get());
      forgetAnonymous(dependencies, get());
      dependencies.storage.remove(storageKeys.profileUpdatedBeforeLogin(get().settings.chainId));
      startPolling();
      set((state) => {
        state.session.status = 'idle';
        state.session.error = null;
      });
      // The products as the member sees them: their coupons (spec section 3) and their store.
      void get().reloadProducts();
      dependencies.events.emit('kurv:logged-in', { loginLevel: loginLevelOf(token) as 1 | 2, memberId: member });
      dependencies.tabs.post({ type: 'logged-in', token: token.value });
    } catch (error) {
      set((state) => {
        state.session.status = 'error';
      });
      fail('login', error);
      // Spec section 8: "logged with token info": the service reads what the token says of itself (kind, assurance,
      // expiry, issuer) and keeps nothing of the token.
      dependencies.logService.log('login', error, raw);
      dependencies.events.emit('kurv:login-error', { message: error instanceof Error ? error.message : String(error) });
      if (error instanceof TokenError && (error.reason === 'assuranceNone' || error.reason === 'notRefreshed')) {
        await logout({ reason: error.reason === 'assuranceNone' ? 'assurance' : 'expired' });
      }
      throw error;
    }
  };
}
