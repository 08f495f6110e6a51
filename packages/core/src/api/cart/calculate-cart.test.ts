import { describe, expect, it } from 'vitest';
import { DecodeError } from '../decode';
import type { Request } from '../request';
import { calculateCart } from './calculate-cart';

const CART = {
  persistedId: 'c1',
  gln: null,
  handoverType: 'Store',
  bagType: null,
  serviceFeeType: null,
  windowId: null,
  substitutePreference: 'SIMILAR',
  items: [{ ean: 'A', quantity: 3, substitute: true, shouldSlice: false }],
} as const;

const LINE = { ean: 'A', quantity: 3, unitPrice: 39.9, lineTotal: 79.8, lineTotalOriginal: 119.7, weight: 0.6 };
const TOTALS = { calculatorTotal: 79.8, totalWeight: 0.6, totalToPay: 79.8 };

/** A request that answers `answer` after its decoder, as request() does. */
const answering = (answer: unknown): Request =>
  (async (options: { decode?: (value: unknown, path: string) => unknown }) =>
    options.decode ? options.decode(answer, '$') : answer) as unknown as Request;

describe('calculateCart: the savings of the answer', () => {
  it('keeps each line’s savings and the cart’s discounts', async () => {
    const answer = await calculateCart(
      answering({
        items: [{ ...LINE, offerSaving: 0, promotionSaving: 39.9, couponSaving: 0 }],
        totals: TOTALS,
        discounts: { offers: 0, promotions: 39.9, coupons: 0, total: 39.9 },
      }),
      CART,
    );
    expect(answer.items[0]).toMatchObject({ offerSaving: 0, promotionSaving: 39.9, couponSaving: 0 });
    expect(answer.discounts).toEqual({ offers: 0, promotions: 39.9, coupons: 0, total: 39.9 });
  });

  it('reads an answer without savings as none', async () => {
    const answer = await calculateCart(answering({ items: [LINE], totals: TOTALS }), CART);
    expect(answer.items[0]).toMatchObject({ offerSaving: 0, promotionSaving: 0, couponSaving: 0 });
    expect(answer.discounts).toEqual({ offers: 0, promotions: 0, coupons: 0, total: 0 });
  });

  it('refuses a saving that is not a number', async () => {
    await expect(calculateCart(answering({ items: [{ ...LINE, couponSaving: '25,80' }], totals: TOTALS }), CART)).rejects.toBeInstanceOf(
      DecodeError,
    );
  });
});
