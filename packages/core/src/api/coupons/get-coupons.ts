import { COUPON_DISCOUNT_TYPES, COUPON_STATUSES, type Coupon } from '../../domain/product';
import { array, type Decoder, idString, nullable, number, object, oneOf, string, withDefault } from '../decode';
import type { Request } from '../request';

/** Spec section 3's Coupon, every field. */
export const decodeCoupon: Decoder<Coupon> = object<Coupon>({
  couponId: idString,
  couponTitle: withDefault(string, ''),
  campaignName: withDefault(string, ''),
  categoryId: nullable(idString),
  categoryTitle: withDefault(string, ''),
  discountRate: number,
  discountType: oneOf(COUPON_DISCOUNT_TYPES),
  numberOfProducts: withDefault(number, 1),
  productEan: nullable(idString),
  validFrom: string,
  validTo: string,
  status: oneOf(COUPON_STATUSES),
});

/**
 * A member's coupons (spec section 3 names the entity, section 7 not its call; ours, as the simulator answers it):
 * `GET /api/coupons/{chainid}/{memberId}`.
 */
export function getCoupons(request: Request, memberId: string): Promise<Coupon[]> {
  return request({ path: `/api/coupons/{chainid}/${encodeURIComponent(memberId)}`, decode: array(decodeCoupon) });
}
