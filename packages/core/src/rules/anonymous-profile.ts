/** Where an anonymous shopper's store and handover are taken from when a page starts. */
export type AnonymousProfileSource = 'session' | 'copy' | 'cookieStore' | 'default';

/**
 * Spec sections 4 and 6: the anonymous profile is kept in session storage, and the store choice in the cookie named by
 * anonymousGlnCookieName (0.125 days). Our readings, where the spec is silent on tabs: the cookie is the shopper's
 * latest choice across tabs, so this tab's session profile counts while it has the cookie's store (or no cookie is
 * left); else the local copy written beside the cookie (store and handover, the same choice in a new tab) when it has
 * the cookie's store; else the platform's default handover with the cookie's store; without a cookie, the default.
 */
export function anonymousProfileSource(glns: {
  session: string | null;
  cookie: string | null;
  copy: string | null;
}): AnonymousProfileSource {
  if (glns.session !== null && (glns.cookie === null || glns.cookie === glns.session)) {
    return 'session';
  }
  if (glns.cookie === null) {
    return 'default';
  }
  return glns.copy === glns.cookie ? 'copy' : 'cookieStore';
}
