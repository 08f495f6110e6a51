import type { BagType, CartItem, ServiceFeeType } from '../domain/cart';
import type { HandoverType } from '../domain/store';
import { roundKroner } from '../format/number';

/** What a line's amount is made of: the calculator's line total and the quantity it was for, or the unit price. */
export type LineAmountFacts = Pick<CartItem, 'quantity' | 'lineTotal' | 'lineTotalOriginal' | 'calculatedQuantity' | 'unitPrice'> & {
  product: Pick<CartItem['product'], 'price' | 'priceOriginal'>;
};

/** The amount a cart line shows. */
export interface LineAmount {
  amount: number;
  /** The amount without offers, when it is higher; null otherwise. */
  original: number | null;
  /** The calculator's own line total for this quantity (true), or quantity × unit price, not recalculated (false). */
  current: boolean;
}

/**
 * A line's amount never disagrees with its quantity (issue 17): the calculator's line total when it was calculated for
 * the line's quantity; otherwise (a change the calculator has not priced yet, or could not: a failure) the quantity times
 * the unit price the calculator last answered, or the product's own price before any calculation, marked not current.
 * Mix-and-match and coupons are the calculator's to apply, so a not-current amount leaves them out.
 */
export function cartLineAmount(item: LineAmountFacts): LineAmount {
  if (item.lineTotal !== null && item.calculatedQuantity === item.quantity) {
    return { amount: item.lineTotal, original: item.lineTotalOriginal, current: true };
  }
  const unitPrice = item.unitPrice ?? item.product.price;
  const amount = roundKroner(item.quantity * unitPrice);
  const before = item.product.priceOriginal === null ? null : roundKroner(item.quantity * item.product.priceOriginal);
  return { amount, original: before !== null && before > amount ? before : null, current: false };
}

/** What a cart calculation depends on: the lines' quantities, the order options and the chosen handover. */
export interface CalculationKeyInput {
  items: readonly Pick<CartItem, 'ean' | 'quantity'>[];
  bagType: BagType | null;
  serviceFeeType: ServiceFeeType | null;
  handoverType: HandoverType;
  gln: string | null;
  windowId: string | null;
}

/**
 * A key of everything the calculator's totals depend on: equal keys, equal totals. The totals kept from the last
 * calculation are current while its key equals the cart's; otherwise they are shown marked not updated.
 */
export function cartCalculationKey(input: CalculationKeyInput): string {
  return JSON.stringify([
    input.items.map((item) => [item.ean, item.quantity]),
    input.bagType,
    input.serviceFeeType,
    input.handoverType,
    input.gln,
    input.windowId,
  ]);
}
