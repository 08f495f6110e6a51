import { partSetter } from '../middleware/set-part';
import type { SetShopState, ShopDependencies, ShopState } from '../shop-state';
import { contentsOf } from './contents';
import type { CartMemory } from './context';
import { decodeStoredCartValue } from './stored-cart';

/**
 * Follows the cart another tab stored, except while this tab's own calculation is in flight. From the page's start, before
 * the cart's code (and immer) is there: plain values only.
 */
export function followOtherTabs(
  dependencies: ShopDependencies,
  memory: CartMemory,
  set: SetShopState,
  get: () => ShopState,
  isCalculating: () => boolean,
): void {
  const adoptOtherTabsCart = (sent: unknown) => {
    if (isCalculating()) {
      // This tab's own calculation ends with a write the other tabs follow; it is not overwritten meanwhile.
      return;
    }
    const latest = decodeStoredCartValue(sent, dependencies.logger, dependencies.now());
    if (!latest) {
      return;
    }
    memory.confirmed = contentsOf(latest);
    // One cart for the site: a tab that started before any cart existed takes the other tab's id too.
    partSetter(set, get)('cart', { ...memory.confirmed, persistedId: latest.persistedId, status: 'idle', error: null });
    // An order edit begun or ended in the other tab is this tab's too: its lines never show here as a new cart.
    get().restoreOrderEdit('other-tab');
  };
  dependencies.tabs.subscribe((message) => {
    if (message.type === 'cart-changed') {
      adoptOtherTabsCart(message.cart);
    }
  });
}
