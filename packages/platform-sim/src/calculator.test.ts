import { describe, expect, it } from 'vitest';
import { calculateCartTotals } from './calculator';
import type { SeedProduct } from './seed/seed-types';

const product = (ean: string, price: number, extra: Partial<SeedProduct> = {}): SeedProduct => ({
  ean,
  title: ean,
  subtitle: '',
  brand: '',
  vendor: '',
  categoryName: '',
  price,
  priceOriginal: null,
  pricePerUnit: price,
  pricePerUnitOriginal: null,
  unit: 'stk',
  weight: 0.5,
  ...extra,
});

const products = new Map<string, SeedProduct>([
  ['a', product('a', 24.9)],
  ['offer', product('offer', 59.9, { priceOriginal: 79.9, isOffer: true, weight: 0.575 })],
  ['three-for-two', product('three-for-two', 39.9, { promotionDisplayName: '3 for 2', weight: 0.2 })],
]);

describe('calculateCartTotals', () => {
  it.each([
    [[], 0, 0],
    [[{ ean: 'a', quantity: 2 }], 49.8, 1],
    [[{ ean: 'offer', quantity: 1 }], 59.9, 0.575],
    [[{ ean: 'three-for-two', quantity: 2 }], 79.8, 0.4],
    [[{ ean: 'three-for-two', quantity: 3 }], 79.8, 0.6],
    [[{ ean: 'three-for-two', quantity: 7 }], 199.5, 1.4],
    [
      [
        { ean: 'a', quantity: 2 },
        { ean: 'offer', quantity: 1 },
      ],
      109.7,
      1.575,
    ],
  ])('prices %j at %s kr and %s kg', (items, total, weight) => {
    const result = calculateCartTotals(products, items);
    expect(result).toMatchObject({ totals: { calculatorTotal: total, totalToPay: total, totalWeight: weight } });
  });

  it('reports the saving of offers and promotions as the original line total', () => {
    const result = calculateCartTotals(products, [
      { ean: 'offer', quantity: 2 },
      { ean: 'three-for-two', quantity: 3 },
      { ean: 'a', quantity: 1 },
    ]);
    if ('unknownEans' in result) {
      throw new Error('unexpected');
    }
    expect(result.items.map((line) => [line.ean, line.lineTotal, line.lineTotalOriginal])).toEqual([
      ['offer', 119.8, 159.8],
      ['three-for-two', 79.8, 119.7],
      ['a', 24.9, null],
    ]);
  });

  it('names unknown EANs', () => {
    expect(calculateCartTotals(products, [{ ean: 'nope', quantity: 1 }])).toEqual({ unknownEans: ['nope'] });
  });
});
