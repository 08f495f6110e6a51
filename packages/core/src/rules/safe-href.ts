import { SITE_STAND_IN_ORIGIN } from './site-origin';

/**
 * Spec section 2: links are accepted only when relative or http(s). Control characters and
 * whitespace are removed first, so "java\tscript:" and " javascript:" are caught too. Issue 35: a relative link must
 * stay on the site when the browser parses it (`/\evil.example`, `\\evil.example` and a slash then a tab do not).
 */
export function isSafeHref(href: string | null | undefined): boolean {
  if (typeof href !== 'string') {
    return false;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is stripped.
  const cleaned = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (cleaned === '') {
    return false;
  }
  if (cleaned.startsWith('//')) {
    return false;
  }
  const scheme = cleaned.match(/^([a-zA-Z][a-zA-Z0-9+.-]*):/);
  if (!scheme) {
    return staysOnSite(href);
  }
  return /^https?$/i.test(scheme[1] ?? '');
}

/** A relative link as the browser resolves it (against any page of the site): its origin stays the site's. */
function staysOnSite(href: string): boolean {
  try {
    return new URL(href, `${SITE_STAND_IN_ORIGIN}/side/`).origin === SITE_STAND_IN_ORIGIN;
  } catch {
    return false;
  }
}
