// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../storage/guarded-storage';
import { milk } from '../testing/cart.fixtures';
import { createFixtureStore } from '../testing/shop-store.fixtures';
import { serveSimulator } from '../testing/simulator.fixtures';
import { cartStorageKey } from './stored-cart';

serveSimulator();

/** A storage that refuses every write while `full.value` is true. */
function fullStorage() {
  const storage = createMemoryStorage();
  const setItem = storage.setItem;
  const full = { value: true };
  storage.setItem = (key, value) => {
    if (full.value) {
      throw new DOMException('full', 'QuotaExceededError');
    }
    setItem(key, value);
  };
  return { storage, full };
}

describe('a cart storage refused (issue 35)', () => {
  it.each(['pagehide', 'visibilitychange'])('is saved when the page is left or hidden (%s) once there is room', async (event) => {
    const { storage, full } = fullStorage();
    const { store } = createFixtureStore({ storage });
    await store.getState().addItem(milk.ean);
    expect(storage.getItem(cartStorageKey('1300'))).toBeNull();

    full.value = false;
    if (event === 'pagehide') {
      window.dispatchEvent(new Event('pagehide'));
    } else {
      // Where the browser keeps it, on Document's prototype (the cart reads it there, past a clobbering element).
      let documentPrototype = Object.getPrototypeOf(document) as object;
      while (!Object.hasOwn(documentPrototype, 'visibilityState')) {
        documentPrototype = Object.getPrototypeOf(documentPrototype) as object;
      }
      const original = Object.getOwnPropertyDescriptor(documentPrototype, 'visibilityState');
      Object.defineProperty(documentPrototype, 'visibilityState', { get: () => 'hidden', configurable: true });
      try {
        document.dispatchEvent(new Event('visibilitychange'));
      } finally {
        if (original) {
          Object.defineProperty(documentPrototype, 'visibilityState', original);
        }
      }
    }

    const saved = JSON.parse(storage.getItem(cartStorageKey('1300')) ?? '{}') as { items?: { ean: string }[] };
    expect(saved.items?.map((item) => item.ean)).toEqual([milk.ean]);
    expect(store.getState().ui.storageNoticeEan).toBeNull();
  });
});
