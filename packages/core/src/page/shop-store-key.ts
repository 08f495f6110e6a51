/**
 * Where the page's one store lives on `window`, shared by every Kurv bundle on the page. A module of its own: the
 * loader reads it (api/prefetch-session-start.ts) without the store's code.
 */
export const SHOP_STORE_KEY: unique symbol = Symbol.for('kurv.store') as never;
