import type { PagePaths, Platform } from '../settings/site-settings';

/**
 * Where a login button leads (spec section 7: "Login delegated to the login URL or native app"): the app wrapper's
 * `login` message, the site's login page, or nowhere, and then the login buttons are not shown.
 */
export type LoginRoute = { kind: 'native' } | { kind: 'page'; href: string } | { kind: 'none' };

/**
 * Spec sections 1, 2 and 7: inside the native app (`platform: 'native'`) the app logs the shopper in; on a chain site
 * the configured `paths.login` (site-provided, default null). Our reading: a chain site without a login path has no
 * login action at all, so no login button shows (never a button that does nothing).
 */
export function loginRoute(platform: Platform, loginPath: string | null): LoginRoute {
  switch (platform) {
    case 'native':
      return { kind: 'native' };
    case 'chainsite':
      return loginPath !== null && hasLoginRoute(platform, loginPath) ? { kind: 'page', href: loginPath } : { kind: 'none' };
    default:
      return platform satisfies never;
  }
}

/**
 * Whether `loginRoute` leads somewhere (the app, or a chain site's login page). Issue 36: a guest (login level 0, never
 * known as corporate) has `paths.login`; the picker's 'logg inn eller bli medlem' and the 'Har du {product}?' card both
 * ask a guest to log in only when this holds for it, so they agree (both shown, or both hidden). Apart from
 * `loginRoute` so that the product page's first load carries this alone.
 */
export function hasLoginRoute(platform: Platform, loginPath: string | null): boolean {
  return platform === 'native' || (loginPath !== null && loginPath !== '');
}

/**
 * Spec section 6: "Corporate users: … corporate login URL". Which login page a chain site's login button opens. The spec
 * does not say how a shopper is known as corporate before the login; our reading: the user the page already knows (a
 * simplified-login user asked to confirm the identity, whose household is an organisation) is corporate, an anonymous
 * shopper is not. A corporate user goes to `paths.corporateLogin`, or to `paths.login` while the site has no
 * corporate login page; everybody else to `paths.login`.
 */
export function loginPagePath(paths: Pick<PagePaths, 'login' | 'corporateLogin'>, corporate: boolean): string | null {
  if (corporate && paths.corporateLogin !== null && paths.corporateLogin !== '') {
    return paths.corporateLogin;
  }
  return paths.login;
}
