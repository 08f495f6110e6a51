import { describe, expect, it } from 'vitest';
import { DELIVERY_THRESHOLD, STORE_THRESHOLD } from '../seed/coverage-seed';
import type { SeedProduct } from '../seed/seed-types';
import { bagsNeeded, calculateCartTotals, cartFees, handoverPrice, minimumPurchase, optionPrices } from './calculator';

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

describe('cartFees', () => {
  it.each([
    // bag type, service fee type, total weight in kg, item count, bag fee, service fee
    [null, null, 5, 2, 0, 0],
    ['PLAST', null, 0, 0, 0, 0],
    ['PLAST', null, 0.2, 1, 2, 0],
    ['PLAST', null, 7, 3, 2, 0],
    ['PLAST', null, 7.001, 3, 4, 0],
    ['PLAST', null, 15, 6, 6, 0],
    ['PAPIR', null, 0.5, 1, 3.5, 0],
    ['PAPIR', null, 14.5, 5, 10.5, 0],
    ['PAPPESKE', null, 19.9, 8, 9.9, 0],
    ['PAPPESKE', null, 20.5, 8, 19.8, 0],
    ['PAPPESKE', null, 45, 12, 29.7, 0],
    [null, 'OPPSKJAERING', 3, 1, 0, 149],
    [null, 'OPPSKJAERING_PRIVAT', 3, 1, 0, 99],
    [null, 'INVOICE', 3, 1, 0, 39],
    ['PAPIR', 'INVOICE', 8, 4, 7, 39],
    ['PAPPESKE', 'OPPSKJAERING', 0, 0, 0, 0],
  ] as const)(
    '%s bags and service fee %s for %s kg in %s lines cost %s kr and %s kr',
    (bagType, serviceFeeType, weight, itemCount, bag, service) => {
      expect(cartFees(bagType, serviceFeeType, weight, itemCount)).toEqual({ bag, service });
    },
  );

  it('needs one bag for a cart of weightless items and none for an empty cart', () => {
    expect(bagsNeeded('PLAST', 0, 2)).toBe(1);
    expect(bagsNeeded('PAPPESKE', 0, 0)).toBe(0);
  });
});

describe('calculateCartTotals with fees', () => {
  const heavy = new Map<string, SeedProduct>([['water', product('water', 24.9, { weight: 1.55 })]]);

  it('adds the bag and service fees to totalToPay', () => {
    const result = calculateCartTotals(heavy, [{ ean: 'water', quantity: 6 }], { bagType: 'PAPIR', serviceFeeType: 'INVOICE' });
    expect(result).toMatchObject({
      totals: { calculatorTotal: 149.4, totalWeight: 9.3, totalToPay: 195.4 },
      fees: { bag: 7, service: 39 },
    });
  });

  it('answers no fees and the store minimum purchase without choices', () => {
    expect(calculateCartTotals(heavy, [{ ean: 'water', quantity: 1 }])).toMatchObject({
      totals: { totalToPay: 24.9 },
      fees: { bag: 0, service: 0 },
      minimumPurchase: STORE_THRESHOLD,
    });
  });

  it('answers the delivery minimum purchase for delivery', () => {
    expect(minimumPurchase('Delivery')).toBe(DELIVERY_THRESHOLD);
    expect(minimumPurchase('Store')).toBe(100);
    // Stavanger's and Sandnes' stores deliver from 400 kr, as their handover options' price intervals start.
    expect(minimumPurchase('Delivery', '7080001150149')).toBe(400);
    expect(minimumPurchase('Delivery', '7080001150156')).toBe(400);
    expect(minimumPurchase('Delivery', '7080001150015')).toBe(DELIVERY_THRESHOLD);
    expect(minimumPurchase('Store', '7080001150149')).toBe(100);
    expect(calculateCartTotals(heavy, [], { handoverType: 'Delivery' })).toMatchObject({
      minimumPurchase: 300,
      fees: { bag: 0, service: 0 },
    });
  });
});

describe('the chosen window’s price and the options’ prices (issue 17)', () => {
  const delivery = [
    { price: 99, priceIntervalFrom: 0, priceIntervalTo: 1000 },
    { price: 49, priceIntervalFrom: 1000, priceIntervalTo: 2000 },
    { price: 0, priceIntervalFrom: 2000, priceIntervalTo: null },
  ];

  it.each([
    [null, 500, null],
    [delivery, 0, 99],
    [delivery, 999.99, 99],
    // The spec's epsilon: 999.99999 counts as 1000.
    [delivery, 999.99999, 49],
    [delivery, 1000, 49],
    [delivery, 1999.5, 49],
    [delivery, 2000, 0],
    [delivery, 1e9, 0],
    [[{ price: 29, priceIntervalFrom: 100, priceIntervalTo: 500 }], 50, null],
  ])('window products %j at %s kr cost %s', (products, total, price) => {
    expect(handoverPrice(products, total)).toBe(price);
  });

  it('adds the window’s price for the cart to totalToPay', () => {
    const result = calculateCartTotals(products, [{ ean: 'a', quantity: 2 }], { bagType: 'PLAST', handoverProducts: delivery });
    expect(result).toMatchObject({
      totals: { calculatorTotal: 49.8, totalToPay: 150.8 },
      fees: { bag: 2, service: 0, handover: 99 },
    });
  });

  it('prices no window when none is chosen, and none for an empty cart', () => {
    expect(calculateCartTotals(products, [{ ean: 'a', quantity: 1 }])).toMatchObject({ fees: { handover: null } });
    expect(calculateCartTotals(products, [], { handoverProducts: delivery })).toMatchObject({
      fees: { handover: null },
      totals: { totalToPay: 0 },
    });
  });

  it('answers each bag type’s and service fee type’s price', () => {
    expect(optionPrices()).toEqual({
      bagTypes: { PLAST: 2, PAPIR: 3.5, PAPPESKE: 9.9 },
      serviceFeeTypes: { OPPSKJAERING: 149, OPPSKJAERING_PRIVAT: 99, INVOICE: 39 },
    });
  });
});
