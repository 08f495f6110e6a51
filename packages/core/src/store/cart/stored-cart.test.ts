import { describe, expect, it } from 'vitest';
import { CART_LINE_MAX_QUANTITY } from '../../constants';
import { createMemoryStorage } from '../../storage/guarded-storage';
import { crisps, milk, pizza } from '../testing/cart.fixtures';
import { createFixtureStore } from '../testing/shop-store.fixtures';
import { serveSimulator } from '../testing/simulator.fixtures';
import { cartStorageKey } from './stored-cart';

serveSimulator();

describe('cart', () => {
  it('survives a reload: a new store on the same storage has the cart', async () => {
    const storage = createMemoryStorage();
    const first = createFixtureStore({ storage });
    await first.store.getState().addItem(milk.ean, 2);
    await first.store.getState().addItem(pizza.ean);

    const second = createFixtureStore({ storage });
    const { cart } = second.store.getState();
    expect(cart.items.map((item) => [item.ean, item.quantity])).toEqual([
      [milk.ean, 2],
      [pizza.ean, 1],
    ]);
    expect(cart.totals.calculatorTotal).toBe(109.7);
    expect(cart.persistedId).toBe(first.store.getState().cart.persistedId);
  });

  it('starts empty when the stored cart is corrupt', () => {
    const storage = createMemoryStorage();
    storage.setItem(cartStorageKey('1300'), '{"version":1,"items":[{"ean":');
    expect(createFixtureStore({ storage }).store.getState().cart.items).toEqual([]);
    storage.setItem(cartStorageKey('1300'), JSON.stringify({ version: 1, persistedId: 'x', items: [{ ean: 5 }], totals: {} }));
    expect(createFixtureStore({ storage }).store.getState().cart.items).toEqual([]);
  });

  it('keeps working in memory when storage is full', async () => {
    const storage = createMemoryStorage();
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const { store } = createFixtureStore({ storage });
    await store.getState().addItem(milk.ean);
    expect(store.getState().cart.items).toHaveLength(1);
    expect(store.getState().cart.error).toBeNull();
  });

  it('tells once, by the change storage refused, and saves the cart with a later change once there is room (issue 35)', async () => {
    const storage = createMemoryStorage();
    const setItem = storage.setItem;
    let full = true;
    storage.setItem = (key, value) => {
      if (full) {
        throw new DOMException('full', 'QuotaExceededError');
      }
      setItem(key, value);
    };
    const { store } = createFixtureStore({ storage });
    await store.getState().addItem(milk.ean);
    expect(store.getState().ui.storageNoticeEan).toBe(milk.ean);
    await store.getState().addItem(pizza.ean);
    // Once a page: the next change storage refuses does not say it again by its own button.
    expect(store.getState().ui.storageNoticeEan).toBe(milk.ean);

    full = false;
    await store.getState().addItem(crisps.ean);
    expect(store.getState().ui.storageNoticeEan).toBeNull();
    const reloaded = createFixtureStore({ storage }).store.getState().cart;
    expect(reloaded.items.map((item) => item.ean)).toEqual([milk.ean, pizza.ean, crisps.ean]);
  });

  it('reads a stored line of 1e9 within the limits (clampStoredLines)', async () => {
    const storage = createMemoryStorage();
    await createFixtureStore({ storage }).store.getState().addItem(milk.ean);
    const stored = JSON.parse(storage.getItem(cartStorageKey('1300')) ?? '{}');
    stored.items[0].quantity = 1e9;
    storage.setItem(cartStorageKey('1300'), JSON.stringify(stored));
    const { cart } = createFixtureStore({ storage }).store.getState();
    expect(cart.items.map((item) => [item.ean, item.quantity, item.lineTotal])).toEqual([[milk.ean, CART_LINE_MAX_QUANTITY, null]]);
  });
});

describe('a substitute preference read from storage (spec section 4)', () => {
  it('reads an older NONE as SIMILAR with every substitute on', async () => {
    const storage = createMemoryStorage();
    const first = createFixtureStore({ storage });
    await first.store.getState().addItem(milk.ean);
    await first.store.getState().setItemSubstitute(milk.ean, false);
    const stored = JSON.parse(storage.getItem(cartStorageKey('1300')) ?? '{}');
    storage.setItem(cartStorageKey('1300'), JSON.stringify({ ...stored, substitutePreference: 'NONE' }));

    const { cart } = createFixtureStore({ storage }).store.getState();
    expect(cart.substitutePreference).toBe('SIMILAR');
    expect(cart.items.map((item) => item.substitute)).toEqual([true]);
  });

  it('keeps a line refused under SIMILAR refused', async () => {
    const storage = createMemoryStorage();
    const first = createFixtureStore({ storage });
    await first.store.getState().addItem(milk.ean);
    await first.store.getState().setItemSubstitute(milk.ean, false);
    expect(
      createFixtureStore({ storage })
        .store.getState()
        .cart.items.map((item) => item.substitute),
    ).toEqual([false]);
  });
});
