import { messageOf } from '../../api/api-error';
import type { SessionFailure } from '../../domain/session';
import { partSetter } from '../middleware/set-part';
import { memberId as memberOf } from '../selectors';
import type { ShopDependencies, ShopSliceCreator } from '../shop-state';
import type { MemberCodeSource } from './member-code-source';
import type { MemberSession } from './member-session';
import type { SessionSlice } from './session-state';
import { createSessionStart } from './start-session';

/**
 * The session slice, composed of its concerns (store/session/): starting the session, and other tabs' logins and
 * logouts, here; the login and logout, the token's refresh, the member's change notifications and the API's token and
 * 401 handling in the member's session (`member-session.ts`), whose code comes from `memberCode` once a token is known
 * (a login, or a logout or token of a session that has one). Until then nobody is logged in: no token to give the API,
 * no 401 to answer, nothing to log out. Its own changes are plain values (first-load code: store/middleware/lazy-drafts.ts).
 */
export function createSessionSlice(dependencies: ShopDependencies, memberCode: MemberCodeSource): ShopSliceCreator<SessionSlice> {
  return (set, get, store) => {
    const setPart = partSetter(set, get);
    const fail = (operation: SessionFailure['operation'], error: unknown) => {
      dependencies.logger.error(`Session: ${operation} failed`, { error, tokenKind: get().session.token?.kind ?? 'none' });
      setPart('session', { error: { operation, message: error instanceof Error ? error.message : messageOf(error) } });
    };

    // The member's session, made once its code is here (at once when the code is at hand).
    let member: MemberSession | null = null;
    let loading: Promise<MemberSession> | null = null;
    const memberSession = (): MemberSession | Promise<MemberSession> => {
      if (member !== null) {
        return member;
      }
      const made = (code: Awaited<ReturnType<MemberCodeSource>>) => {
        member ??= code.createMemberSession(dependencies, store, fail);
        return member;
      };
      const code = memberCode();
      if (!(code instanceof Promise)) {
        return made(code);
      }
      loading ??= code.then(made, (error: unknown) => {
        loading = null;
        throw error;
      });
      return loading;
    };
    const withMember = <Result>(use: (session: MemberSession) => Promise<Result>): Promise<Result> => {
      const session = memberSession();
      return session instanceof Promise ? session.then(use) : use(session);
    };

    let loginsMade = 0;
    const login: SessionSlice['login'] = (raw, options) => {
      loginsMade += 1;
      const session = memberSession();
      if (!(session instanceof Promise)) {
        return session.login(raw, options);
      }
      setPart('session', { status: 'loading' });
      // Code that could not be fetched fails the login as the login's own failure would (without the token's logout).
      return session.then(
        (loaded) => loaded.login(raw, options),
        (error: unknown) => {
          setPart('session', { status: 'error' });
          fail('login', error);
          dependencies.logService.log('login', error, raw);
          dependencies.events.emit('kurv:login-error', { message: error instanceof Error ? error.message : String(error) });
          throw error;
        },
      );
    };
    const logout: SessionSlice['logout'] = (options) =>
      member === null && get().session.token === null ? Promise.resolve() : withMember((session) => session.logout(options));

    dependencies.auth.bind({
      getToken: () => (get().session.token === null ? null : withMember((session) => session.getToken())),
      getMemberId: () => memberOf(get()),
      onUnauthorized: () => {
        if (get().session.token !== null) {
          void withMember(async (session) => session.onUnauthorized());
        }
      },
    });

    dependencies.tabs.subscribe((message) => {
      if (message.type === 'logged-out' && get().session.token) {
        void logout({ reason: 'other-tab' });
      } else if (message.type === 'logged-in' && message.token === null) {
        // Another tab logged in without telling the token (tabs/tab-channel.ts, no BroadcastChannel): the site's session
        // gives this tab its own, when the site has an access-token URL. Without one, this tab catches up on its next load.
        const url = get().settings.accessTokenUrl;
        if (url && !get().session.token) {
          void dependencies.api
            .fetchAccessToken(url)
            .then((raw) => (raw === null || get().session.token ? undefined : login(raw, { skipVerification: true })))
            .catch(() => undefined);
        }
      } else if (message.type === 'logged-in' && message.token !== null && get().session.token?.value !== message.token) {
        void login(message.token, { skipVerification: true }).catch(() => undefined);
      }
    });

    return {
      session: { status: 'idle', loginLevel: 0, token: null, error: null, willBeLoggedOutAt: null },
      startSession: createSessionStart(dependencies, set, get, login, () => loginsMade),
      login,
      logout,
      refreshToken: () => withMember((session) => session.refreshToken()),
      dismissLoginError: () => {
        if (get().session.error?.operation === 'login') {
          setPart('session', { error: null, status: 'idle' });
        }
      },
    };
  };
}
