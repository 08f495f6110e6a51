import type { CartItem, CartTotals } from '../../domain/cart';
import type { CartFacts } from './handover-types';

/** The cart as the handover rules read it (the store's cart state fits). */
export interface HandoverCartInput {
  cart: { items: readonly CartItem[]; totals: Pick<CartTotals, 'calculatorTotal' | 'totalWeight'> };
}

/** Spec section 5: the cart facts window eligibility needs; an uncalculated cart has no total. */
export function handoverCartFacts(state: HandoverCartInput): CartFacts {
  return {
    calculatorTotal: state.cart.items.some((item) => item.lineTotal !== null) ? state.cart.totals.calculatorTotal : null,
    totalWeight: state.cart.totals.totalWeight,
    hasAgeRestrictedItems: state.cart.items.some((item) => (item.product.ageLimit ?? 0) > 0),
    hasAlcoholItems: state.cart.items.some((item) => item.product.containsAlcohol),
    items: state.cart.items.map((item) => ({
      ean: item.ean,
      leadTime: item.product.leadTime,
      mustOrderFromSupplier: item.product.mustOrderFromSupplier,
    })),
  };
}
