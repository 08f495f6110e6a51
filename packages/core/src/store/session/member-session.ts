import { loginLevelOf, needsFreshToken, refreshDelayMs, refreshedTokenToAdopt, type SessionToken } from '../../auth/token';
import { FORCED_LOGOUT_DELAY_MS } from '../../constants';
import type { SessionFailure } from '../../domain/session';
import type { CancelTimer } from '../../engine/timers';
import { createTabLeader } from '../../tabs/tab-leader';
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
  // Settles with null when the refresh in flight has failed a try and waits to try again: calls stop waiting then.
  let tryFailed: Promise<null> | null = null;
  // The token whose refresh gave up (refresh-failed): calls use it as it is, and it is not refreshed again; a new token
  // (a login, another tab's) starts over. Not in spec: without this, every call near expiry would start another refresh.
  let gaveUpOn: string | null = null;
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

  // One tab refreshes the token for the site's tabs and tells the others the new one (tabs/tab-leader.ts); a tab that
  // does not lead keeps the fresh token before a call below (spec section 7) and tells the others too.
  const leader = dependencies.tabLeader ?? createTabLeader();

  const scheduleRefresh = () => {
    stopRefresh?.();
    stopRefresh = null;
    const token = get().session.token;
    const delay = token ? refreshDelayMs(token.expiresAt, now()) : null;
    if (delay !== null && get().settings.accessTokenUrl && leader.isLeading()) {
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
    if (refreshing !== null) {
      return refreshing;
    }
    const startedWith = get().session.token?.value ?? null;
    let retrying: () => void = () => undefined;
    tryFailed = new Promise<null>((resolve) => {
      retrying = () => resolve(null);
    });
    refreshing = fetchFreshToken(dependencies, get, fail, {
      onRetry: () => retrying(),
      onGiveUp: () => {
        gaveUpOn = startedWith;
      },
    })
      .then((token) => {
        if (token && get().session.token) {
          useToken(token);
          leader.shareToken(token.value);
        }
        return token;
      })
      .finally(() => {
        refreshing = null;
        tryFailed = null;
      });
    return refreshing;
  };

  // A refresh that gave up on the network starts over when the browser comes back online (its `online` event): the
  // token may still be saved before it expires. For the life of the page.
  dependencies.network.onOnline(() => {
    const token = get().session.token;
    if (gaveUpOn !== null && token?.value === gaveUpOn) {
      gaveUpOn = null;
      scheduleRefresh();
    }
  });

  // The token another tab refreshed, taken up here (and this tab's refresh timer set for it, should it lead).
  leader.onSharedToken((raw) => {
    const token = refreshedTokenToAdopt(get().session.token, raw);
    if (token !== null) {
      gaveUpOn = null;
      useToken(token);
    }
  });
  // A tab that comes to lead (the leading one was closed) refreshes the token it holds when it is due.
  leader.whenLeading(scheduleRefresh);

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
      if (needsFreshToken(token.expiresAt, now()) && get().settings.accessTokenUrl && gaveUpOn !== token.value) {
        // Spec section 7: a fresh token first. A call waits for the try in flight, never for the retries after it: a
        // refresh that fails lets the call go on with the token there is (the platform answers 401 for an expired one).
        const refreshed = refreshToken();
        const fresh = await (tryFailed === null ? refreshed : Promise.race([refreshed, tryFailed]));
        return fresh?.value ?? get().session.token?.value ?? null;
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
