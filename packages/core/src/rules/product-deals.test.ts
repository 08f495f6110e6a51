import { describe, expect, it } from 'vitest';
import type { ProductCoupon } from '../domain/product';
import { productDeals } from './product-deals';

describe('productDeals', () => {
  it.each<[string, string | null, ProductCoupon | null, boolean, ReturnType<typeof productDeals>]>([
    ['no promotion, no coupon', null, null, true, { promotionName: null, couponActive: false }],
    ['a mix-and-match', '3 for 2', null, true, { promotionName: '3 for 2', couponActive: false }],
    ['a name with spaces around', '  3 for 2 ', null, true, { promotionName: '3 for 2', couponActive: false }],
    ['a blank name', '  ', null, true, { promotionName: null, couponActive: false }],
    ['an active coupon', null, { couponId: 'K', status: 'AKTIV' }, true, { promotionName: null, couponActive: true }],
    ['an inactive coupon', null, { couponId: 'K', status: 'INAKTIV' }, true, { promotionName: null, couponActive: false }],
    ['a used coupon', null, { couponId: 'K', status: 'BRUKT' }, true, { promotionName: null, couponActive: false }],
    ['an active coupon with coupons off', null, { couponId: 'K', status: 'AKTIV' }, false, { promotionName: null, couponActive: false }],
    ['both', '3 for 2', { couponId: 'K', status: 'AKTIV' }, true, { promotionName: '3 for 2', couponActive: true }],
    ['both with coupons off', '3 for 2', { couponId: 'K', status: 'AKTIV' }, false, { promotionName: '3 for 2', couponActive: false }],
  ])('%s', (_situation, promotionDisplayName, coupon, coupons, deals) => {
    expect(productDeals({ promotionDisplayName, coupon }, { coupons })).toEqual(deals);
  });
});

describe('productDeals with the site’s campaigns (settings campaignIds)', () => {
  it.each<[string, string | null, string[], string | null]>([
    ['a promotion of a listed campaign', 'MIXMATCH', ['MIXMATCH'], '3 for 2'],
    ['a promotion of another campaign', 'MIXMATCH', ['UKESBONUS'], null],
    ['every campaign while the list is empty', 'MIXMATCH', [], '3 for 2'],
    ['a promotion of no campaign', null, ['UKESBONUS'], '3 for 2'],
  ])('%s', (_situation, campaignId, campaignIds, promotionName) => {
    const deals = productDeals({ promotionDisplayName: '3 for 2', coupon: null, campaignId }, { coupons: true, campaignIds });
    expect(deals.promotionName).toBe(promotionName);
  });
});
