import type { LoginRoute } from '../rules/login-route';
import type { NativeBridge } from './native-bridge';

/** What starting a login needs from the page. */
export interface LoginHost {
  bridge: NativeBridge;
  location: { readonly href: string; assign(url: string): void };
  /** Logs the shopper in with the token the app answered (the store's login). */
  login: (token: string) => Promise<void>;
}

/**
 * Spec section 7: "Login delegated to the login URL or native app". Inside the app the bridge's `login` request (with
 * the page to come back to), whose answer's token logs the shopper in (app-answer.ts; the app may also call
 * `window.kurv.login(token)`); on a chain site the login page. Resolves whether a login was started and, in the app,
 * done: false for route 'none', when no app wrapper listens, or when the shopper gave up in the app. The channel's code
 * comes with the app's first login (a chain site never fetches it).
 */
export async function startLogin(route: LoginRoute, host: LoginHost): Promise<boolean> {
  switch (route.kind) {
    case 'native': {
      const { pageAppChannel } = await import('./app-channel');
      const answer = await pageAppChannel(host.bridge).request({ type: 'login', returnUrl: host.location.href }).answer;
      if (!answer?.token) {
        return false;
      }
      await host.login(answer.token);
      return true;
    }
    case 'page':
      host.location.assign(route.href);
      return true;
    case 'none':
      return false;
    default:
      return route satisfies never;
  }
}
