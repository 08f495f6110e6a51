import type { ShopDependencies, ShopSliceCreator } from '../shop-state';
import { createCartActions } from './cart-actions';
import { noCalculationYet, startCart } from './cart-start';
import type { CartSlice } from './cart-state';
import { followOtherTabs } from './other-tabs';

/**
 * The cart, composed of its concerns (store/cart/). Every change goes to the cart calculator; at most one calculation
 * is in flight, and changes made meanwhile are sent together when it returns. When a calculation fails (HTTP error,
 * network, timeout, malformed answer) the shopper's change stays, unpriced, the error is shown and the store's status is
 * read (spec section 4); for Kiwi the cart goes back to its last calculated state. Either way no line the shopper had is
 * lost. The cart is kept in local storage, followed across the site's tabs, and for members kept on the platform too.
 * With every action's code at hand; the page's store fetches the actions on the cart's first change
 * (`createDeferredShopStore`).
 */
export function createCartSlice(dependencies: ShopDependencies, chainId: string): ShopSliceCreator<CartSlice> {
  const { cart, memory } = startCart(dependencies, chainId);
  return (set, get, store) => {
    const calculating = noCalculationYet();
    followOtherTabs(dependencies, memory, set, get, calculating);
    return { cart, ...createCartActions(dependencies, chainId, memory, calculating)(set, get, store) };
  };
}
