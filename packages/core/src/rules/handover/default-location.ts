import type { HandoverType, StoreLocation } from '../../domain/store';
import type { DeliveryLocation } from './handover-types';

/** What the default location depends on besides the locations. Ids are glns or pickup glns. */
export interface DefaultLocationContext {
  /** The stored preferred pickup store (household pickupStoreId / prefferedStoreId). */
  preferredPickupStoreId: string | null;
  /** The user's current store. */
  userStore: Pick<StoreLocation, 'gln' | 'pickupGln'> | null;
  /** In edit mode: the order's store; null otherwise. */
  editOrderStore: Pick<StoreLocation, 'gln' | 'pickupGln'> | null;
  /** The option's closest store or pickup point. */
  closestStore: Pick<StoreLocation, 'gln' | 'pickupGln'> | null;
  /** The user's (delivery) postal code. */
  postalCode: string | null;
}

function locationWithStoreId(locations: readonly DeliveryLocation[], id: string | null | undefined): DeliveryLocation | undefined {
  if (!id) {
    return undefined;
  }
  return locations.find((location) => location.store?.pickupGln === id) ?? locations.find((location) => location.store?.gln === id);
}

/**
 * Spec section 4, Handover picker: "Switching picks a default location: Store: stored preferred pickup store or
 * user's store; in edit mode the order's store; else closest store; else first location with a store; else first
 * location. Delivery: location matched on postal code."
 * Our reading: in edit mode the order's store takes the place of the preferred and user's store (edit mode restricts
 * the locations to it); a store is matched on pickupGln first, then gln. Delivery with no postal-code match: null.
 */
export function defaultLocation(
  handoverType: HandoverType,
  locations: readonly DeliveryLocation[],
  context: DefaultLocationContext,
): DeliveryLocation | null {
  switch (handoverType) {
    case 'Store': {
      const wanted =
        context.editOrderStore !== null
          ? [context.editOrderStore.pickupGln, context.editOrderStore.gln]
          : [context.preferredPickupStoreId, context.userStore?.pickupGln, context.userStore?.gln];
      for (const id of [...wanted, context.closestStore?.pickupGln, context.closestStore?.gln]) {
        const match = locationWithStoreId(locations, id);
        if (match !== undefined) {
          return match;
        }
      }
      return locations.find((location) => location.store !== null) ?? locations[0] ?? null;
    }
    case 'Delivery':
      if (!context.postalCode) {
        return null;
      }
      return locations.find((location) => location.address?.postalCode === context.postalCode) ?? null;
    default:
      return handoverType satisfies never;
  }
}
