import { describe, expect, it } from 'vitest';
import { cartCalculationKey, cartLineAmount, type LineAmountFacts } from './cart-amounts';

const bread = { price: 39.9, priceOriginal: null };
const pizza = { price: 59.9, priceOriginal: 79.9 };

describe('cartLineAmount: a line amount never disagrees with its quantity', () => {
  it.each<[string, LineAmountFacts, { amount: number; original: number | null; current: boolean }]>([
    [
      'calculated for its quantity: the calculator’s line total',
      { quantity: 2, lineTotal: 79.8, lineTotalOriginal: null, calculatedQuantity: 2, unitPrice: 39.9, product: bread },
      { amount: 79.8, original: null, current: true },
    ],
    [
      'a mix-and-match line as calculated (3 for 2)',
      { quantity: 3, lineTotal: 79.8, lineTotalOriginal: 119.7, calculatedQuantity: 3, unitPrice: 39.9, product: bread },
      { amount: 79.8, original: 119.7, current: true },
    ],
    [
      'raised to 2 and the calculation failed: 2 × the unit price, not the 1-loaf total',
      { quantity: 2, lineTotal: 39.9, lineTotalOriginal: null, calculatedQuantity: 1, unitPrice: 39.9, product: bread },
      { amount: 79.8, original: null, current: false },
    ],
    [
      'never calculated: the product’s own price',
      { quantity: 1, lineTotal: null, lineTotalOriginal: null, calculatedQuantity: null, unitPrice: null, product: bread },
      { amount: 39.9, original: null, current: false },
    ],
    [
      'never calculated, on offer: the struck price too',
      { quantity: 2, lineTotal: null, lineTotalOriginal: null, calculatedQuantity: null, unitPrice: null, product: pizza },
      { amount: 119.8, original: 159.8, current: false },
    ],
    [
      'stored before calculatedQuantity existed: not current',
      { quantity: 1, lineTotal: 39.9, lineTotalOriginal: null, product: bread },
      { amount: 39.9, original: null, current: false },
    ],
    [
      'the calculator’s unit price wins over the product’s',
      {
        quantity: 3,
        lineTotal: 36,
        lineTotalOriginal: null,
        calculatedQuantity: 2,
        unitPrice: 18,
        product: { price: 19.9, priceOriginal: null },
      },
      { amount: 54, original: null, current: false },
    ],
    [
      'rounded to øre',
      { quantity: 3, lineTotal: null, lineTotalOriginal: null, calculatedQuantity: null, unitPrice: 4.84, product: bread },
      { amount: 14.52, original: null, current: false },
    ],
  ])('%s', (_name, item, expected) => {
    expect(cartLineAmount(item)).toEqual(expected);
  });
});

describe('cartCalculationKey', () => {
  const base = {
    items: [
      { ean: 'A', quantity: 1 },
      { ean: 'B', quantity: 2 },
    ],
    bagType: 'PLAST' as const,
    serviceFeeType: null,
    handoverType: 'Store' as const,
    gln: '7080001150488',
    windowId: null,
  };

  it.each([
    [
      'a quantity',
      {
        items: [
          { ean: 'A', quantity: 2 },
          { ean: 'B', quantity: 2 },
        ],
      },
    ],
    ['a removed line', { items: [{ ean: 'A', quantity: 1 }] }],
    ['the bag type', { bagType: 'PAPIR' as const }],
    ['the service fee type', { serviceFeeType: 'INVOICE' as const }],
    ['the handover type', { handoverType: 'Delivery' as const }],
    ['the store', { gln: '7080001000000' }],
    ['the window', { windowId: 'S-7080001150488-20250602-1000' }],
  ])('changes with %s', (_name, change) => {
    expect(cartCalculationKey({ ...base, ...change })).not.toBe(cartCalculationKey(base));
  });

  it('is the same for the same cart', () => {
    expect(cartCalculationKey({ ...base, items: base.items.map((item) => ({ ...item })) })).toBe(cartCalculationKey(base));
  });
});
