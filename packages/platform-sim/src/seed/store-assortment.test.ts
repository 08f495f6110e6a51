import { describe, expect, it } from 'vitest';
import { SEED_PRODUCTS } from './products';
import { SEED_STORE_ASSORTMENT, STORE_WITH_LOW_INVENTORY, STORE_WITHOUT_SOME_PRODUCTS, storeProductOverride } from './store-assortment';
import { DEFAULT_STORE_GLN, SEED_STORES } from './stores';

const titleOf = (ean: string) => SEED_PRODUCTS.find((product) => product.ean === ean)?.title;

describe('the seeded store assortments', () => {
  it('leave Kneippbrød, Q Yoghurt Jordbær and Grandiosa out of MENY Solsiden, not the default store', () => {
    expect(STORE_WITHOUT_SOME_PRODUCTS.gln).not.toBe(DEFAULT_STORE_GLN);
    expect(SEED_STORES.find((store) => store.gln === STORE_WITHOUT_SOME_PRODUCTS.gln)?.name).toBe(STORE_WITHOUT_SOME_PRODUCTS.name);
    expect(STORE_WITHOUT_SOME_PRODUCTS.missingEans.map(titleOf)).toEqual(['Kneippbrød', 'Q Yoghurt Jordbær', 'Grandiosa Original']);
    for (const ean of STORE_WITHOUT_SOME_PRODUCTS.missingEans) {
      expect(storeProductOverride(STORE_WITHOUT_SOME_PRODUCTS.gln, ean)).toEqual({ existsInStore: false });
    }
  });

  it('give MENY Moholt, another store than the default, 3 Tine Lettmelk and no Coca-Cola', () => {
    expect(STORE_WITH_LOW_INVENTORY.gln).not.toBe(DEFAULT_STORE_GLN);
    expect(STORE_WITH_LOW_INVENTORY.gln).not.toBe(STORE_WITHOUT_SOME_PRODUCTS.gln);
    expect(SEED_STORES.find((store) => store.gln === STORE_WITH_LOW_INVENTORY.gln)?.name).toBe(STORE_WITH_LOW_INVENTORY.name);
    expect(titleOf(STORE_WITH_LOW_INVENTORY.lowInventoryEan)).toBe('Tine Lettmelk 1 %');
    expect(storeProductOverride(STORE_WITH_LOW_INVENTORY.gln, STORE_WITH_LOW_INVENTORY.lowInventoryEan)).toEqual({ availableInventory: 3 });
    expect(titleOf(STORE_WITH_LOW_INVENTORY.outOfStockEan)).toBe('Coca-Cola');
  });

  it('change only seeded products of seeded stores, and nothing without a gln', () => {
    for (const [gln, overrides] of Object.entries(SEED_STORE_ASSORTMENT)) {
      expect(SEED_STORES.some((store) => store.gln === gln)).toBe(true);
      for (const ean of Object.keys(overrides)) {
        expect(titleOf(ean), ean).toBeDefined();
        expect(storeProductOverride(null, ean)).toEqual({});
        expect(storeProductOverride(DEFAULT_STORE_GLN, ean)).toEqual({});
      }
    }
  });
});
