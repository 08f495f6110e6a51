import { type CartItem, EMPTY_CART_TOTALS, NO_CART_FEES, ORDER_DEFAULTS } from '../../domain/cart';
import type { SyncedCartLine } from '../../rules/cart-sync';
import type { CartContents } from '../state/cart-state';

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

/** The lines as the member's cart on the platform keeps them. */
export function syncedLines(items: readonly CartItem[]): SyncedCartLine[] {
  return items.map((item) => ({ ean: item.ean, quantity: item.quantity, substitute: item.substitute, shouldSlice: item.shouldSlice }));
}

/**
 * The contents to store while a change waits for the calculator, so a reload at once keeps it. A line whose quantity
 * differs from the last priced contents (or that is new) is stored without its prices: the page that reads it back
 * sees an unpriced line and sends the cart to the calculator again (as after a calculator failure). Everything else
 * is stored as it is.
 */
export function unpricedContents(current: CartContents, confirmed: CartContents): CartContents {
  const pricedQuantity = new Map(confirmed.items.map((item) => [item.ean, item.quantity]));
  return {
    ...contentsOf(current),
    items: current.items.map((item) =>
      pricedQuantity.get(item.ean) === item.quantity ? item : { ...item, lineTotal: null, lineTotalOriginal: null },
    ),
  };
}
