import type { HandoverOption } from './handover-types';

/** What a handover type's minimum purchase is read from. */
export interface MinimumPurchaseSources {
  /** The handover option of the type, when the options are loaded; else null. */
  option: HandoverOption | null;
  /** The cart calculator's minimum purchase, when the cart was calculated for this handover type; else null. */
  calculatorMinimum: number | null;
  /** Whether the cart has no lines. */
  cartIsEmpty: boolean;
}

/**
 * The one minimum purchase of a handover type, read by the option's subtitle 'Handle for X kr til for å ...' and the
 * 'Husk!' reminder (spec section 4) and by the cart's 'Du må handle for minst X kr ...' (spec section 8), so that they
 * agree for the same option and cart. Our readings: the option's threshold is the lowest lower bound of its handover
 * products' price intervals (below it no interval matches); the cart calculator may answer a minimum of its own; the
 * higher of the two holds, and 0 is no minimum. An empty cart has no minimum to reach yet (the cart shows none then).
 */
export function minimumPurchaseThreshold({ option, calculatorMinimum, cartIsEmpty }: MinimumPurchaseSources): number | null {
  if (cartIsEmpty) {
    return null;
  }
  const lowerBounds = option?.handoverProducts.map((product) => product.priceIntervalFrom) ?? [];
  const optionMinimum = lowerBounds.length === 0 ? 0 : Math.min(...lowerBounds);
  const threshold = Math.max(optionMinimum, calculatorMinimum ?? 0);
  return threshold > 0 ? threshold : null;
}
