import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../storage/guarded-storage';
import { milk, pizza } from '../testing/cart.fixtures';
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
