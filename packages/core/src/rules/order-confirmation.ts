/**
 * Spec section 2: the order confirmation page is its base path (`paths.orderConfirmation`, default `/ordredetaljer`)
 * with the order id appended. Our reading: one path segment after the base (`/ordredetaljer/4100002`, a trailing slash
 * allowed), taken as it stands in the address (the platform's ids are digits and letters); answers the id, or null on
 * any other page. An absolute base URL is matched on its path. Small on purpose: every page reads it at start.
 */
export function confirmationOrderId(pathname: string, base: string): string | null {
  const basePath = base.replace(/^https?:\/\/[^/]+/i, '').replace(/\/+$/, '');
  const match = /^(.*?)\/([^/]+)\/?$/.exec(pathname);
  return basePath !== '' && match?.[1] === basePath ? (match[2] ?? null) : null;
}
