import { withDrafts } from '../middleware/with-drafts';
import type { ShopDependencies, ShopSliceCreator } from '../shop-state';
import { createCartCalculation } from './calculation';
import type { CartCalculating } from './cart-start';
import type { CartSlice } from './cart-state';
import { type CartMemory, createCartContext } from './context';
import { createHoldBack } from './held-back';
import { createKeptCartActions } from './kept-cart';
import { createLazyPaymentActions } from './lazy-payment';
import { createLineActions, createQuantityActions } from './lines';
import { createMemberCartSync, forgetMemberCart } from './member-cart';
import { resendAfterReconnecting } from './member-cart-upload';
import { createOrderOptionActions } from './order-options';
import { createPutBackItems } from './put-back';
import { trackSignUp } from './sign-up-steps';
import { checkCartInStore } from './store-check';

/** The cart slice's actions: everything but its state. */
export type CartActions = Omit<CartSlice, 'cart'>;

/**
 * The cart's actions over its state and memory (`startCart`): the calculator, the lines, the order's options, the
 * member's cart on the platform. The page's store fetches this code on the cart's first change, or ahead of it
 * (`preloadCartCode`), and immer with it (`withDrafts`: its changes are recipes); `calculating` tells the tab-following, which runs from the start, when a calculation is in flight.
 */
export function createCartActions(
  dependencies: ShopDependencies,
  chainId: string,
  memory: CartMemory,
  calculating: CartCalculating,
): ShopSliceCreator<CartActions> {
  return withDrafts((set, get) => {
    const context = createCartContext(dependencies, chainId, memory, set, get);
    const calculation = createCartCalculation(context);
    calculating.isCalculating = calculation.isCalculating;
    calculating.holdBack = createHoldBack(memory, calculation);
    const syncMemberCart = createMemberCartSync(context, calculation);
    resendAfterReconnecting(context);
    return {
      preloadCartCode: () => Promise.resolve(),
      ...createQuantityActions(context, calculation),
      putBackItems: createPutBackItems(context, calculation),
      ...createLineActions(context, calculation),
      ...createOrderOptionActions(context, calculation),
      ...createLazyPaymentActions(context),
      checkCartInStore: () => checkCartInStore(context, calculation),
      keepUnavailableItems: () =>
        set((state) => {
          state.cart.unavailableEans = [];
        }),
      syncMemberCart,
      forgetMemberCart: () => forgetMemberCart(context),
      ...createKeptCartActions(context, () => syncMemberCart('login'), calculation.recalculate),
      trackSignUp: (report) => trackSignUp(dependencies, report),
    };
  });
}
