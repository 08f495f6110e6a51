import type { Request } from '../request';
import { decodeReservationConfiguration } from './decode-handover';

/** Spec section 7: `GET /sylinder/hentevinduer/reservasjoner/v1/api/configuration`; null when it names no length. */
export async function getReservationConfiguration(request: Request): Promise<{ reservationDurationInMinutes: number | null }> {
  return request({
    path: '/sylinder/hentevinduer/reservasjoner/v1/api/configuration',
    decode: decodeReservationConfiguration,
    noncritical: true,
  });
}
