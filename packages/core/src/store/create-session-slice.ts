import { messageOf } from '../api/api-error';
import { loginLevelOf, needsFreshToken, refreshDelayMs, type SessionToken } from '../auth/token';
import { FORCED_LOGOUT_DELAY_MS } from '../constants';
import { memberId as memberOf } from './selectors';
import { fetchFreshToken } from './session/fresh-token';
import { createLogin } from './session/login';
import { createLogout } from './session/logout';
import { createNotificationPolling } from './session/notifications';
import { createSessionStart } from './session/start-session';
import { storeSession } from './session/stored-session';
import type { SessionSlice } from './state/session-state';
import type { ShopDependencies, ShopSliceCreator } from './state/shop-state';
import type { SessionFailure } from './state/user-state';

/**
 * The session slice, composed of its concerns (store/session/): starting the session, login and logout, the token's
 * refresh, the member's change notifications, the API's token and 401 handling, and other tabs' logins and logouts.
 */
export function createSessionSlice(dependencies: ShopDependencies): ShopSliceCreator<SessionSlice> {
  let refreshing: Promise<SessionToken | null> | null = null;
  let refreshTimer: ReturnType<typeof setTimeout> | null = null;
  let unauthorizedTimer: ReturnType<typeof setTimeout> | null = null;

  return (set, get) => {
    const now = () => dependencies.now().getTime();
    const memberId = () => memberOf(get());
    const [startPolling, stopPolling] = createNotificationPolling(dependencies, get, memberId);

    const stopTimers = () => {
      for (const timer of [refreshTimer, unauthorizedTimer]) {
        if (timer !== null) {
          clearTimeout(timer);
        }
      }
      stopPolling();
      refreshTimer = null;
      unauthorizedTimer = null;
    };

    const scheduleRefresh = () => {
      if (refreshTimer !== null) {
        clearTimeout(refreshTimer);
        refreshTimer = null;
      }
      const token = get().session.token;
      const delay = token ? refreshDelayMs(token.expiresAt, now()) : null;
      if (delay !== null && get().settings.accessTokenUrl) {
        refreshTimer = setTimeout(() => {
          refreshTimer = null;
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

    const fail = (operation: SessionFailure['operation'], error: unknown) => {
      dependencies.logger.error(`Session: ${operation} failed`, { error, token: get().session.token?.kind ?? 'none' });
      set((state) => {
        state.session.error = { operation, message: error instanceof Error ? error.message : messageOf(error) };
      });
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

    dependencies.auth.bind({
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
      getMemberId: memberId,
      onUnauthorized: () => {
        if (!get().session.token || unauthorizedTimer !== null) {
          return;
        }
        set((state) => {
          state.session.willBeLoggedOutAt = now() + FORCED_LOGOUT_DELAY_MS;
        });
        dependencies.events.emit('kurv:will-be-logged-out', { inMs: FORCED_LOGOUT_DELAY_MS });
        unauthorizedTimer = setTimeout(() => {
          unauthorizedTimer = null;
          void logout({ reason: 'unauthorized' });
        }, FORCED_LOGOUT_DELAY_MS);
      },
    });

    dependencies.tabs.subscribe((message) => {
      if (message.type === 'logged-out' && get().session.token) {
        void logout({ reason: 'other-tab' });
      } else if (message.type === 'logged-in' && get().session.token?.value !== message.token) {
        void login(message.token, { skipVerification: true }).catch(() => undefined);
      }
    });

    return {
      session: { status: 'idle', loginLevel: 0, token: null, error: null, willBeLoggedOutAt: null },
      startSession: createSessionStart(dependencies, set, get, login),
      login,
      logout,
      refreshToken,
      dismissLoginError: () => {
        set((state) => {
          if (state.session.error?.operation === 'login') {
            state.session.error = null;
            state.session.status = 'idle';
          }
        });
      },
    };
  };
}
