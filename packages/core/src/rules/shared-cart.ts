/**
 * Spec section 2: the shared-cart link, 'delt-handlevogn?id=' followed by the cart's persisted id (spec section 3,
 * Cart.persistedId), offered while the sharing-cart flag is on (spec section 9: default off). The spec writes the path
 * without a leading '/': our reading is a path from the site's root (a link to share must not depend on the page it was
 * taken on), so it is resolved against the site's origin into an absolute http(s) URL the shopper can copy. A path the
 * site sets as an absolute http(s) URL is kept as it is. Answers null when sharing is off, there is no id, or the path
 * does not make an http(s) URL.
 */
export function sharedCartHref(input: {
  sharingCart: boolean;
  /** `paths.sharedCart` (default 'delt-handlevogn?id='). */
  path: string;
  persistedId: string;
  /** The site's origin (`location.origin`), e.g. 'https://meny.no'. */
  origin: string;
}): string | null {
  const { sharingCart, path, persistedId, origin } = input;
  if (!sharingCart || persistedId.trim() === '' || path.trim() === '') {
    return null;
  }
  let base: URL;
  try {
    base = new URL(/^https?:\/\//i.test(path) ? path : `/${path.replace(/^\/+/, '')}`, `${origin}/`);
  } catch {
    return null;
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:') {
    return null;
  }
  return `${base.href}${encodeURIComponent(persistedId)}`;
}
