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
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    }

    const saved = JSON.parse(storage.getItem(cartStorageKey('1300')) ?? '{}') as { items?: { ean: string }[] };
    expect(saved.items?.map((item) => item.ean)).toEqual([milk.ean]);
    expect(store.getState().ui.storageNoticeEan).toBeNull();
  });
});
