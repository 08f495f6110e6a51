import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { lazyDrafts } from '../middleware/lazy-drafts';
import { withDrafts } from '../middleware/with-drafts';
import type { ShopSliceCreator, ShopState } from '../shop-state';
import { type DeferredSliceOptions, deferredSlice } from './deferred-slice';

interface CounterSlice {
  counter: { value: number };
  increase: (by: number) => void;
  double: () => void;
}

// The code fetched later sets state with recipes: it hands immer over first, as the store's lazy slices do.
const createCounterSlice: ShopSliceCreator<CounterSlice> = withDrafts((set) => ({
  // The code's own first state is not used: the state stays as it was.
  counter: { value: -1 },
  increase: (by) =>
    set((state) => {
      (state as unknown as CounterSlice).counter.value += by;
    }),
  double: () =>
    set((state) => {
      (state as unknown as CounterSlice).counter.value *= 2;
    }),
}));

function counterStore(load: () => Promise<ShopSliceCreator<CounterSlice>>, failures?: DeferredSliceOptions<CounterSlice>['failures']) {
  const slice = deferredSlice<CounterSlice>({ state: () => ({ counter: { value: 1 } }), actions: ['increase', 'double'], load, failures });
  return createStore<ShopState>()(lazyDrafts<ShopState>((...args) => slice(...args) as unknown as ShopState)) as unknown as {
    getState: () => CounterSlice;
  };
}

describe('deferredSlice', () => {
  it('fetches the code once for calls made while it is on its way, and runs them in order', async () => {
    let loads = 0;
    const store = counterStore(async () => {
      loads += 1;
      return createCounterSlice;
    });

    await Promise.all([store.getState().increase(2), store.getState().double(), store.getState().increase(1)]);

    expect(loads).toBe(1);
    expect(store.getState().counter.value).toBe(7);
  });

  it('a failed fetch rejects that call, keeps the state, and the next call tries again', async () => {
    let loads = 0;
    const store = counterStore(async () => {
      loads += 1;
      if (loads === 1) {
        throw new TypeError('Failed to fetch dynamically imported module');
      }
      return createCounterSlice;
    });

    await expect(store.getState().increase(5)).rejects.toThrow('Failed to fetch');
    expect(store.getState().counter.value).toBe(1);

    await store.getState().increase(5);
    expect(loads).toBe(2);
    expect(store.getState().counter.value).toBe(6);
  });

  it('a failed fetch of an action with a failure to show shows it and resolves; one without rejects', async () => {
    const shown: number[] = [];
    const store = counterStore(
      async () => {
        throw new TypeError('Failed to fetch dynamically imported module');
      },
      (set) => ({
        increase: (by) => {
          shown.push(by);
          set({ counter: { value: -by } } as Partial<ShopState>);
        },
      }),
    );

    await expect(store.getState().increase(5)).resolves.toBeUndefined();
    expect(shown).toEqual([5]);
    expect(store.getState().counter.value).toBe(-5);
    await expect(store.getState().double()).rejects.toThrow('Failed to fetch');
  });
});
