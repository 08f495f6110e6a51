import { describe, expect, it } from 'vitest';
import { productFixture } from '../domain/cart.fixtures';
import type { Product } from '../domain/product';
import { nb } from '../texts/nb';
import { type AddToCartInput, addToCartView } from './add-to-cart-view';

// A Friday in winter time (Oslo is UTC+1).
const now = new Date('2026-03-27T12:00:00Z');
const paracetamol = { atcCode: 'N02BE01', isForChildren: false, restriction: 3 };

function inputFor(product: Partial<Product> | null, facts: Partial<AddToCartInput> = {}): AddToCartInput {
  return {
    ean: 'A',
    product: product === null ? null : productFixture({ ean: 'A', title: 'Tine Lettmelk', ...product }),
    productMissing: false,
    quantity: 0,
    notInStore: false,
    errorText: null,
    otherGroupQuantity: 0,
    originalOrderItems: null,
    picker: 'stepper',
    showsBonuses: false,
    texts: nb,
    ...facts,
  };
}

describe('addToCartView: what the button says', () => {
  it.each([
    {
      situation: 'a product on sale, not in the cart',
      input: inputFor({}),
      shows: { blockedText: null, noticeText: null, labels: [], increaseDisabled: false },
    },
    {
      situation: 'a product not sold online',
      input: inputFor({ isForSale: false }),
      shows: { blockedText: 'Selges ikke på nett', increaseDisabled: true },
    },
    {
      situation: 'a product with its own not-for-sale text',
      input: inputFor({ isForSale: false, notForSaleText: 'Kun i butikk' }),
      shows: { blockedText: 'Kun i butikk' },
    },
    {
      situation: 'a product the catalogue does not know',
      input: inputFor(null, { productMissing: true }),
      shows: { title: null, blockedText: 'Selges ikke på nett', increaseDisabled: false },
    },
    {
      situation: 'no ean on the tag',
      input: inputFor(null, { ean: '' }),
      shows: { blockedText: 'Selges ikke på nett' },
    },
    {
      situation: 'a product out of stock',
      input: inputFor({ isOutOfStock: true }),
      shows: { blockedText: 'Midlertidig utsolgt', increaseDisabled: true },
    },
    {
      situation: 'a product out of stock on a button with ignore-out-of-stock',
      input: inputFor({ isOutOfStock: true, availableInventory: 0 }, { ignoreOutOfStock: true }),
      shows: { blockedText: null, noticeText: null, increaseDisabled: false, maxQuantity: null },
    },
    {
      situation: 'a product out of stock with the site’s allowAddingOutOfStockToCart',
      input: inputFor({ availableInventory: -1 }, { allowAddingOutOfStockToCart: true, quantity: 2 }),
      shows: { blockedText: null, increaseDisabled: false, maxQuantity: null },
    },
    {
      situation: 'ignore-out-of-stock does not sell a product not for sale',
      input: inputFor({ isForSale: false, isOutOfStock: true }, { ignoreOutOfStock: true }),
      shows: { blockedText: 'Selges ikke på nett', increaseDisabled: true },
    },
    {
      situation: 'an out-of-stock product already in the cart keeps its stepper',
      input: inputFor({ isOutOfStock: true }, { quantity: 2 }),
      shows: { blockedText: null, quantity: 2, increaseDisabled: true },
    },
    {
      situation: 'the current store does not carry the cart line',
      input: inputFor({}, { quantity: 1, notInStore: true }),
      shows: { blockedText: null, increaseDisabled: true },
    },
    {
      situation: 'three left in stock: the notice and the label',
      input: inputFor({ availableInventory: 3 }),
      shows: {
        noticeText: 'Det er bare 3 av denne varen igjen på lager.',
        labels: ['Kun 3 tilgjengelig'],
        increaseDisabled: false,
        maxQuantity: 3,
      },
    },
    {
      situation: 'the line holds all the stock',
      input: inputFor({ availableInventory: 3 }, { quantity: 3 }),
      shows: { noticeText: 'Det er bare 3 av denne varen igjen på lager.', increaseDisabled: true },
    },
    {
      situation: 'the per-order maximum is reached',
      input: inputFor({ maxQuantityPerOrder: 2 }, { quantity: 2 }),
      shows: { noticeText: 'Du kan kun kjøpe 2 av denne varen per handel.', labels: ['Maks antall per kunde'], increaseDisabled: true },
    },
    {
      situation: 'a drug whose group has room for one more',
      input: inputFor({ drug: paracetamol }, { quantity: 1, otherGroupQuantity: 1 }),
      shows: { noticeText: null, increaseDisabled: false, maxQuantity: 2 },
    },
    {
      situation: 'a drug whose group is full on the other lines',
      input: inputFor({ drug: paracetamol }, { quantity: 1, otherGroupQuantity: 2 }),
      shows: {
        noticeText: 'Du kan kun kjøpe 3 voksenprodukt med samme virkestoff per handel. Merk at bestiller og mottaker må være samme person.',
        increaseDisabled: true,
        maxQuantity: 1,
      },
    },
    {
      situation: 'a drug not yet in the cart whose group is full',
      input: inputFor({ drug: paracetamol }, { otherGroupQuantity: 3 }),
      shows: { increaseDisabled: true, maxQuantity: 0 },
    },
    {
      situation: 'a failed change of this product',
      input: inputFor({}, { errorText: 'Det har skjedd en feil. Vennligst prøv igjen senere.' }),
      shows: { errorText: 'Det har skjedd en feil. Vennligst prøv igjen senere.' },
    },
  ])('$situation', ({ input, shows }) => {
    expect(addToCartView(input, now)).toMatchObject(shows);
  });
});

describe('addToCartView: the stepper', () => {
  it('steps by the unit rule, and the next step is the quantity plus one step', () => {
    const view = addToCartView(inputFor({ unitRule: 6, availableInventory: 100 }, { quantity: 6 }), now);
    expect(view.step).toBe(6);
    expect(view.maxQuantity).toBe(96);
    expect(view.increaseDisabled).toBe(false);
  });

  it('in an order edit, the original quantity counts as stock', () => {
    const input = inputFor({ isOutOfStock: true }, { quantity: 1, originalOrderItems: [{ ean: 'A', quantity: 2 }] });
    const view = addToCartView(input, now);
    expect(view.blockedText).toBeNull();
    expect(view.increaseDisabled).toBe(false);
    expect(view.maxQuantity).toBe(2);
  });

  it('shows the weight of a product sold by weight', () => {
    const view = addToCartView(inputFor({ productSoldByWeight: true, weight: 0.3 }), now);
    expect(view.soldByWeight).toBe(true);
    expect(view.unitWeight).toBe(0.3);
  });
});

describe('addToCartView: the loyalty bonus', () => {
  it.each([
    ['a member who sees bonuses', true, 10],
    ['an organisation or anonymous shopper', false, null],
  ])('%s', (_situation, showsBonuses, bonusPercent) => {
    expect(addToCartView(inputFor({ bonusPercent: 10 }, { showsBonuses }), now).bonusPercent).toBe(bonusPercent);
  });
});

describe('addToCartView: the site’s campaigns (settings campaignIds)', () => {
  it.each<[string, string | null, string[] | undefined, number | null, string | null]>([
    ['no list: the bonus and the promotion show', 'UKESBONUS', undefined, 10, '3 for 2'],
    ['an empty list shows all', 'UKESBONUS', [], 10, '3 for 2'],
    ['the product’s campaign listed', 'UKESBONUS', ['UKESBONUS'], 10, '3 for 2'],
    ['another campaign listed: neither shows', 'UKESBONUS', ['KIMS-3FOR2'], null, null],
    ['a deal of no campaign shows', null, ['KIMS-3FOR2'], 10, '3 for 2'],
  ])('%s', (_situation, campaignId, campaignIds, bonusPercent, promotionName) => {
    const view = addToCartView(
      inputFor({ bonusPercent: 10, promotionDisplayName: '3 for 2', campaignId }, { showsBonuses: true, campaignIds }),
      now,
    );
    expect({ bonusPercent: view.bonusPercent, promotionName: view.promotionName }).toEqual({ bonusPercent, promotionName });
  });
});

describe('addToCartView: the promotion and the coupon', () => {
  it.each<[string, Partial<Product>, boolean | undefined, { promotionName: string | null; couponActive: boolean }]>([
    ['no deal', {}, undefined, { promotionName: null, couponActive: false }],
    ['a 3 for 2', { promotionDisplayName: '3 for 2' }, undefined, { promotionName: '3 for 2', couponActive: false }],
    ['an active coupon', { coupon: { couponId: 'K', status: 'AKTIV' } }, undefined, { promotionName: null, couponActive: true }],
    ['an active coupon, coupons off', { coupon: { couponId: 'K', status: 'AKTIV' } }, false, { promotionName: null, couponActive: false }],
    ['an inactive coupon', { coupon: { couponId: 'K', status: 'INAKTIV' } }, true, { promotionName: null, couponActive: false }],
    ['a used coupon', { coupon: { couponId: 'K', status: 'BRUKT' } }, true, { promotionName: null, couponActive: false }],
  ])('%s', (_situation, product, showsCoupons, shows) => {
    expect(addToCartView(inputFor(product, { showsCoupons }), now)).toMatchObject(shows);
  });

  it('names nothing before the product is known', () => {
    expect(addToCartView(inputFor(null), now)).toMatchObject({ promotionName: null, couponActive: false });
  });
});
