/**
 * Spec section 2: the order confirmation page is its base path (`paths.orderConfirmation`, default `/ordredetaljer`)
 * with the order id appended. Our reading: one path segment after the base (`/ordredetaljer/NG-1042`, a trailing slash
 * allowed); answers the id, or null on any other page (an absolute base URL is matched on its path).
 */
export function confirmationOrderId(pathname: string, base: string): string | null {
  const basePath = base.replace(/^https?:\/\/[^/]+/i, '').replace(/\/+$/, '');
  if (basePath === '' || !pathname.startsWith(`${basePath}/`)) {
    return null;
  }
  const rest = pathname.slice(basePath.length + 1).replace(/\/$/, '');
  if (rest === '' || rest.includes('/')) {
    return null;
  }
  try {
    return decodeURIComponent(rest);
  } catch {
    return null;
  }
}
