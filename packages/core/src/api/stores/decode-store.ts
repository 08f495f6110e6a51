import type { HandoverType, StoreLocation } from '../../domain/store';
import { DecodeError, type Decoder, idString, object, string, withDefault } from '../decode';

export const decodeStoreLocation: Decoder<StoreLocation> = (value, path) => {
  const store = object({
    gln: idString,
    pickupGln: withDefault(idString, ''),
    name: withDefault(string, 'Ukjent'),
    address: withDefault(string, ''),
    postalCode: withDefault(idString, ''),
    city: withDefault(string, ''),
    county: withDefault(string, ''),
  })(value, path);
  // Spec section 3: pickupGln equals gln for a store.
  return { ...store, pickupGln: store.pickupGln === '' ? store.gln : store.pickupGln };
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
