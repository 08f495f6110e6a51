import { activateCoupon } from '../../api/coupons/activate-coupon';
import { getCoupons } from '../../api/coupons/get-coupons';
import type { Coupon } from '../../domain/product';
import { couponActivatedEvent } from '../../rules/tracking';
import { draftsOf } from '../middleware/with-drafts';
import { fullyLoggedInMemberId } from '../selectors';
import type { ShopDependencies, ShopStore } from '../shop-state';

/**
 * Activates a member's coupon (spec section 3: INAKTIV → AKTIV): the platform's answer marks the coupon active on the
 * products read (and the cart's lines), and a coupon_activated event goes to the data layer (spec section 7). Members
 * only (fully logged in); a refusal (a used coupon, 422) rejects with the platform's error, and nothing changes. A
 * module of its own, fetched on the first activation: product pages that never activate one do not load it. Its change
 * is a recipe: immer is handed to the store first.
 */
export async function activateMemberCoupon(dependencies: ShopDependencies, store: ShopStore, couponId: string): Promise<void> {
  const set = draftsOf(store);
  const get = store.getState;
  const member = fullyLoggedInMemberId(get());
  if (member === null || typeof couponId !== 'string' || couponId === '') {
    dependencies.logger.warn('activateCoupon needs a logged-in member and a coupon id');
    return;
  }
  const coupon = await activateCoupon(dependencies.api.request, member, couponId);
  set((state) => {
    for (const product of Object.values(state.catalog.products)) {
      if (product.coupon?.couponId === coupon.couponId) {
        product.coupon.status = coupon.status;
      }
    }
    for (const item of state.cart.items) {
      if (item.product.coupon?.couponId === coupon.couponId) {
        item.product.coupon.status = coupon.status;
      }
    }
  });
  const product = coupon.productEan === null ? null : (get().catalog.products[coupon.productEan] ?? null);
  dependencies.track(couponActivatedEvent(coupon, product));
}

/** The fully logged-in member's coupons (spec section 3, every field), read from the platform; none for anyone else. */
export async function loadMemberCoupons(dependencies: ShopDependencies, store: ShopStore): Promise<Coupon[]> {
  const member = fullyLoggedInMemberId(store.getState());
  return member === null ? [] : await getCoupons(dependencies.api.request, member);
}
