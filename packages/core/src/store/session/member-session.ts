import { loginLevelOf, needsFreshToken, refreshDelayMs, type SessionToken } from '../../auth/token';
import { FORCED_LOGOUT_DELAY_MS } from '../../constants';
import type { SessionFailure } from '../../domain/session';
import type { CancelTimer } from '../../engine/timers';
import { draftsOf } from '../middleware/with-drafts';
import { memberId as memberOf } from '../selectors';
import type { ShopDependencies, ShopStore } from '../shop-state';
import { fetchFreshToken } from './fresh-token';
import { createLogin } from './login';
import { createLogout } from './logout';
import { createNotificationPolling } from './notifications';
import type { SessionSlice } from './session-state';
import { storeSession } from './stored-session';

/**
 * What a member's session needs once there is a token (store/session/create-session-slice.ts fetches it then): the login and
 * logout, the token's refresh, the member's change notifications, and the API's token and 401 handling.
 */
export interface MemberSession {
  login: SessionSlice['login'];
  logout: SessionSlice['logout'];
  refreshToken: SessionSlice['refreshToken'];
  /** The token for a platform call, fresh when it expires within 10 s (spec section 7). */
  getToken: () => Promise<string | null>;
  /** Spec section 4: a 401 (not noncritical) announces the logout, and logs out 3 s later. */
  onUnauthorized: () => void;
}

export type CreateMemberSession = typeof createMemberSession;

/** Makes the page's member session, once per store, with its timers; its changes are recipes, so it hands immer to the store first. */
export function createMemberSession(
  dependencies: ShopDependencies,
  store: ShopStore,
  fail: (operation: SessionFailure['operation'], error: unknown) => void,
): MemberSession {
  const set = draftsOf(store);
  const get = store.getState;
  let refreshing: Promise<SessionToken | null> | null = null;
  let stopRefresh: CancelTimer | null = null;
  let stopUnauthorized: CancelTimer | null = null;

  const now = () => dependencies.now().getTime();
  const memberId = () => memberOf(get());
  const [startPolling, stopPolling] = createNotificationPolling(dependencies, get, memberId);

  const stopTimers = () => {
    stopRefresh?.();
    stopUnauthorized?.();
    stopPolling();
    stopRefresh = null;
    stopUnauthorized = null;
  };

  const scheduleRefresh = () => {
    stopRefresh?.();
    stopRefresh = null;
    const token = get().session.token;
    const delay = token ? refreshDelayMs(token.expiresAt, now()) : null;
    if (delay !== null && get().settings.accessTokenUrl) {
      stopRefresh = dependencies.timers.timeout(() => {
        stopRefresh = null;
        void refreshToken();
      }, delay);
    }
  };

  const useToken = (token: SessionToken) => {
    set((state) => {
      state.session.token = token;
      state.session.loginLevel = loginLevelOf(token);
      state.session.willBeLoggedOutAt = null;
    });
    storeSession(dependencies, get());
    scheduleRefresh();
  };

  const refreshToken = (): Promise<SessionToken | null> => {
    refreshing ??= fetchFreshToken(dependencies, get, fail)
      .then((token) => {
        if (token && get().session.token) {
          useToken(token);
        }
        return token;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };

  const [logout, clearLocalSession] = createLogout(dependencies, set, get, stopTimers, memberId);
  const login = createLogin(dependencies, set, get, useToken, clearLocalSession, logout, startPolling, fail, memberId);

  return {
    login,
    logout,
    refreshToken,
    getToken: async () => {
      const token = get().session.token;
      if (!token) {
        return null;
      }
      if (needsFreshToken(token.expiresAt, now()) && get().settings.accessTokenUrl) {
        return (await refreshToken())?.value ?? get().session.token?.value ?? null;
      }
      return token.value;
    },
    onUnauthorized: () => {
      if (!get().session.token || stopUnauthorized !== null) {
        return;
      }
      set((state) => {
        state.session.willBeLoggedOutAt = now() + FORCED_LOGOUT_DELAY_MS;
      });
      dependencies.events.emit('kurv:will-be-logged-out', { inMs: FORCED_LOGOUT_DELAY_MS });
      stopUnauthorized = dependencies.timers.timeout(() => {
        stopUnauthorized = null;
        void logout({ reason: 'unauthorized' });
      }, FORCED_LOGOUT_DELAY_MS);
    },
  };
}
