import { describe, expect, it } from 'vitest';
import type { SeedCoupon } from '../seed/coupons';
import { DELIVERY_THRESHOLD, STORE_THRESHOLD } from '../seed/coverage-seed';
import type { SeedProduct } from '../seed/seed-types';
import {
  applicableCoupon,
  bagsNeeded,
  calculateCartTotals,
  cartFees,
  couponSaving,
  handoverPrice,
  minimumPurchase,
  mixAndMatchPaidUnits,
  optionPrices,
} from './calculator';

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

describe('mixAndMatchPaidUnits (promotion type code 3)', () => {
  it.each<[number, string | null, number | undefined, number]>([
    // quantity, promotionDisplayName, type code, units paid
    [1, '3 for 2', undefined, 1],
    [2, '3 for 2', undefined, 2],
    [3, '3 for 2', undefined, 2],
    [4, '3 for 2', undefined, 3],
    [6, '3 for 2', undefined, 4],
    [7, '3 for 2', 3, 5],
    [0, '3 for 2', undefined, 0],
    [5, '2 for 1', undefined, 3],
    [4, ' 3 for 2 ', undefined, 3],
    [3, '3 for 2', 1, 3],
    [3, null, undefined, 3],
    [3, 'Kjøp 3, betal for 2', undefined, 3],
    [3, '2 for 3', undefined, 3],
    [3, '3 for 0', undefined, 3],
    [1.5, '3 for 2', undefined, 1.5],
  ])('%s units under %j (type %s) are paid as %s', (quantity, name, typeCode, paid) => {
    expect(mixAndMatchPaidUnits(quantity, name, typeCode)).toBe(paid);
  });
});

const coupon = (status: SeedCoupon['status'], extra: Partial<SeedCoupon> = {}): SeedCoupon => ({
  couponId: `KUP-${status}`,
  couponTitle: '',
  campaignName: '',
  categoryId: '',
  categoryTitle: '',
  discountRate: 20,
  discountType: 'PROSENT',
  numberOfProducts: 1,
  productEan: 'a',
  validFromInDays: -7,
  validToInDays: 14,
  status,
  ...extra,
});

describe('coupons', () => {
  it.each<[string, SeedCoupon[], string | null]>([
    ['an active coupon applies', [coupon('AKTIV')], 'KUP-AKTIV'],
    ['an inactive coupon does not', [coupon('INAKTIV')], null],
    ['a used coupon does not', [coupon('BRUKT')], null],
    ['an active one after an inactive one applies', [coupon('INAKTIV'), coupon('AKTIV')], 'KUP-AKTIV'],
    ['a coupon on another product does not', [coupon('AKTIV', { productEan: 'b' })], null],
    ['an active coupon not valid yet does not', [coupon('AKTIV', { validFromInDays: 1 })], null],
    ['an active coupon that ran out does not', [coupon('AKTIV', { validToInDays: -1 })], null],
    ['an active coupon on its last day applies', [coupon('AKTIV', { validToInDays: 0 })], 'KUP-AKTIV'],
  ])('%s', (_situation, coupons, applied) => {
    expect(applicableCoupon(coupons, 'a')?.couponId ?? null).toBe(applied);
  });

  it.each<[string, SeedCoupon | null, number, number, number]>([
    // coupon, unit price, units paid, saving
    ['no coupon', null, 24.9, 1, 0],
    ['20 % off one unit', coupon('AKTIV'), 129, 1, 25.8],
    ['20 % off one of three units', coupon('AKTIV'), 129, 3, 25.8],
    ['30 % off two of three units', coupon('AKTIV', { discountRate: 30, numberOfProducts: 2 }), 44.9, 3, 26.94],
    ['30 % off two, one unit bought', coupon('AKTIV', { discountRate: 30, numberOfProducts: 2 }), 44.9, 1, 13.47],
    ['10 kr off one unit', coupon('AKTIV', { discountRate: 10, discountType: 'KRONER' }), 59.9, 2, 10],
    ['10 kr off a unit that costs 5 kr (never below 0)', coupon('AKTIV', { discountRate: 10, discountType: 'KRONER' }), 5, 1, 5],
    ['more than 100 % is 100 %', coupon('AKTIV', { discountRate: 150 }), 20, 1, 20],
    ['no units paid', coupon('AKTIV'), 20, 0, 0],
  ])('%s saves the right amount', (_situation, applied, unitPrice, paid, saving) => {
    expect(couponSaving(applied, unitPrice, paid)).toBe(saving);
  });
});

describe('calculateCartTotals with promotions and coupons', () => {
  const shop = new Map<string, SeedProduct>([
    ['chips', product('chips', 39.9, { promotionDisplayName: '3 for 2', weight: 0.2 })],
    ['cheese', product('cheese', 129, { weight: 1 })],
    ['pizza', product('pizza', 59.9, { priceOriginal: 79.9, isOffer: true, weight: 0.575 })],
    ['other-type', product('other-type', 10, { promotionDisplayName: '3 for 2', promotionTypeCode: 7 })],
  ]);

  it.each<[string, number, number, number, number | null]>([
    // ean, quantity, line total, promotion saving, original line total
    ['chips', 2, 79.8, 0, null],
    ['chips', 3, 79.8, 39.9, 119.7],
    ['chips', 4, 119.7, 39.9, 159.6],
    ['chips', 6, 159.6, 79.8, 239.4],
    ['other-type', 3, 30, 0, null],
  ])('%s × %s costs %s kr (promotion saving %s kr, before %s)', (ean, quantity, lineTotal, promotionSaving, original) => {
    const result = calculateCartTotals(shop, [{ ean, quantity }]);
    expect(result).toMatchObject({
      items: [{ ean, lineTotal, promotionSaving, couponSaving: 0, offerSaving: 0, lineTotalOriginal: original }],
      discounts: { offers: 0, promotions: promotionSaving, coupons: 0, total: promotionSaving },
    });
  });

  it.each<[SeedCoupon['status'], number, number]>([
    ['AKTIV', 103.2, 25.8],
    ['INAKTIV', 129, 0],
    ['BRUKT', 129, 0],
  ])('a coupon %s on the cheese makes the line %s kr (saving %s kr)', (status, lineTotal, saving) => {
    const result = calculateCartTotals(shop, [{ ean: 'cheese', quantity: 1 }], { coupons: [coupon(status, { productEan: 'cheese' })] });
    expect(result).toMatchObject({
      items: [{ lineTotal, couponSaving: saving, lineTotalOriginal: saving > 0 ? 129 : null }],
      totals: { calculatorTotal: lineTotal },
      discounts: { coupons: saving, total: saving },
    });
  });

  it('takes a coupon off the offer price of a line on offer, and sums the kinds', () => {
    const result = calculateCartTotals(
      shop,
      [
        { ean: 'pizza', quantity: 2 },
        { ean: 'chips', quantity: 3 },
      ],
      { coupons: [coupon('AKTIV', { productEan: 'pizza', discountRate: 10, discountType: 'KRONER' })], bagType: 'PLAST' },
    );
    expect(result).toMatchObject({
      items: [
        { ean: 'pizza', lineTotal: 109.8, lineTotalOriginal: 159.8, offerSaving: 40, promotionSaving: 0, couponSaving: 10 },
        { ean: 'chips', lineTotal: 79.8, lineTotalOriginal: 119.7, offerSaving: 0, promotionSaving: 39.9, couponSaving: 0 },
      ],
      totals: { calculatorTotal: 189.6, totalToPay: 191.6 },
      discounts: { offers: 40, promotions: 39.9, coupons: 10, total: 89.9 },
    });
  });

  it('gives a guest (no coupons) no coupon saving', () => {
    expect(calculateCartTotals(shop, [{ ean: 'cheese', quantity: 1 }])).toMatchObject({ discounts: { total: 0 } });
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
