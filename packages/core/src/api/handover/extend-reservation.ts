import type { HandoverType } from '../../domain/store';
import type { Reservation } from '../../rules/handover/handover-types';
import type { Request } from '../request';
import { createReservationDecoder } from './decode-handover';

/** Spec section 7: `PUT /sylinder/hentevinduer/reservasjoner/v1/api/{id}/extend`; answers the extended reservation. */
export function extendReservation(request: Request, reservationId: string, handoverType: HandoverType): Promise<Reservation> {
  return request({
    path: `/sylinder/hentevinduer/reservasjoner/v1/api/${encodeURIComponent(reservationId)}/extend`,
    method: 'PUT',
    decode: createReservationDecoder(handoverType),
  });
}
