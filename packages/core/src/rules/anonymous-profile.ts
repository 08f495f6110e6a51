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
  /** The pickup point (pickupGln) of this tab's profile and of the copy: a parcel locker shares its store's gln. */
  sessionPoint?: string | null;
  copyPoint?: string | null;
}): AnonymousProfileSource {
  // The cookie holds the picking store's gln only; the copy, written with it, tells which of its pickup points was
  // chosen last (issue 34: a pickup point is a choice of its own, in every tab).
  const otherPointChosenSince =
    glns.copy === glns.cookie && glns.copyPoint != null && glns.sessionPoint != null && glns.copyPoint !== glns.sessionPoint;
  if (glns.session !== null && (glns.cookie === null || (glns.cookie === glns.session && !otherPointChosenSince))) {
    return 'session';
  }
  if (glns.cookie === null) {
    return 'default';
  }
  return glns.copy === glns.cookie ? 'copy' : 'cookieStore';
}
