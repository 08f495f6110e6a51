import { roundKroner } from '../format/number';

// Apart from cart-amounts.ts, which the first load carries (a line's amount): only the cart's calculation sums them.
/** The items' sum and the discounts of a calculation, from its lines (each line's total before and after its savings). */
export function calculatedItemSums(lines: readonly { lineTotal: number; lineTotalOriginal: number | null }[]): {
  itemsTotal: number;
  discount: number;
} {
  let itemsTotal = 0;
  let discount = 0;
  for (const line of lines) {
    // lineTotalOriginal is the line before offers, mix-and-match and coupons; the savings are what it is above lineTotal.
    const before = line.lineTotalOriginal !== null && line.lineTotalOriginal > line.lineTotal ? line.lineTotalOriginal : line.lineTotal;
    itemsTotal += before;
    discount += before - line.lineTotal;
  }
  return { itemsTotal: roundKroner(itemsTotal), discount: roundKroner(discount) };
}
