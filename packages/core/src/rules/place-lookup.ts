// Apart from handover-defaults.ts, which the first load carries: only saving a store and handover looks a place up.

/** Where the place of a saved store/handover is looked up: a store by its gln, a pickup point by its own id. */
export type PlaceLookup = { kind: 'store'; id: string } | { kind: 'pickupPoint'; id: string };

/**
 * Spec sections 3 and 7: a place is a store (pickupGln equals gln: `GET /api/stores/{chainid}/{id}`) or a pickup
 * point picked by a store (its own pickupGln: `GET /api/pickup/{chainid}/{id}`). A pickup point chosen is looked up
 * by its id, so that it is kept as itself and not as the store that picks its orders (they share the gln).
 */
export function placeLookup(storeGln: string, pickupPointGln: string | null | undefined): PlaceLookup {
  const pickup = pickupPointGln?.trim() ?? '';
  if (pickup === '' || pickup === storeGln) {
    return { kind: 'store', id: storeGln };
  }
  return { kind: 'pickupPoint', id: pickup };
}
