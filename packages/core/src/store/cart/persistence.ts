import { decodeStoredCartValue } from '../cart-persistence';
import { contentsOf } from './contents';
import type { CartContext } from './context';

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
