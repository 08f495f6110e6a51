import { decodeStoredCartValue, type StoredCart, writeStoredCart } from '../cart-persistence';
import type { CartContents } from '../state/cart-state';
import { contentsOf } from './contents';
import type { CartContext } from './context';

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

/** Follows the cart another tab stored, except while this tab's own calculation is in flight. */
export function followOtherTabs(context: Pick<CartContext, 'dependencies' | 'memory' | 'set'>, isCalculating: () => boolean): void {
  const { dependencies, memory, set } = context;
  const adoptOtherTabsCart = (sent: unknown) => {
    if (isCalculating()) {
      // This tab's own calculation ends with a write the other tabs follow; it is not overwritten meanwhile.
      return;
    }
    const latest = decodeStoredCartValue(sent, dependencies.logger);
    if (!latest) {
      return;
    }
    memory.confirmed = contentsOf(latest);
    set((state) => {
      Object.assign(state.cart, memory.confirmed);
      // One cart for the site: a tab that started before any cart existed takes the other tab's id too.
      state.cart.persistedId = latest.persistedId;
      state.cart.status = 'idle';
      state.cart.error = null;
    });
  };
  dependencies.tabs.subscribe((message) => {
    if (message.type === 'cart-changed') {
      adoptOtherTabsCart(message.cart);
    }
  });
}
