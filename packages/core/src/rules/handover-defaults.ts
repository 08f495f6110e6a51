import { SPECIAL_PICKUP_GLN_SUFFIX, SPECIAL_PICKUP_POINT_GLN, SPECIAL_PICKUP_POINT_NAME } from '../constants';
import { EMPTY_HANDOVER_INFO, type HandoverInfo } from '../domain/extended-user';
import type { StoreLocation } from '../domain/store';

/** Spec section 4: a window reset clears times, deadline, windowId, product (and tags); keeps delivery info. */
export function resetWindow(info: HandoverInfo): HandoverInfo {
  return { ...EMPTY_HANDOVER_INFO, handoverType: info.handoverType, deliveryInfo: info.deliveryInfo };
}

/**
 * Spec section 4, on user load: no handover type, or a type other than store without delivery
 * info, becomes store pickup with an empty window; a deadline that has passed resets the window.
 */
export function normalizeLoadedHandover(info: HandoverInfo | null, now: Date): HandoverInfo {
  if (info === null || !info.handoverType || (info.handoverType !== 'Store' && info.deliveryInfo === null)) {
    return { ...EMPTY_HANDOVER_INFO, handoverType: 'Store' };
  }
  if (info.deadline !== null && Date.parse(info.deadline) <= now.getTime()) {
    return resetWindow(info);
  }
  return info;
}

/**
 * Spec section 4: a store handover for the pickup point whose gln ends in 0488 gets pickupGln
 * 667 and the name 'MENY Bryn Henteskap'.
 */
export function applySpecialPickupPoint(store: StoreLocation, handoverType: HandoverInfo['handoverType']): StoreLocation {
  if (handoverType === 'Store' && store.gln.endsWith(SPECIAL_PICKUP_GLN_SUFFIX)) {
    return { ...store, pickupGln: SPECIAL_PICKUP_POINT_GLN, name: SPECIAL_PICKUP_POINT_NAME };
  }
  return store;
}

/** Whether two places are the same choice: the same picking store and the same pickup point (spec section 3). */
export function isSamePlace(
  a: Pick<StoreLocation, 'gln' | 'pickupGln'> | null,
  b: Pick<StoreLocation, 'gln' | 'pickupGln'> | null,
): boolean {
  return a !== null && b !== null && a.gln === b.gln && a.pickupGln === b.pickupGln;
}
