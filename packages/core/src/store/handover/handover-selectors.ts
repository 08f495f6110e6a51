import type { CartFacts } from '../../handover/handover-types';
import { memberId } from '../selectors';
import type { ShopState } from '../state/shop-state';

// The selectors only the handover code reads: apart from store/selectors.ts, so that they come with that code and
// not with every page's store.

/** The member a window is reserved for: the loaded user's member while the session holds a token, else null. */
export function reservingMemberId(state: Pick<ShopState, 'session' | 'user'>): string | null {
  return state.session.token === null ? null : memberId(state);
}

/** Spec section 5: the cart facts window eligibility needs; an uncalculated cart has no total. */
export function cartFacts(state: Pick<ShopState, 'cart'>): CartFacts {
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
