import type { StoreLocation } from '../../domain/store';
import { type Decoder, idString, nullable, number, object, string } from '../decode';
import { decodeStoreLocation } from './decode-store';

/**
 * The member's store (the extended user's `store`) with spec section 3's other store fields: municipality, phone number,
 * chain id, position and type. Only the host page's `getProfile` reads them (view/host-profile-view.ts, the member's
 * store), so they are decoded with the member, fetched once a member is known, and not with every store of the first
 * load (the handover's store, the pickup points, the anonymous default).
 */
export const decodeMemberStore: Decoder<StoreLocation> = (value, path) => {
  const location = decodeStoreLocation(value, path);
  const record = value as Record<string, unknown>;
  for (const field of ['municipality', 'phoneNumber'] as const) {
    const text = nullable(string)(record[field], `${path}.${field}`);
    if (text !== null && text !== '') {
      location[field] = text;
    }
  }
  const chainId = nullable(idString)(record.chainId, `${path}.chainId`);
  if (chainId !== null) {
    location.chainId = chainId;
  }
  const position = nullable(object({ lat: number, lon: number }))(record.location, `${path}.location`);
  if (position !== null) {
    location.location = position;
  }
  if (record.type === 'STORE') {
    location.type = 'STORE';
  }
  return location;
};
