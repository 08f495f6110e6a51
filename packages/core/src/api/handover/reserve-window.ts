import type { HandoverType } from '../../domain/store';
import type { Reservation } from '../../rules/handover/handover-types';
import type { Request } from '../request';
import { createReservationDecoder } from './decode-handover';

/** What a reservation is made of, in our names. */
export interface ReserveWindowInput {
  chainId: string;
  /** The pickup point (a store's own gln for a store). */
  pickupGln: string;
  windowId: string;
  from: string;
  to: string;
  carrierWindowId: string | null;
  handoverType: HandoverType;
  signal?: AbortSignal;
}

/**
 * Spec section 7: `POST /sylinder/hentevinduer/reservasjoner/v1/api` with the Norwegian body (kjedeId, gln, id,
 * hentevinduStart, hentevinduSlutt, leverandoerHentevinduId, type). `type` is the handover type as we name it (the
 * spec does not give its values).
 */
export function reserveWindow(request: Request, input: ReserveWindowInput): Promise<Reservation> {
  return request({
    path: '/sylinder/hentevinduer/reservasjoner/v1/api',
    method: 'POST',
    body: {
      kjedeId: input.chainId,
      gln: input.pickupGln,
      id: input.windowId,
      hentevinduStart: input.from,
      hentevinduSlutt: input.to,
      leverandoerHentevinduId: input.carrierWindowId,
      type: input.handoverType,
    },
    decode: createReservationDecoder(input.handoverType),
    signal: input.signal,
  });
}
