import type { LoginRoute } from '../rules/login-route';
import type { NativeBridge } from './native-bridge';

/** What starting a login needs from the page. */
export interface LoginHost {
  bridge: NativeBridge;
  location: { readonly href: string; assign(url: string): void };
}

/**
 * Spec section 7: "Login delegated to the login URL or native app". Inside the app the bridge's `login` message (with
 * the page to come back to), on a chain site the login page; answers whether a login was started (false for route
 * 'none', or when no app wrapper listens).
 */
export function startLogin(route: LoginRoute, host: LoginHost): boolean {
  switch (route.kind) {
    case 'native':
      return host.bridge.post({ type: 'login', returnUrl: host.location.href });
    case 'page':
      host.location.assign(route.href);
      return true;
    case 'none':
      return false;
    default:
      return route satisfies never;
  }
}
