import { UNKNOWN_STORE_NAME } from '../../constants';
import type { HandoverType, StoreLocation } from '../../domain/store';
import { DecodeError, type Decoder, idString, nullable, object, string, withDefault } from '../decode';

/** Spec section 9: a store's name, 'Ukjent' when the platform sends none, null or a blank one. */
const decodeStoreName: Decoder<string> = (value, path) => {
  // Inline rather than format/fallback's storeNameOrFallback: this decoder is in the first load (scripts/size.mjs).
  const name = nullable(string)(value, path)?.trim();
  return name || UNKNOWN_STORE_NAME;
};

const OPTIONAL_TEXT_FIELDS = ['deviationInfo', 'deviationInfoDisplayFrom', 'deviationInfoDisplayTo', 'pickupPointDescription'] as const;

export const decodeStoreLocation: Decoder<StoreLocation> = (value, path) => {
  const store = object({
    gln: idString,
    pickupGln: withDefault(idString, ''),
    name: decodeStoreName,
    address: withDefault(string, ''),
    postalCode: withDefault(idString, ''),
    city: withDefault(string, ''),
    county: withDefault(string, ''),
  })(value, path);
  // Spec section 3: pickupGln equals gln for a store.
  const location: StoreLocation = { ...store, pickupGln: store.pickupGln === '' ? store.gln : store.pickupGln };
  // Spec section 3's deviation and description fields: kept only when the platform sends a text.
  const record = value as Record<string, unknown>;
  for (const field of OPTIONAL_TEXT_FIELDS) {
    const text = nullable(string)(record[field], `${path}.${field}`);
    if (text !== null && text !== '') {
      location[field] = text;
    }
  }
  return location;
};

/** Spec section 3: handover type BUTIKK/HJEM in one set, Store/Delivery in the other. */
export const decodeHandoverType: Decoder<HandoverType> = (value, path) => {
  switch (value) {
    case 'BUTIKK':
    case 'Store':
      return 'Store';
    case 'HJEM':
    case 'Delivery':
      return 'Delivery';
    default:
      throw new DecodeError(path, 'one of BUTIKK, HJEM, Store, Delivery');
  }
};
