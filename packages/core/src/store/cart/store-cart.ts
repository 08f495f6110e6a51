import type { CartContents } from './cart-state';
import type { CartContext } from './context';
import { type StoredCart, writeStoredCart } from './stored-cart';

/** Keeps the contents in local storage and tells the site's other tabs; false when storage refused them. */
export function storeCart({ dependencies, chainId, get }: CartContext, contents: CartContents): boolean {
  const record: StoredCart = { version: 1, persistedId: get().cart.persistedId, ...contents };
  if (!writeStoredCart(dependencies.storage, chainId, record)) {
    dependencies.logger.warn('The cart could not be stored; it lasts until the page is left');
    dependencies.tabs.post({ type: 'cart-changed', cart: record });
    return false;
  }
  dependencies.tabs.post({ type: 'cart-changed', cart: record });
  return true;
}
