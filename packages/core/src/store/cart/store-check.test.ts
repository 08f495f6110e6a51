import { STORE_WITH_LOW_INVENTORY, STORE_WITHOUT_SOME_PRODUCTS } from '@kurv/platform-sim';
import { describe, expect, it, vi } from 'vitest';
import { unavailableCartItems } from '../selectors';
import { milk } from '../testing/cart.fixtures';
import { createFixtureStore } from '../testing/shop-store.fixtures';
import { serveSimulator } from '../testing/simulator.fixtures';

const { sim } = serveSimulator();

describe('choosing another store (spec sections 2 and 4)', () => {
  it('flags the lines the new store lacks for the unavailable-products dialog, keeping them until the shopper decides', async () => {
    const { store } = createFixtureStore();
    const [bread, yoghurt, grandiosa] = STORE_WITHOUT_SOME_PRODUCTS.missingEans;
    await store.getState().addItem(milk.ean);
    await store.getState().addItem(bread as string);
    await store.getState().addItem(grandiosa as string);
    expect(yoghurt).toBeDefined();

    const handoverInfo = store.getState().user.extendedUser?.handoverInfo ?? null;
    await store.getState().saveStoreAndHandover({ storeGln: STORE_WITHOUT_SOME_PRODUCTS.gln, handoverInfo });

    await vi.waitFor(() => expect(store.getState().cart.unavailableEans).toEqual([bread, grandiosa]));
    expect(unavailableCartItems(store.getState()).map((item) => item.product.title)).toEqual(['Kneippbrød', 'Grandiosa Original']);
    expect(store.getState().cart.items.map((item) => [item.ean, item.doesNotExistInCurrentStore])).toEqual([
      [milk.ean, false],
      [bread, true],
      [grandiosa, true],
    ]);

    store.getState().keepUnavailableItems();
    expect(store.getState().cart.unavailableEans).toEqual([]);
    expect(store.getState().cart.items).toHaveLength(3);
  });

  it('cuts a line down to what the new store has in stock', async () => {
    const { store } = createFixtureStore();
    await store.getState().addItem(milk.ean, 6);
    const handoverInfo = store.getState().user.extendedUser?.handoverInfo ?? null;

    await store.getState().saveStoreAndHandover({ storeGln: STORE_WITH_LOW_INVENTORY.gln, handoverInfo });

    await vi.waitFor(() => expect(store.getState().cart.items[0]?.quantity).toBe(3));
    await vi.waitFor(() => expect(store.getState().cart.status).toBe('idle'));
    expect(sim.state.carts[store.getState().cart.persistedId]?.gln).toBe(STORE_WITH_LOW_INVENTORY.gln);
  });
});
