import type { Coordinates, WindowTag } from '../../domain/extended-user';
import type { HandoverType, StoreLocation } from '../../domain/store';
import type {
  CoverageResult,
  DeliveryAddress,
  DeliveryLocation,
  HandoverDay,
  HandoverOption,
  HandoverProduct,
  HandoverValidationError,
  HandoverWindow,
  Reservation,
  UnavailableProduct,
} from '../../rules/handover/handover-types';
import { array, boolean, DecodeError, type Decoder, idString, nullable, number, object, oneOf, string, withDefault } from '../decode';
import { decodeCoordinates } from '../extended-user/decode-extended-user';
import { decodeHandoverType, decodeStoreLocation } from '../stores/decode-store';

const text = withDefault(string, '');
const flag = withDefault(boolean, false);
const optionalText = nullable(string);

function asRecord(value: unknown, path: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new DecodeError(path, 'an object');
  }
  return value as Record<string, unknown>;
}

/** An address from the national address register (spec section 7, address search). */
export interface AddressSuggestion {
  street: string;
  number: string;
  letter: string;
  postalCode: string;
  city: string;
  /** Street, number and letter as one line. */
  address: string;
  coordinates: Coordinates | null;
}

/** Spec section 7: the coordinates come as coordinates, location or position. */
export const decodeAddressSuggestion: Decoder<AddressSuggestion> = (value, path) => {
  const record = asRecord(value, path);
  const fields = object({
    street: text,
    number: withDefault(idString, ''),
    letter: text,
    postalCode: withDefault(idString, ''),
    city: text,
    address: text,
  })(record, path);
  const key = ['coordinates', 'location', 'position'].find((name) => record[name] !== undefined && record[name] !== null);
  const coordinates = key === undefined ? null : decodeCoordinates(record[key], `${path}.${key}`);
  const address = fields.address !== '' ? fields.address : `${fields.street} ${fields.number}${fields.letter}`.trim();
  return { ...fields, address, coordinates };
};

/** Spec section 5: only results with street and city are kept. */
export const decodeAddressSuggestions: Decoder<AddressSuggestion[]> = (value, path) =>
  array(decodeAddressSuggestion)(value, path).filter((address) => address.street.trim() !== '' && address.city.trim() !== '');

export const decodeCoverage: Decoder<CoverageResult> = object<CoverageResult>({
  closestStore: nullable(decodeStoreLocation),
  bestPrice: withDefault(number, 0),
  bestPriceThreshold: withDefault(number, 0),
  deliveryThreshold: withDefault(number, 0),
});

export const decodeHandoverProduct: Decoder<HandoverProduct> = object<HandoverProduct>({
  price: number,
  priceIntervalFrom: withDefault(number, 0),
  priceIntervalTo: nullable(number),
  deadline: string,
  ean: idString,
  flexibility: (value) => (value === 'FLEXI' ? 'FLEXI' : ''),
  title: text,
});

const decodeValidationError: Decoder<HandoverValidationError> = object<HandoverValidationError>({ parameter: string, error: text });

const decodeWindowTag: Decoder<WindowTag> = object<WindowTag>({ type: string, guaranteed: flag, bonusPercent: nullable(number) });

/** A store listed by glns only: the gln is all that is known. */
function storeOfGln(gln: string): StoreLocation {
  return { gln, pickupGln: gln, name: 'Ukjent', address: '', postalCode: '', city: '', county: '' };
}

export function createDeliveryAddressDecoder(programName: string): Decoder<DeliveryAddress> {
  return (value, path) => {
    const record = asRecord(value, path);
    const fields = object({
      firstName: text,
      lastName: text,
      address: text,
      postalCode: withDefault(idString, ''),
      city: text,
      deliveryComment: text,
      coordinates: decodeCoordinates,
      isAlternativeAddress: flag,
    })(record, path);
    const loyaltyKey = `is${programName}Address`;
    return { ...fields, isLoyaltyAddress: flag(record[loyaltyKey], `${path}.${loyaltyKey}`) };
  };
}

/**
 * A delivery location; a store option lists stores as its locations (spec: "for store pickup: a store, with no
 * address"). `stores` may be stores or their glns.
 */
export function createDeliveryLocationDecoder(programName: string): Decoder<DeliveryLocation> {
  const decodeAddress = createDeliveryAddressDecoder(programName);
  return (value, path) => {
    const record = asRecord(value, path);
    if (typeof record.gln === 'string' || typeof record.gln === 'number') {
      return { address: null, store: decodeStoreLocation(record, path), stores: [] };
    }
    const store = nullable(decodeStoreLocation)(record.store, `${path}.store`);
    const stores = withDefault(
      array<StoreLocation>((entry, entryPath) => {
        if (typeof entry === 'string' || typeof entry === 'number') {
          const gln = String(entry);
          return store !== null && store.gln === gln ? store : storeOfGln(gln);
        }
        return decodeStoreLocation(entry, entryPath);
      }),
      [],
    )(record.stores, `${path}.stores`);
    return { address: nullable(decodeAddress)(record.address, `${path}.address`), store, stores };
  };
}

export function createHandoverOptionsDecoder(programName: string): Decoder<HandoverOption[]> {
  return array(
    object<HandoverOption>({
      handoverType: decodeHandoverType,
      handoverProducts: withDefault(array(decodeHandoverProduct), []),
      locations: withDefault(array(createDeliveryLocationDecoder(programName)), []),
      validation: withDefault(array(decodeValidationError), []),
      closestStoreOrPickupPoint: nullable(decodeStoreLocation),
    }),
  );
}

const decodeUnavailableProduct: Decoder<UnavailableProduct> = object<UnavailableProduct>({
  ean: idString,
  periodType: oneOf(['DATE', 'DAY', 'LEADTIMEPRODUCT', 'SUPPLIERPRODUCT']),
  from: nullable(string),
  to: nullable(string),
});

/** Spec section 3: a window; isTriple{product} becomes isTripleBonus. */
export function createHandoverWindowDecoder(programName: string): Decoder<HandoverWindow> {
  const tripleKey = `isTriple${programName}`;
  return (value, path) => {
    const record = asRecord(value, path);
    const window = object<Omit<HandoverWindow, 'isTripleBonus'>>({
      windowId: idString,
      displayFrom: string,
      displayTo: string,
      from: string,
      to: string,
      capacity: number,
      isTemporarilyDisabled: flag,
      handoverProducts: withDefault(array(decodeHandoverProduct), []),
      unavailableProducts: withDefault(array(decodeUnavailableProduct), []),
      notAvailableForProducts: withDefault(array(idString), []),
      alcoholAllowed: withDefault(boolean, true),
      ageRestrictedProductsAllowed: withDefault(boolean, true),
      supplierOrderDeadline: optionalText,
      carrierWindowId: nullable(idString),
      windowTags: withDefault(array(decodeWindowTag), []),
      gln: nullable(idString),
    })(record, path);
    return { ...window, isTripleBonus: flag(record[tripleKey], `${path}.${tripleKey}`) };
  };
}

/** The answer of a window call: `{ days: [...] }`. */
export function createHandoverDaysDecoder(programName: string): Decoder<HandoverDay[]> {
  const tripleKey = `isTriple${programName}`;
  const decodeWindow = createHandoverWindowDecoder(programName);
  const decodeDay: Decoder<HandoverDay> = (value, path) => {
    const record = asRecord(value, path);
    return {
      date: string(record.date, `${path}.date`),
      isTripleBonus: flag(record[tripleKey], `${path}.${tripleKey}`),
      handoverWindows: withDefault(array(decodeWindow), [])(record.handoverWindows, `${path}.handoverWindows`),
    };
  };
  return (value, path) => withDefault(array(decodeDay), [])(asRecord(value, path).days, `${path}.days`);
}

/** Spec section 3: the platform's reservation, kept locally with English names (the handover type is ours). */
export function createReservationDecoder(handoverType: HandoverType): Decoder<Reservation> {
  return (value, path) => {
    const answer = object({
      id: idString,
      gln: idString,
      hentevinduId: idString,
      hentevinduStart: string,
      hentevinduSlutt: string,
      medlemId: idString,
      reservertTil: string,
    })(value, path);
    if (Number.isNaN(Date.parse(answer.reservertTil))) {
      throw new DecodeError(`${path}.reservertTil`, 'a date');
    }
    return {
      reservationId: answer.id,
      pickupGln: answer.gln,
      windowId: answer.hentevinduId,
      from: answer.hentevinduStart,
      to: answer.hentevinduSlutt,
      reservedTo: answer.reservertTil,
      memberId: answer.medlemId,
      handoverType,
    };
  };
}

/** A store or pickup point from the pickup-point service (hentepunkter), with the fields it adds. */
export interface PickupPoint
  extends Omit<
    StoreLocation,
    | 'deviationInfo'
    | 'deviationInfoDisplayFrom'
    | 'deviationInfoDisplayTo'
    | 'pickupPointDescription'
    | 'municipality'
    | 'location'
    | 'phoneNumber'
    | 'chainId'
  > {
  municipality: string;
  location: Coordinates | null;
  phoneNumber: string | null;
  chainId: string;
  deviationInfo: string | null;
  /** ISO; when the deviation info is shown from. */
  deviationInfoDisplayFrom: string | null;
  deviationInfoDisplayTo: string | null;
  pickupPointDescription: string | null;
}

const decodePosition: Decoder<Coordinates | null> = nullable((value, path) => {
  const position = object({ breddegrad: number, lengdegrad: number })(value, path);
  return { lat: position.breddegrad, lon: position.lengdegrad };
});

/** Spec section 7: a hentepunkter row; gln is the pickup point, plukkbutikkGln the store that picks. */
export const decodePickupPoint: Decoder<PickupPoint> = (value, path) => {
  const row = object({
    adresse: text,
    kjedeId: withDefault(idString, ''),
    poststed: text,
    fylkeNavn: text,
    informasjonsmelding: optionalText,
    informasjonstekstSynligFra: optionalText,
    informasjonstekstSynligTil: optionalText,
    plukkbutikkGln: nullable(idString),
    posisjon: decodePosition,
    kommuneNavn: text,
    navn: withDefault(string, 'Ukjent'),
    telefonNr: nullable(idString),
    gln: idString,
    hentebeskrivelse: optionalText,
    postnummer: withDefault(idString, ''),
  })(value, path);
  return {
    gln: row.plukkbutikkGln ?? row.gln,
    pickupGln: row.gln,
    name: row.navn,
    address: row.adresse,
    postalCode: row.postnummer,
    city: row.poststed,
    county: row.fylkeNavn,
    municipality: row.kommuneNavn,
    location: row.posisjon,
    phoneNumber: row.telefonNr,
    chainId: row.kjedeId,
    deviationInfo: row.informasjonsmelding,
    deviationInfoDisplayFrom: row.informasjonstekstSynligFra,
    deviationInfoDisplayTo: row.informasjonstekstSynligTil,
    pickupPointDescription: row.hentebeskrivelse,
  };
};

export const decodePickupPoints: Decoder<PickupPoint[]> = array(decodePickupPoint);

export const decodeReservationConfiguration: Decoder<{ reservationDurationInMinutes: number | null }> = object({
  reservationDurationInMinutes: nullable(number),
});
