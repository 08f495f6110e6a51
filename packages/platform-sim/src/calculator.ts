import type { CalculatedCartLine, CartCalculation } from '@kurv/core';
import type { SeedProduct } from './seed/seed-types';

const roundKroner = (value: number) => Math.round(value * 100) / 100;
const roundKilograms = (value: number) => Math.round(value * 1000) / 1000;

/** Units paid for under "N for M" (3 for 2: every third unit is free). */
function paidUnits(quantity: number, promotion: string | null | undefined): number {
  const match = promotion?.match(/^(\d+) for (\d+)$/);
  if (!match) {
    return quantity;
  }
  const buy = Number(match[1]);
  const pay = Number(match[2]);
  return Math.floor(quantity / buy) * pay + (quantity % buy);
}

/**
 * The simulator's cart calculator: offer prices as they are, "N for M" promotions applied,
 * weights summed. No fees yet, so totalToPay equals calculatorTotal.
 */
export function calculateCartTotals(
  products: ReadonlyMap<string, SeedProduct>,
  items: readonly { ean: string; quantity: number }[],
): CartCalculation | { unknownEans: string[] } {
  const unknownEans = items.filter((item) => !products.has(item.ean)).map((item) => item.ean);
  if (unknownEans.length > 0) {
    return { unknownEans };
  }
  const lines = items.map((item): CalculatedCartLine => {
    const product = products.get(item.ean) as SeedProduct;
    const full = product.price * item.quantity;
    const lineTotal = roundKroner(product.price * paidUnits(item.quantity, product.promotionDisplayName));
    const beforeOffer = product.priceOriginal === null ? full : product.priceOriginal * item.quantity;
    return {
      ean: item.ean,
      quantity: item.quantity,
      unitPrice: product.price,
      lineTotal,
      lineTotalOriginal: beforeOffer > lineTotal + 0.001 ? roundKroner(beforeOffer) : null,
      weight: roundKilograms(product.weight * item.quantity),
    };
  });
  const calculatorTotal = roundKroner(lines.reduce((sum, line) => sum + line.lineTotal, 0));
  const totalWeight = roundKilograms(lines.reduce((sum, line) => sum + line.weight, 0));
  return { items: lines, totals: { calculatorTotal, totalWeight, totalToPay: calculatorTotal } };
}
