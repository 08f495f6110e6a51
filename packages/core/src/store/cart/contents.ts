import { EMPTY_CART_TOTALS, NO_CART_FEES, ORDER_DEFAULTS } from '../../domain/cart';
import type { CartContents } from './cart-state';

/** The stored and priced part of a cart (no status, error or id). */
export function contentsOf(cart: CartContents): CartContents {
  return {
    items: cart.items,
    totals: cart.totals,
    fees: cart.fees,
    minimumPurchase: cart.minimumPurchase,
    bagType: cart.bagType,
    serviceFeeType: cart.serviceFeeType,
    substitutePreference: cart.substitutePreference,
    substituteComment: cart.substituteComment,
    breakdown: cart.breakdown ?? null,
  };
}

/** The contents of a cart nobody has filled. */
export function emptyContents(): CartContents {
  return {
    items: [],
    totals: EMPTY_CART_TOTALS,
    fees: NO_CART_FEES,
    minimumPurchase: null,
    bagType: ORDER_DEFAULTS.bagType,
    serviceFeeType: ORDER_DEFAULTS.serviceFeeType,
    substitutePreference: ORDER_DEFAULTS.substitutePreference,
    substituteComment: '',
    breakdown: null,
  };
}
