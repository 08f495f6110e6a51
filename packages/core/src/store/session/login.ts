import { isTokenExpired, loginLevelOf, type SessionToken, TokenError, toSessionToken } from '../../auth/token';
import { MISSING_MEMBER_ID } from '../../domain/member-errors';
import type { SessionFailure } from '../../domain/session';
import { SIGN_UP_STARTED_KEY, storageKeys } from '../../storage/storage-keys';
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
      if (token.claims.memberId === null) {
        // Spec section 8's internal 'Missing memberId': a token that names no member is refused before it is used, so
        // the session in place (a member's, or the anonymous shopper's) is kept as it is.
        throw new Error(MISSING_MEMBER_ID);
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
      trackSignUpCompletion(dependencies);
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

/**
 * Spec section 7's sign-up steps: a login after a prompt's followed 'Logg inn' or 'Bli medlem' in this tab (kept by the
 * cart's trackSignUp) closes that step, once. The rule comes with the tracking's code, fetched only then.
 */
function trackSignUpCompletion(dependencies: ShopDependencies): void {
  const started = dependencies.sessionStorage.read(SIGN_UP_STARTED_KEY);
  if (started === undefined) {
    return;
  }
  dependencies.sessionStorage.remove(SIGN_UP_STARTED_KEY);
  import('../../rules/sign-up-tracking').then(
    (module) => {
      const event = module.signUpCompletionEvent(started);
      if (event !== null) {
        dependencies.track(event);
      }
    },
    (error: unknown) => dependencies.logger.warn('A sign-up step could not be tracked', error),
  );
}
