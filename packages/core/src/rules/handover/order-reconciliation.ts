import type { HandoverType, StoreLocation } from '../../domain/store';
import type { Texts } from '../../texts/nb';
import { defaultLocation } from './default-location';
import type { HandoverOption } from './handover-types';

/**
 * Spec section 4: the forced handover change reasons an order's reconciliation gives. (The spec's fourth, the reset of
 * home delivery handover info, is the delivery info a switch to store drops: switchHandoverType.)
 */
export type ReconciliationReason = 'DeliveryStoreOnOrderIsInvalid' | 'HandoverTypeOnOrderIsInvalid' | 'PickupStoreOnOrderIsInvalid';

/** The order's handover as reconciliation sees it. */
export interface OrderHandover {
  handoverType: HandoverType;
  store: Pick<StoreLocation, 'gln' | 'pickupGln'>;
  /** The delivery address's postal code (delivery orders). */
  postalCode: string | null;
}

/** The outcome: unchanged, or a new type and store with the reason. */
export type ReconciliationOutcome =
  | { change: false }
  | { change: true; handoverType: HandoverType; store: StoreLocation; reason: ReconciliationReason };

export const NO_DELIVERY_AND_NO_PICKUP = 'Delivery not available and no pickup stores with same gln exist';

function storesOf(option: HandoverOption | null): StoreLocation[] {
  return option?.locations.flatMap((location) => (location.store === null ? [] : [location.store])) ?? [];
}

/**
 * Spec section 4: "Reconciliation for an order: delivery invalid for the order's address falls back to a pickup store
 * with the same gln (reason DeliveryStoreOnOrderIsInvalid); invalid pickup store gets a default
 * (PickupStoreOnOrderIsInvalid); neither possible throws." (section 8: 'Delivery not available and no pickup stores
 * with same gln exist'). Our readings: delivery is valid when a delivery location for the order's postal code has the
 * order's gln as its store or among its stores; a pickup store is valid when a store location has the order's
 * pickupGln; the default pickup store follows defaultLocation (closest, first with a store); no store at all throws.
 */
export function reconcileOrderHandover(
  order: OrderHandover,
  options: { delivery: HandoverOption | null; store: HandoverOption | null },
): ReconciliationOutcome {
  const pickupStores = storesOf(options.store);
  switch (order.handoverType) {
    case 'Delivery': {
      const deliveryValid =
        options.delivery?.locations.some(
          (location) =>
            location.address?.postalCode === order.postalCode &&
            (location.store?.gln === order.store.gln || location.stores.some((store) => store.gln === order.store.gln)),
        ) ?? false;
      if (deliveryValid) {
        return { change: false };
      }
      const sameGln = pickupStores.find((store) => store.gln === order.store.gln);
      if (sameGln === undefined) {
        throw new Error(NO_DELIVERY_AND_NO_PICKUP);
      }
      // Our reading: no delivery offered at all makes the order's type invalid; delivery offered elsewhere, its store.
      const reason = options.delivery === null ? 'HandoverTypeOnOrderIsInvalid' : 'DeliveryStoreOnOrderIsInvalid';
      return { change: true, handoverType: 'Store', store: sameGln, reason };
    }
    case 'Store': {
      if (pickupStores.some((store) => store.pickupGln === order.store.pickupGln)) {
        return { change: false };
      }
      const fallback = defaultLocation('Store', options.store?.locations ?? [], {
        preferredPickupStoreId: null,
        userStore: null,
        editOrderStore: null,
        closestStore: options.store?.closestStoreOrPickupPoint ?? null,
        postalCode: null,
      })?.store;
      if (!fallback) {
        throw new Error(NO_DELIVERY_AND_NO_PICKUP);
      }
      return { change: true, handoverType: 'Store', store: fallback, reason: 'PickupStoreOnOrderIsInvalid' };
    }
    default:
      return order.handoverType satisfies never;
  }
}

/** Spec section 4: "An anonymous user whose address changes is switched to delivery if available, else store." */
export function handoverTypeAfterAnonymousAddressChange(deliveryAvailable: boolean): HandoverType {
  return deliveryAvailable ? 'Delivery' : 'Store';
}

/**
 * Spec section 4: the forced handover change reasons, all four: the three of an order's reconciliation, and the reset of
 * home delivery handover info (a loaded delivery without delivery info becomes store pickup, spec section 8).
 */
export type ForcedHandoverChangeReason = ReconciliationReason | 'ResetHomeDeliveryHandoverInfo';

/**
 * What the shopper reads about a forced handover change (issue 34: shown, not only logged). The spec names the reasons
 * without words; ours say what changed and what to do, in the picker's tone.
 */
export function forcedHandoverChangeText(
  reason: ForcedHandoverChangeReason,
  texts: Pick<
    Texts,
    | 'forcedChangeDeliveryStoreInvalid'
    | 'forcedChangeHandoverTypeInvalid'
    | 'forcedChangePickupStoreInvalid'
    | 'forcedChangeHomeDeliveryReset'
  >,
): string {
  switch (reason) {
    case 'DeliveryStoreOnOrderIsInvalid':
      return texts.forcedChangeDeliveryStoreInvalid;
    case 'HandoverTypeOnOrderIsInvalid':
      return texts.forcedChangeHandoverTypeInvalid;
    case 'PickupStoreOnOrderIsInvalid':
      return texts.forcedChangePickupStoreInvalid;
    case 'ResetHomeDeliveryHandoverInfo':
      return texts.forcedChangeHomeDeliveryReset;
    default:
      return reason satisfies never;
  }
}
