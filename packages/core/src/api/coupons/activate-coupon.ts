import { COUPON_STATUSES, type CouponStatus } from '../../domain/product';
import { idString, nullable, object, oneOf, string, withDefault } from '../decode';
import type { Request } from '../request';

/** The fields of an activated coupon Kurv reads (spec section 3, "Coupon"). */
export interface ActivatedCoupon {
  couponId: string;
  couponTitle: string;
  productEan: string | null;
  status: CouponStatus;
}

const decodeActivatedCoupon = object<ActivatedCoupon>({
  couponId: idString,
  couponTitle: withDefault(string, ''),
  productEan: withDefault(nullable(string), null),
  status: oneOf(COUPON_STATUSES),
});

/**
 * Activates a member's coupon (spec section 7 names coupon activation, not its call; ours, as the simulator answers it):
 * `PUT /api/coupons/{chainid}/{memberId}/{couponId}/activate` answers the coupon, now AKTIV. A used coupon (BRUKT) is
 * refused with 422 and the platform's message.
 */
export function activateCoupon(request: Request, memberId: string, couponId: string): Promise<ActivatedCoupon> {
  return request({
    path: `/api/coupons/{chainid}/${encodeURIComponent(memberId)}/${encodeURIComponent(couponId)}/activate`,
    method: 'PUT',
    decode: decodeActivatedCoupon,
  });
}
