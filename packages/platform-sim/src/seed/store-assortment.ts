import type { Product } from '@kurv/core/domain';

/** What a store changes of a product of the chain's assortment. */
export type StoreProductOverride = Partial<Pick<Product, 'existsInStore' | 'availableInventory' | 'isOutOfStock' | 'maxQuantityPerOrder'>>;

/** The store that does not sell some everyday products, and which (EANs of Kneippbrød, Q Yoghurt Jordbær, Grandiosa). */
export const STORE_WITHOUT_SOME_PRODUCTS = {
  gln: '7080001150039',
  name: 'MENY Solsiden',
  missingEans: ['7083443858387', '7050557307490', '7082855330153'],
} as const;

/** The store with less in stock: only 3 Tine Lettmelk 1 % (7054609056183), and Coca-Cola (7067551796458) sold out. */
export const STORE_WITH_LOW_INVENTORY = {
  gln: '7080001150163',
  name: 'MENY Moholt',
  lowInventoryEan: '7054609056183',
  availableInventory: 3,
  outOfStockEan: '7067551796458',
} as const;

/**
 * Per-store changes to the chain's assortment, by store gln, then EAN: the products route applies the ones of the
 * `gln` it is asked for (none without a gln). Both stores are in Trondheim (county group Trøndelag, delivery to postal
 * codes 7000–7099), away from the anonymous default store MENY Storo, so other tests see the full assortment:
 *
 * - MENY Solsiden (7080001150039) does not sell Kneippbrød, Q Yoghurt Jordbær or Grandiosa Original
 *   (`existsInStore: false`).
 * - MENY Moholt (7080001150163) has only 3 Tine Lettmelk 1 % left and is out of Coca-Cola 1,5 l.
 */
export const SEED_STORE_ASSORTMENT: Readonly<Record<string, Readonly<Record<string, StoreProductOverride>>>> = {
  [STORE_WITHOUT_SOME_PRODUCTS.gln]: Object.fromEntries(
    STORE_WITHOUT_SOME_PRODUCTS.missingEans.map((ean) => [ean, { existsInStore: false }]),
  ),
  [STORE_WITH_LOW_INVENTORY.gln]: {
    [STORE_WITH_LOW_INVENTORY.lowInventoryEan]: { availableInventory: STORE_WITH_LOW_INVENTORY.availableInventory },
    [STORE_WITH_LOW_INVENTORY.outOfStockEan]: { isOutOfStock: true, availableInventory: 0 },
  },
};

/** A store's changes to a product; none for an absent gln or a product the store sells as the chain does. */
export function storeProductOverride(gln: string | null, ean: string): StoreProductOverride {
  return (gln === null ? undefined : SEED_STORE_ASSORTMENT[gln]?.[ean]) ?? {};
}
