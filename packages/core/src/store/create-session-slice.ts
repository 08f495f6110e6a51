import { isApiError, messageOf } from '../api/api-error';
import {
  isTokenExpired,
  loginLevelOf,
  needsFreshToken,
  refreshDelayMs,
  type SessionToken,
  TokenError,
  toSessionToken,
} from '../auth/token';
import { FORCED_LOGOUT_DELAY_MS, NOTIFICATION_POLL_MS, ONLINE_RETRY_MS } from '../constants';
import { latestNotificationTimestamp, newestNotificationsByType } from '../rules/notifications';
import { isWebshopChain } from '../settings/site-settings';
import { storageKeys } from '../storage/storage-keys';
import { memberId as memberOf } from './selectors';
import type { LoginOptions, LogoutOptions, SessionSlice } from './state/session-state';
import type { ShopDependencies, ShopSliceCreator } from './state/shop-state';
import type { SessionFailure } from './state/user-state';

interface StoredSession {
  token: string;
  memberId: string | null;
  householdId: string | null;
  memberCryptoKey: string | null;
  householdCryptoKey: string | null;
}

export function createSessionSlice(dependencies: ShopDependencies): ShopSliceCreator<SessionSlice> {
  let starting: Promise<void> | null = null;
  let refreshing: Promise<SessionToken | null> | null = null;
  let refreshTimer: ReturnType<typeof setTimeout> | null = null;
  let pollTimer: ReturnType<typeof setInterval> | null = null;
  let unauthorizedTimer: ReturnType<typeof setTimeout> | null = null;
  let polling = false;

  return (set, get) => {
    const now = () => dependencies.now().getTime();
    const sessionKey = () => storageKeys.session(get().settings.chainId);
    const memberId = () => memberOf(get());

    const stopTimers = () => {
      for (const timer of [refreshTimer, unauthorizedTimer]) {
        if (timer !== null) {
          clearTimeout(timer);
        }
      }
      if (pollTimer !== null) {
        clearInterval(pollTimer);
      }
      refreshTimer = null;
      unauthorizedTimer = null;
      pollTimer = null;
    };

    const storeSession = () => {
      const { token } = get().session;
      const user = get().user.extendedUser;
      if (!token) {
        return;
      }
      const stored: StoredSession = {
        token: token.value,
        memberId: user?.currentMember?.memberId ?? token.claims.memberId,
        householdId: user?.household?.householdId ?? null,
        memberCryptoKey: user?.currentMember?.memberCryptoKey ?? null,
        householdCryptoKey: user?.household?.householdCryptoKey ?? null,
      };
      dependencies.sessionStorage.write(sessionKey(), stored);
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
      storeSession();
      scheduleRefresh();
    };

    const fail = (operation: SessionFailure['operation'], error: unknown) => {
      dependencies.logger.error(`Session: ${operation} failed`, { error, token: get().session.token?.kind ?? 'none' });
      set((state) => {
        state.session.error = { operation, message: error instanceof Error ? error.message : messageOf(error) };
      });
    };

    // Spec section 4: offline → wait for online; network error → retry after 1 s; HTTP error → refresh-failed.
    const fetchFreshToken = async (): Promise<SessionToken | null> => {
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
    };

    const refreshToken = (): Promise<SessionToken | null> => {
      refreshing ??= fetchFreshToken()
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

    const pollNotifications = async () => {
      const member = memberId();
      if (polling || !get().session.token || !member) {
        return;
      }
      polling = true;
      try {
        const key = storageKeys.notificationsSince(member);
        const stored = dependencies.storage.read(key);
        const since = typeof stored === 'string' ? stored : null;
        const notifications = await dependencies.api.getNotifications(since);
        const latest = latestNotificationTimestamp(notifications, since);
        if (latest !== null && latest !== since) {
          dependencies.storage.write(key, latest);
        }
        for (const notification of newestNotificationsByType(notifications)) {
          switch (notification.type) {
            case 'EXTENDED_USER_UPDATED':
              await dependencies.api.invalidateUserCache();
              await get().loadUser();
              dependencies.events.emit('kurv:extended-user-updated', { source: 'sync', storeChanged: false });
              break;
            case 'SHOPPING_CART_UPDATED':
              dependencies.events.emit('kurv:shopping-cart-updated', { timestamp: notification.timestamp });
              void get().syncMemberCart('notification');
              break;
            case 'PROCESS_ORDER_COMPLETE':
              dependencies.events.emit('kurv:process-order-complete', { timestamp: notification.timestamp });
              break;
            default:
              notification.type satisfies never;
          }
        }
      } catch (error) {
        dependencies.logger.warn('Polling notifications failed; trying again in 10 s', error);
      } finally {
        polling = false;
      }
    };

    const startPolling = () => {
      if (pollTimer !== null) {
        clearInterval(pollTimer);
      }
      const member = memberId();
      // Spec section 1: change notifications only for the webshop chains.
      if (!member || !isWebshopChain(get().settings.chainId)) {
        return;
      }
      const key = storageKeys.notificationsSince(member);
      if (typeof dependencies.storage.read(key) !== 'string') {
        dependencies.storage.write(key, dependencies.now().toISOString());
      }
      pollTimer = setInterval(() => void pollNotifications(), NOTIFICATION_POLL_MS);
    };

    const clearLocalSession = () => {
      const member = memberId();
      stopTimers();
      dependencies.sessionStorage.remove(sessionKey());
      dependencies.storage.remove(storageKeys.seenWelcomeScreen);
      dependencies.storage.remove(storageKeys.seenNoDelivery);
      if (member) {
        dependencies.storage.remove(storageKeys.notificationsSince(member));
      }
      set((state) => {
        state.session.token = null;
        state.session.loginLevel = 0;
        state.session.willBeLoggedOutAt = null;
        state.user.extendedUser = null;
        state.user.triggerBonuses = [];
      });
    };

    const logout = async (options: LogoutOptions = {}) => {
      const token = get().session.token;
      const reason = options.reason ?? (options.force ? 'forced' : 'user');
      if (!token) {
        stopTimers();
        return;
      }
      try {
        if (options.force && token.claims.sid && token.claims.sub) {
          await dependencies.api
            .forceLogout(token.claims.sid, token.claims.sub)
            .catch((error: unknown) => dependencies.logger.warn('Forced logout failed on the server', error));
        }
        if (token.expiresAt === null) {
          await dependencies.api
            .invalidateToken()
            .catch((error: unknown) => dependencies.logger.warn('Could not invalidate the token', error));
        }
      } finally {
        clearLocalSession();
        dependencies.events.emit('kurv:logged-out', { reason });
        if (reason !== 'other-tab') {
          dependencies.tabs.post({ type: 'logged-out' });
        }
      }
      await get().loadUser();
    };

    const login = async (raw: string, options: LoginOptions = {}) => {
      set((state) => {
        state.session.status = 'loading';
      });
      try {
        let token = toSessionToken(raw);
        if (isTokenExpired(token, now())) {
          const fresh = await fetchFreshToken();
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
        storeSession();
        const { chainId, anonymousGlnCookieName } = get().settings;
        dependencies.cookies.remove(anonymousGlnCookieName);
        dependencies.storage.remove(storageKeys.profileUpdatedBeforeLogin(chainId));
        dependencies.sessionStorage.remove(storageKeys.anonymousProfile(chainId));
        startPolling();
        set((state) => {
          state.session.status = 'idle';
          state.session.error = null;
        });
        dependencies.events.emit('kurv:logged-in', { loginLevel: loginLevelOf(token) as 1 | 2, memberId: member });
        dependencies.tabs.post({ type: 'logged-in', token: token.value });
      } catch (error) {
        set((state) => {
          state.session.status = 'error';
        });
        fail('login', error);
        dependencies.events.emit('kurv:login-error', { message: error instanceof Error ? error.message : String(error) });
        if (error instanceof TokenError && (error.reason === 'assuranceNone' || error.reason === 'notRefreshed')) {
          await logout({ reason: error.reason === 'assuranceNone' ? 'assurance' : 'expired' });
        }
        throw error;
      }
    };

    const startSession = (): Promise<void> => {
      starting ??= (async () => {
        const { userToken, accessTokenUrl } = get().settings;
        const stored = dependencies.sessionStorage.read(sessionKey()) as Partial<StoredSession> | undefined;
        try {
          if (userToken) {
            await login(userToken);
            return;
          }
          if (accessTokenUrl) {
            // The site's session decides who is logged in: a shopper who switched user or logged
            // out on the site must not come back from this tab's stored token.
            const raw = await dependencies.api.fetchAccessToken(accessTokenUrl);
            if (raw !== null) {
              await login(raw);
              return;
            }
            dependencies.sessionStorage.remove(sessionKey());
          } else if (typeof stored?.token === 'string') {
            await login(stored.token);
            return;
          }
        } catch (error) {
          dependencies.logger.warn('Starting as anonymous: the member session could not be started', error);
        }
        set((state) => {
          state.session.status = 'idle';
        });
        if (!get().user.extendedUser) {
          await get().loadUser();
        }
      })();
      return starting;
    };

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
      startSession,
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

const MISSING_MEMBER_ID_AFTER_LOGIN = 'Not logged in: the platform answered no member for the token';
