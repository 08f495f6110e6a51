import { createCartCalculation } from './cart/calculation';
import { contentsOf, emptyContents } from './cart/contents';
import { type CartMemory, createCartContext } from './cart/context';
import { createLineActions, createQuantityActions } from './cart/lines';
import { createMemberCartSync } from './cart/member-cart';
import { createOrderOptionActions } from './cart/order-options';
import { followOtherTabs } from './cart/persistence';
import { checkCartInStore } from './cart/store-check';
import { createLazyPaymentActions, readStoredPaymentChoice } from './cart/stored-payment';
import { readStoredCart } from './cart-persistence';
import type { CartSlice } from './state/cart-state';
import type { ShopDependencies, ShopSliceCreator } from './state/shop-state';

/**
 * The cart, composed of its concerns (store/cart/). Every change goes to the cart calculator; at most one calculation
 * is in flight, and changes made meanwhile are sent together when it returns. When a calculation fails (HTTP error,
 * network, timeout, malformed answer) the shopper's change stays, unpriced, the error is shown and the store's status is
 * read (spec section 4); for Kiwi the cart goes back to its last calculated state. Either way no line the shopper had is
 * lost. The cart is kept in local storage, followed across the site's tabs, and for members kept on the platform too.
 */
export function createCartSlice(dependencies: ShopDependencies, chainId: string): ShopSliceCreator<CartSlice> {
  const stored = readStoredCart(dependencies.storage, chainId, dependencies.logger);
  const memory: CartMemory = {
    confirmed: stored ? contentsOf(stored) : emptyContents(),
    lastChangedEan: null,
    lastChangedOption: null,
    memberCartSyncedFor: null,
  };

  return (set, get) => {
    const context = createCartContext(dependencies, chainId, memory, set, get);
    const calculation = createCartCalculation(context);
    followOtherTabs(context, calculation.isCalculating);
    return {
      cart: {
        ...(stored ? contentsOf(stored) : emptyContents()),
        status: 'idle',
        error: null,
        persistedId: stored?.persistedId ?? dependencies.createId(),
        removed: null,
        unavailableEans: [],
        storeActive: null,
        payment: readStoredPaymentChoice(dependencies.storage, chainId, dependencies.logger),
      },
      ...createQuantityActions(context, calculation),
      ...createLineActions(context, calculation),
      ...createOrderOptionActions(context, calculation),
      ...createLazyPaymentActions(context),
      checkCartInStore: () => checkCartInStore(context, calculation),
      keepUnavailableItems: () =>
        set((state) => {
          state.cart.unavailableEans = [];
        }),
      syncMemberCart: createMemberCartSync(context, calculation.recalculate),
    };
  };
}
