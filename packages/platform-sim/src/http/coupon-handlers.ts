import { HttpResponse, http } from 'msw';
import { addCalendarDays, osloDate, simNow } from '../clock';
import { authenticateRequest } from '../model/sessions';
import type { SimState } from '../model/sim-state';
import type { SeedCoupon } from '../seed/coupons';
import { platformError, unauthorized } from './platform-http';

/** The platform's answer for activating a used coupon. */
export const USED_COUPON_MESSAGE = 'Kupongen er allerede brukt og kan ikke aktiveres.';

/** A coupon as the platform answers it (spec section 3, "Coupon"): validity as dates (yyyy-MM-dd) around `today`. */
export function toCouponPayload(coupon: SeedCoupon, today: string) {
  const { validFromInDays, validToInDays, ...fields } = coupon;
  return { ...fields, validFrom: addCalendarDays(today, validFromInDays), validTo: addCalendarDays(today, validToInDays) };
}

/**
 * A member's coupons (ours: the spec names the entity and the activation, not the calls):
 * `GET /api/coupons/{chainid}/{memberId}` lists them, `PUT /api/coupons/{chainid}/{memberId}/{couponId}/activate` turns
 * an inactive (INAKTIV) coupon active (AKTIV; already active stays so), refuses a used one (BRUKT) with 422. Both need the
 * member's own token: 401 without a valid one, 403 for another member.
 */
export function couponHandlers(state: SimState) {
  return [
    http.get('*/api/coupons/:chainId/:memberId', ({ request, params }) => {
      const session = authenticateRequest(state, request);
      if (!session) {
        return unauthorized();
      }
      if (params.memberId !== session.memberId) {
        return platformError(403, 'Forbidden');
      }
      const today = osloDate(simNow(state));
      return HttpResponse.json((state.coupons[session.memberId] ?? []).map((coupon) => toCouponPayload(coupon, today)));
    }),
    http.put('*/api/coupons/:chainId/:memberId/:couponId/activate', ({ request, params }) => {
      const session = authenticateRequest(state, request);
      if (!session) {
        return unauthorized();
      }
      if (params.memberId !== session.memberId) {
        return platformError(403, 'Forbidden');
      }
      const coupon = state.coupons[session.memberId]?.find((candidate) => candidate.couponId === params.couponId);
      if (!coupon) {
        return platformError(404, `Could not find coupon ${String(params.couponId)}`);
      }
      if (coupon.status === 'BRUKT') {
        return platformError(422, USED_COUPON_MESSAGE);
      }
      coupon.status = 'AKTIV';
      return HttpResponse.json(toCouponPayload(coupon, osloDate(simNow(state))));
    }),
  ];
}
