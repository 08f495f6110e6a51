import type { Request } from '../request';
import { decodePickupPoints, type PickupPoint } from './decode-handover';

export interface PickupPointsQuery {
  address?: string | null;
  postalCode?: string | null;
  lat?: number | null;
  lon?: number | null;
}

/** Spec section 7: `GET /sylinder/hentevinduer/hentepunkter/v1?kjedeId&adresse&postnummer&lat&lon`. */
export function getPickupPoints(request: Request, chainId: string, query: PickupPointsQuery = {}): Promise<PickupPoint[]> {
  return request({
    path: '/sylinder/hentevinduer/hentepunkter/v1',
    query: {
      kjedeId: chainId,
      adresse: query.address || undefined,
      postnummer: query.postalCode || undefined,
      lat: query.lat,
      lon: query.lon,
    },
    decode: decodePickupPoints,
  });
}
