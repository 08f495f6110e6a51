import { produce } from 'immer';
import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import type { SetShopState, ShopState } from '../shop-state';
import { type LazyDraftsStore, lazyDrafts, RECIPE_BEFORE_DRAFTS } from './lazy-drafts';

interface State {
  cart: { items: string[]; status: 'idle' | 'loading' };
  user: { name: string };
}

function testStore() {
  const store = createStore<State>()(
    lazyDrafts<State>(() => ({ cart: { items: ['bananer'], status: 'idle' }, user: { name: 'Kari' } })),
  ) as unknown as LazyDraftsStore<State>;
  const listener = vi.fn();
  store.subscribe(listener);
  return { store, listener };
}

describe('the lazy-drafts middleware', () => {
  it('merges a plain partial into the state, before immer is handed over and after', () => {
    const { store, listener } = testStore();
    const { user } = store.getState();

    store.setState({ cart: { items: [], status: 'loading' } });

    expect(store.getState()).toEqual({ cart: { items: [], status: 'loading' }, user: { name: 'Kari' } });
    expect(store.getState().user).toBe(user);
    expect(listener).toHaveBeenCalledTimes(1);

    store.enableDrafts(produce);
    store.setState({ user: { name: 'Ola' } });
    expect(store.getState().user).toEqual({ name: 'Ola' });
  });

  it('refuses a recipe before immer is handed over: it throws, never runs the recipe, and the state stays as it was', () => {
    const { store, listener } = testStore();
    const before = store.getState();
    const recipe = vi.fn((state: State) => {
      state.cart.items.push('epler');
    });

    expect(() => store.setState(recipe)).toThrow(RECIPE_BEFORE_DRAFTS);
    // The error names the rule.
    expect(RECIPE_BEFORE_DRAFTS).toMatch(/recipe .* before immer .*; first-load code sets plain values/);

    expect(recipe).not.toHaveBeenCalled();
    expect(store.getState()).toBe(before);
    expect(store.getState().cart.items).toEqual(['bananer']);
    expect(listener).not.toHaveBeenCalled();
  });

  it("makes a recipe's change with immer's produce once it is handed over: unchanged parts keep their identity", () => {
    const { store, listener } = testStore();
    const before = store.getState();
    store.enableDrafts(produce);

    store.setState((state) => {
      state.cart.items.push('epler');
      state.cart.status = 'loading';
    });

    expect(store.getState().cart).toEqual({ items: ['bananer', 'epler'], status: 'loading' });
    expect(before.cart.items).toEqual(['bananer']);
    expect(store.getState().user).toBe(before.user);
    expect(listener).toHaveBeenCalledTimes(1);
    // immer's result, frozen as immer freezes it.
    expect(Object.isFrozen(store.getState().cart)).toBe(true);
  });

  it('leaves the very state after a recipe that changes nothing (no listener told), as immer does', () => {
    const { store, listener } = testStore();
    store.enableDrafts(produce);
    const before = store.getState();

    store.setState((state) => {
      state.cart.status = 'idle';
      state.user.name = 'Kari';
    });

    expect(store.getState()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });

  it('takes the state a recipe answers instead of changing its draft', () => {
    const { store } = testStore();
    store.enableDrafts(produce);

    store.setState((state) => ({ ...state, user: { name: 'Ola' } }) as never);

    expect(store.getState().user).toEqual({ name: 'Ola' });
    expect(store.getState().cart.items).toEqual(['bananer']);
  });

  it('hands the slices the store’s own setState, which takes recipes only once immer is handed over', () => {
    let given: LazyDraftsStore<State>['setState'] | null = null;
    const store = createStore<State>()(
      lazyDrafts<State>((set) => {
        given = set;
        return { cart: { items: [], status: 'idle' }, user: { name: 'Kari' } };
      }),
    ) as unknown as LazyDraftsStore<State>;

    expect(given).toBe(store.setState);
  });
});

describe("the first-load code's setter", () => {
  it('takes plain partials only: a recipe does not compile', () => {
    const set: SetShopState = vi.fn();
    set({ ui: { openDialog: null, loginPromptEan: null, editOrder: null, editOrderDialogs: 0 } });
    // @ts-expect-error a recipe is for the code fetched later (store/middleware/with-drafts.ts), not the first load
    set((state: ShopState) => {
      state.ui.openDialog = 'cart';
    });
    expect(set).toHaveBeenCalledTimes(2);
  });
});
