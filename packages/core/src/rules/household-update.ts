import { COORDINATE_MAX_LENGTH } from '../constants';
import type { Coordinates, HandoverInfo } from '../domain/extended-user';

/** Spec section 5: the message when a store/handover update lacks either part. */
export const STORE_UPDATE_INVALID_INPUT = 'Invalid input, «storeGln» and «handoverInfo» are both required';

export interface StoreAndHandoverChange {
  storeGln: string | null | undefined;
  /** The pickup point; equals the store for a store pickup. */
  pickupPointGln?: string | null;
  handoverInfo: HandoverInfo | null | undefined;
  deliveryComment?: string | null;
}

/** The body of `PUT /api/extended-user/{chainid}/household`. */
export interface HouseholdHandoverBody {
  deliveryComment: string;
  prefferedStoreId: string;
  pickupStoreId: string;
  handoverInfo: Record<string, unknown>;
}

/** Spec section 5: lat/lon are cut to 15 characters. */
export function truncateCoordinate(value: number): number {
  return Number(String(value).slice(0, COORDINATE_MAX_LENGTH));
}

function truncateCoordinates(coordinates: Coordinates | null): Coordinates | null {
  return coordinates === null ? null : { lat: truncateCoordinate(coordinates.lat), lon: truncateCoordinate(coordinates.lon) };
}

function sameCoordinates(a: Coordinates | null, b: Coordinates | null): boolean {
  return a === b || (a !== null && b !== null && a.lat === b.lat && a.lon === b.lon);
}

/**
 * Builds the household body of spec sections 4 and 5: both storeGln and handoverInfo required;
 * a missing gln sent as '0'; an empty delivery comment as ''; coordinates reset when the address
 * or postal code changed but the coordinates did not; lat/lon cut to 15 characters.
 */
export function toHouseholdHandoverBody(change: StoreAndHandoverChange, previous: HandoverInfo | null): HouseholdHandoverBody {
  if (change.storeGln === undefined || change.handoverInfo === null || change.handoverInfo === undefined) {
    throw new Error(STORE_UPDATE_INVALID_INPUT);
  }
  const storeGln = change.storeGln === null || change.storeGln.trim() === '' ? '0' : change.storeGln;
  const pickupPointGln =
    change.pickupPointGln === null || change.pickupPointGln === undefined || change.pickupPointGln.trim() === ''
      ? storeGln
      : change.pickupPointGln;
  const info = change.handoverInfo;
  let deliveryInfo = info.deliveryInfo;
  if (deliveryInfo !== null) {
    const before = previous?.deliveryInfo ?? null;
    const addressChanged = before !== null && (before.address !== deliveryInfo.address || before.postalCode !== deliveryInfo.postalCode);
    const coordinates = addressChanged && sameCoordinates(before.coordinates, deliveryInfo.coordinates) ? null : deliveryInfo.coordinates;
    deliveryInfo = { ...deliveryInfo, coordinates: truncateCoordinates(coordinates) };
  }
  return {
    deliveryComment: change.deliveryComment ?? '',
    prefferedStoreId: storeGln,
    pickupStoreId: pickupPointGln,
    handoverInfo: {
      ...info,
      handoverType: info.handoverType === 'Store' ? 'BUTIKK' : 'HJEM',
      storeGln,
      pickupPointGln,
      deliveryInfo,
    },
  };
}

/** Spec section 5: an update is skipped when nothing changed. */
export function isSameHouseholdHandoverBody(a: HouseholdHandoverBody | null, b: HouseholdHandoverBody): boolean {
  return a !== null && JSON.stringify(a) === JSON.stringify(b);
}
