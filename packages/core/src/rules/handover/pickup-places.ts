import type { Coordinates } from '../../domain/extended-user';
import type { StoreLocation } from '../../domain/store';
import type { DeliveryLocation } from './handover-types';

/**
 * Spec section 7: a row of the pickup-point service (`GET /sylinder/hentevinduer/hentepunkter/v1`) as the api decodes
 * it: `gln` is the picking store (plukkbutikkGln), `pickupGln` the point (the row's gln); the texts may be null.
 */
export interface ListedPickupPoint {
  gln: string;
  pickupGln: string;
  name: string;
  address: string;
  postalCode: string;
  city: string;
  county: string;
  /** informasjonsmelding (platform markup), shown between deviationInfoDisplayFrom and deviationInfoDisplayTo. */
  deviationInfo: string | null;
  deviationInfoDisplayFrom: string | null;
  deviationInfoDisplayTo: string | null;
  /** hentebeskrivelse (platform markup). */
  pickupPointDescription: string | null;
}

/** Where the shopper is, as the pickup-point service is asked (kjedeId is the api's). */
export interface PickupPointListQuery {
  address: string | null;
  postalCode: string | null;
  lat: number | null;
  lon: number | null;
}

/** A place the shopper gave: a chosen or saved address, or the member's household. */
export interface ShopperPlace {
  address: string;
  postalCode: string;
  coordinates: Coordinates | null;
}

/**
 * Spec section 7 names the list's query (kjedeId, adresse, postnummer, lat, lon) but not where it comes from. Not in
 * spec: the address the shopper chose or saved (the one the handover options are asked for), else the member's
 * household address; without either, nothing (the service then lists the chain's points unsorted).
 */
export function pickupPointListQuery(chosen: ShopperPlace | null, household: ShopperPlace | null): PickupPointListQuery {
  const place = chosen?.postalCode ? chosen : household?.postalCode ? household : null;
  if (place === null) {
    return { address: null, postalCode: null, lat: null, lon: null };
  }
  return {
    address: place.address.trim() || null,
    postalCode: place.postalCode,
    lat: place.coordinates?.lat ?? null,
    lon: place.coordinates?.lon ?? null,
  };
}

/**
 * A listed pickup point as a location of the store pickup option (spec section 3, "Store / location"): the point's id
 * as pickupGln and its picking store as gln, so that its windows (`/api/handoverwindows/pickuppoint/{chainid}/{id}`),
 * the saved choice and `/api/pickup/{chainid}/{id}` name the point. Null texts are left out; whether the
 * informasjonsmelding shows is storeDeviationText's rule (between informasjonstekstSynligFra and -Til).
 */
export function pickupPointLocation(point: ListedPickupPoint): DeliveryLocation {
  const store: StoreLocation = {
    gln: point.gln,
    pickupGln: point.pickupGln,
    name: point.name,
    address: point.address,
    postalCode: point.postalCode,
    city: point.city,
    county: point.county,
    ...(point.deviationInfo === null ? {} : { deviationInfo: point.deviationInfo }),
    ...(point.deviationInfoDisplayFrom === null ? {} : { deviationInfoDisplayFrom: point.deviationInfoDisplayFrom }),
    ...(point.deviationInfoDisplayTo === null ? {} : { deviationInfoDisplayTo: point.deviationInfoDisplayTo }),
    ...(point.pickupPointDescription === null ? {} : { pickupPointDescription: point.pickupPointDescription }),
  };
  return { address: null, store, stores: [] };
}

/**
 * The places 'Hente selv' lists: the store option's locations as the options give them, then the listed pickup points
 * the options do not have, in the list's order (closest first). A place is one pickup id (pickupGln): a point in both
 * keeps the options' entry (not in spec: the options are what the handover is checked against), and a point listed
 * twice is kept once. With the flag off or the list failed, `listed` is empty and the options' places stay as they are.
 */
export function pickupPlaces(optionLocations: readonly DeliveryLocation[], listed: readonly ListedPickupPoint[]): DeliveryLocation[] {
  const seen = new Set(optionLocations.flatMap((location) => (location.store === null ? [] : [location.store.pickupGln])));
  const places = [...optionLocations];
  for (const point of listed) {
    if (point.pickupGln === '' || seen.has(point.pickupGln)) {
      continue;
    }
    seen.add(point.pickupGln);
    places.push(pickupPointLocation(point));
  }
  return places;
}
