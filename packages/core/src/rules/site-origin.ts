/**
 * The origin a path is resolved against when the page's own is not at hand. Which origin does not change the answer:
 * a path lands on the origin it is resolved against or leaves it, whatever that origin is; and a page whose origin is
 * opaque ('null': a sandboxed frame) would make `new URL` throw.
 */
export const SITE_STAND_IN_ORIGIN = 'https://site.invalid';

/**
 * Issue 35: whether a path that looks root-relative stays on the site. It is parsed as the browser parses a link
 * (`new URL(path, origin)`: tabs and newlines dropped, a backslash read as a slash) and must start with '/' and keep
 * the site's origin: `/\evil.example/`, `/<tab>/evil.example` and `\\evil.example` leave it.
 */
export function isRootRelativeOnSite(path: string, siteOrigin: string = SITE_STAND_IN_ORIGIN): boolean {
  if (!path.trim().startsWith('/')) {
    return false;
  }
  try {
    return new URL(path, siteOrigin).origin === new URL(siteOrigin).origin;
  } catch {
    return false;
  }
}

/**
 * Issue 35: whether a platform base (`apiBaseUrl`) would take the member's token across the network in clear text: a
 * base that is not https on an https page.
 */
export function isInsecurePlatformBase(base: string, pageOrigin: string | undefined): boolean {
  return /^https:/i.test(pageOrigin ?? '') && !/^https:/i.test(base);
}

/**
 * Issue 35: whether a call to `url` may carry the member's token (the Authorization header): only when it goes to the
 * platform's own origin (`platformBase`, the configured `apiBaseUrl`), never to another origin, whatever built the URL.
 */
export function mayCarryToken(url: string, platformBase: string): boolean {
  try {
    const origin = new URL(url).origin;
    return origin !== 'null' && origin === new URL(platformBase).origin;
  } catch {
    return false;
  }
}
