import { SEED_ADDRESSES } from '../seed/addresses';
import { SEED_DELIVERY_AREAS, type SeedDeliveryArea } from '../seed/coverage-seed';
import type { SeedStore } from '../seed/seed-types';
import type { SimCoordinates } from '../seed/user-types';
import type { SimState } from './sim-state';

export function isPostalCode(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}$/.test(value);
}

/** A finite number from a query or body value (string or number), else null. */
export function readNumber(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

/** Coordinates from two query or body values, or null unless both are numbers. */
export function readCoordinates(lat: unknown, lon: unknown): SimCoordinates | null {
  const latitude = readNumber(lat);
  const longitude = readNumber(lon);
  return latitude !== null && longitude !== null ? { lat: latitude, lon: longitude } : null;
}

/** Great-circle distance in km. */
export function distanceKm(a: SimCoordinates, b: SimCoordinates): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** The delivery area of a postal code, or null when the chain does not deliver there. */
export function deliveryArea(postalCode: string): SeedDeliveryArea | null {
  return SEED_DELIVERY_AREAS.find((area) => postalCode >= area.fromPostalCode && postalCode <= area.toPostalCode) ?? null;
}

/** A seeded address's place for a postal code (first match), or null. */
export function placeOfPostalCode(postalCode: string): { city: string; coordinates: SimCoordinates } | null {
  const address = SEED_ADDRESSES.find((candidate) => candidate.postalCode === postalCode && candidate.city !== '');
  return address ? { city: address.city, coordinates: address.coordinates } : null;
}

/** The real stores (not parcel lockers) of a chain. */
export function chainStores(state: SimState, chainId: string): SeedStore[] {
  return state.stores.filter((store) => store.chainId === chainId && store.gln === store.pickupGln);
}

/**
 * The stores and pickup points of a chain the shopper can choose: not those known by their id only, nor a store marked
 * inactive (`POST /__sim/stores/{gln}/status`) with the pickup points it picks for.
 */
export function chainPickupPoints(state: SimState, chainId: string): SeedStore[] {
  // not in spec: what an inactive store's status means for the lists; ours, a store that no longer offers pickup.
  return state.stores.filter((store) => store.chainId === chainId && store.unlisted !== true && !state.inactiveStores.has(store.gln));
}

/** The stores and pickup points the handover options offer: the listed ones, less those only the pickup-point list has. */
export function optionPickupPoints(state: SimState, chainId: string): SeedStore[] {
  return chainPickupPoints(state, chainId).filter((store) => store.pickupListOnly !== true);
}

/** The store with this gln (not a parcel locker sharing it). */
export function storeByGln(state: SimState, gln: string): SeedStore | null {
  return state.stores.find((store) => store.gln === gln && store.pickupGln === gln) ?? null;
}

export function pickupPointByGln(state: SimState, pickupGln: string): SeedStore | null {
  return state.stores.find((store) => store.pickupGln === pickupGln) ?? null;
}

/** The candidates sorted by distance from a point (stable; unsorted without a point). */
export function byDistance<T extends { location: SimCoordinates }>(candidates: T[], from: SimCoordinates | null): T[] {
  if (!from) {
    return candidates;
  }
  return [...candidates].sort((a, b) => distanceKm(from, a.location) - distanceKm(from, b.location));
}

export interface SimCoverage {
  /** The store that delivers (the preferred gln when it delivers there, else the closest), or null. */
  closestStore: SeedStore | null;
  /** GLNs of all stores that deliver to the postal code, closest first. */
  stores: string[];
}

/**
 * Who delivers to a postal code: the stores of its delivery area, closest to the coordinates
 * (else to the postal code's place) first; a preferred gln among them wins.
 */
export function coverageOf(
  state: SimState,
  chainId: string,
  postalCode: string,
  coordinates: SimCoordinates | null,
  preferredGln: string | null = null,
): SimCoverage {
  const area = isPostalCode(postalCode) ? deliveryArea(postalCode) : null;
  if (!area) {
    return { closestStore: null, stores: [] };
  }
  const from = coordinates ?? placeOfPostalCode(postalCode)?.coordinates ?? null;
  const areaStores = area.glns
    .map((gln) => storeByGln(state, gln))
    .filter((store): store is SeedStore => store !== null && store.chainId === chainId);
  const stores = byDistance(areaStores, from);
  const preferred = stores.find((store) => store.gln === preferredGln);
  return { closestStore: preferred ?? stores[0] ?? null, stores: stores.map((store) => store.gln) };
}
