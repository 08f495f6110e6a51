import type { StoreLocation } from '../../domain/store';
import { boolean, object } from '../decode';
import type { Request } from '../request';
import { decodeStoreLocation } from './decode-store';

const decodeStatus = object({ isActive: boolean });

/** Spec section 7: `GET /api/stores/{chainid}/{gln}/status`. */
export async function getStoreStatus(request: Request, gln: string): Promise<boolean> {
  return (await request({ path: `/api/stores/{chainid}/${encodeURIComponent(gln)}/status`, decode: decodeStatus })).isActive;
}

/** Spec section 7: `GET /api/pickup/{chainid}/{id}?store_format=mapped`. */
export function getPickupPoint(request: Request, id: string): Promise<StoreLocation> {
  return request({
    path: `/api/pickup/{chainid}/${encodeURIComponent(id)}`,
    query: { store_format: 'mapped' },
    decode: decodeStoreLocation,
  });
}
