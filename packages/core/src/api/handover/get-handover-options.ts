import type { HandoverOption } from '../../rules/handover/handover-types';
import type { Decoder } from '../decode';
import type { Request } from '../request';

export interface HandoverOptionsQuery {
  postalCode?: string | null;
  /** The anonymous shopper's address (spec section 6: the options query includes address hint and coordinates). */
  addressHint?: string | null;
  lat?: number | null;
  lon?: number | null;
}

/** Spec section 7: `GET /api/handoveroptions/{chainid}`, one option per handover type. */
export function getHandoverOptions(
  request: Request,
  decode: Decoder<HandoverOption[]>,
  query: HandoverOptionsQuery = {},
): Promise<HandoverOption[]> {
  return request({
    path: '/api/handoveroptions/{chainid}',
    query: { postalCode: query.postalCode || undefined, addressHint: query.addressHint || undefined, lat: query.lat, lon: query.lon },
    decode,
  });
}
