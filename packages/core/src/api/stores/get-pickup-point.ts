import type { StoreLocation } from '../../domain/store';
import type { Request } from '../request';
import { decodeStoreLocation } from './decode-store';

/** Spec section 7: `GET /api/pickup/{chainid}/{id}?store_format=mapped`. */
export function getPickupPoint(request: Request, id: string): Promise<StoreLocation> {
  return request({
    path: `/api/pickup/{chainid}/${encodeURIComponent(id)}`,
    query: { store_format: 'mapped' },
    decode: decodeStoreLocation,
  });
}
