import { describe, expect, it } from 'vitest';
import { SEED_COUPONS } from './coupons';
import { SEED_PRODUCTS } from './products';
import { SEED_USERS } from './users';

describe('the seeded coupons', () => {
  it('give every seeded member of the four roles an active, an inactive and a used coupon', () => {
    // The members with address problems (noAddress, addressProblems) are seeded for the handover picker only.
    const roles = ['member', 'simplified', 'corporate', 'associated'];
    for (const seed of Object.values(SEED_USERS).filter((candidate) => roles.includes(candidate.kind))) {
      const statuses = (SEED_COUPONS[seed.extendedUser.currentMember.memberId] ?? []).map((coupon) => coupon.status);
      expect(new Set(statuses), seed.kind).toEqual(new Set(['AKTIV', 'INAKTIV', 'BRUKT']));
    }
  });

  it('have unique ids, one coupon per product for each member, on seeded products, valid today', () => {
    const coupons = Object.values(SEED_COUPONS).flat();
    expect(new Set(coupons.map((coupon) => coupon.couponId)).size).toBe(coupons.length);
    for (const memberCoupons of Object.values(SEED_COUPONS)) {
      expect(new Set(memberCoupons.map((coupon) => coupon.productEan)).size).toBe(memberCoupons.length);
    }
    for (const coupon of coupons) {
      expect(
        SEED_PRODUCTS.some((product) => product.ean === coupon.productEan),
        coupon.couponId,
      ).toBe(true);
      expect(coupon.validFromInDays).toBeLessThanOrEqual(0);
      expect(coupon.validToInDays).toBeGreaterThanOrEqual(0);
    }
  });
});
