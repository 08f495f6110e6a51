import type { CartItem } from '../domain/cart';
import type { OrderLine } from '../domain/order';
import { cartCalculationKey } from '../rules/cart-amounts';
import type { CheckoutData } from '../rules/checkout-data';
import type { ShopState } from './shop-state';

/** The member of the loaded user (any login level), or null: the one the session's member-only calls are made for. */
export function memberId(state: Pick<ShopState, 'user'>): string | null {
  return state.user.extendedUser?.currentMember?.memberId ?? null;
}

/**
 * The member whose session is fully logged in (login level 2, bearer), or null: the one whose cart is kept on the
 * platform and who may change orders.
 */
export function fullyLoggedInMemberId(state: Pick<ShopState, 'session' | 'user'>): string | null {
  return state.session.loginLevel === 2 ? memberId(state) : null;
}

/**
 * The member a window is reserved for, else null. Spec section 6: the Bearer member (level 2) "reserves windows"; a
 * simplified-login user (level 1) does not, and for an anonymous one "reserve-window does nothing".
 */
export function reservingMemberId(state: Pick<ShopState, 'session' | 'user'>): string | null {
  return state.session.token === null ? null : fullyLoggedInMemberId(state);
}

/** The fully logged-in member when they have the update-order flag, else null: the one an add may ask about their orders. */
export function orderEditingMemberId(state: Pick<ShopState, 'session' | 'user'>): string | null {
  return state.user.extendedUser?.currentMember?.canUpdateOrder === true ? fullyLoggedInMemberId(state) : null;
}

/** The original quantities of the order being edited (availability code 1), or null outside edit mode. */
export function originalOrderItems(state: Pick<ShopState, 'order'>): OrderLine[] | null {
  const { edit } = state.order;
  return edit.status === 'success' && edit.order !== null ? edit.order.originalCart.items : null;
}

/** The cart's lines the unavailable-products dialog lists. */
export function unavailableCartItems(state: Pick<ShopState, 'cart'>): CartItem[] {
  return state.cart.items.filter((item) => state.cart.unavailableEans.includes(item.ean));
}

/** Whether an `<edit-order-dialog>` on the page could answer the add-to-cart question; without one, adds go through. */
export function canAskAboutOrder(state: Pick<ShopState, 'ui'>): boolean {
  return state.ui.editOrderDialogs > 0;
}

/** Spec section 4: the checkout data of the state (the cart's facts a held reservation depends on), or null without a user. */
export function checkoutDataOf(state: Pick<ShopState, 'user' | 'cart'>): CheckoutData | null {
  const user = state.user.extendedUser;
  if (!user) {
    return null;
  }
  const info = user.handoverInfo;
  return {
    handoverType: info.handoverType,
    pickupStoreGln: user.store.pickupGln,
    orderTotal: state.cart.totals.calculatorTotal,
    deliveryWeight: state.cart.totals.totalWeight,
    deliveryAddress: info.deliveryInfo?.address ?? null,
    deliveryCoordinates: info.deliveryInfo?.coordinates ?? null,
    specialItemCount: state.cart.items.filter((item) => item.product.mustOrderFromSupplier || (item.product.leadTime ?? 0) > 0).length,
  };
}

/** cartCalculationKey of the cart as the store holds it now (what a calculation sent now would price). */
export function currentCalculationKey(state: Pick<ShopState, 'cart' | 'user'>): string {
  const info = state.user.extendedUser?.handoverInfo;
  return cartCalculationKey({
    items: state.cart.items,
    bagType: state.cart.bagType,
    serviceFeeType: state.cart.serviceFeeType,
    handoverType: info?.handoverType ?? 'Store',
    gln: state.user.extendedUser?.store.gln ?? null,
    windowId: info?.windowId ?? null,
  });
}
