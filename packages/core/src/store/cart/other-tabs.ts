import { isLaterRevision } from '../../rules/cart-revision';
import { partSetter } from '../middleware/set-part';
import type { SetShopState, ShopDependencies, ShopState } from '../shop-state';
import type { CartCalculating } from './cart-start';
import { contentsOf } from './contents';
import type { CartMemory } from './context';
import { decodeStoredCartValue, type StoredCart } from './stored-cart';

/**
 * Follows the cart another tab stored, unless this tab's own change came after it (rules/cart-revision.ts). One that
 * comes while this tab's calculation is in flight waits for its end (`holdBack`), so the calculation's answer does not
 * overwrite it. From the page's start, before the cart's code (and immer) is there: plain values only.
 */
export function followOtherTabs(
  dependencies: ShopDependencies,
  memory: CartMemory,
  set: SetShopState,
  get: () => ShopState,
  calculating: CartCalculating,
): void {
  const adoptOtherTabsCart = (latest: StoredCart) => {
    // The same change as this tab's cart is followed too (its priced contents after its unpriced ones), and a cart from
    // a version of Kurv before revisions, as it was then.
    if (latest.revision !== undefined && isLaterRevision(memory.revision, latest.revision)) {
      return;
    }
    memory.confirmed = contentsOf(latest);
    memory.revision = latest.revision ?? memory.revision;
    // One cart for the site: a tab that started before any cart existed takes the other tab's id too.
    partSetter(set, get)('cart', { ...memory.confirmed, persistedId: latest.persistedId, status: 'idle', error: null });
    // An order edit begun or ended in the other tab is this tab's too: its lines never show here as a new cart.
    get().restoreOrderEdit('other-tab');
  };
  dependencies.tabs.subscribe((message) => {
    if (message.type !== 'cart-changed') {
      return;
    }
    const latest = decodeStoredCartValue(message.cart, dependencies.logger, dependencies.now());
    if (!latest) {
      return;
    }
    if (calculating.isCalculating()) {
      calculating.holdBack(latest, adoptOtherTabsCart);
      return;
    }
    adoptOtherTabsCart(latest);
  });
}
