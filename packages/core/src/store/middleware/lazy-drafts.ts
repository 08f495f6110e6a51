import type { Draft, produce } from 'immer';
import type { StateCreator, StoreApi } from 'zustand/vanilla';

/** immer's `produce`, handed to the store by the code that sets state with recipes (`store/middleware/with-drafts.ts`). */
export type Produce = typeof produce;

/** A change written as mutations of a draft of the state, which immer turns into a new state. */
export type Recipe<T> = (draft: Draft<T>) => void;

/** The store as the middleware makes it: its setState takes recipes once immer is handed over. */
export interface LazyDraftsStore<T> extends Omit<StoreApi<T>, 'setState'> {
  /** A plain partial is merged into the state (zustand's set); a recipe goes through immer's produce. */
  setState: (update: Partial<T> | Recipe<T>, replace?: false) => void;
  /** Hands immer's produce over: recipes are taken from then on. */
  enableDrafts: (produce: Produce) => void;
}

/** What a recipe throws before immer is handed over: a programming error of the first-load code. */
export const RECIPE_BEFORE_DRAFTS =
  'Kurv store: a recipe set the state before immer was loaded; first-load code sets plain values (store/lazy-drafts.ts)';

/**
 * The combined store's middleware (and its only one): zustand's immer middleware, with immer handed over later. A plain
 * partial goes straight to zustand's set; a recipe (`set((state) => { state.cart.status = 'idle'; })`) goes through
 * immer's produce, which the store gets from the first code that sets state with recipes (the code fetched later: the
 * cart's actions, the handover and order slices, the member's session and writes, `store/middleware/with-drafts.ts`), so immer is
 * not in a page's first load. The first-load code sets plain values (its setter's type takes nothing else); a recipe
 * before immer is here throws, and the state stays as it is.
 */
export const lazyDrafts =
  <T>(initializer: (set: LazyDraftsStore<T>['setState'], get: () => T, store: LazyDraftsStore<T>) => T): StateCreator<T> =>
  (set, get, api) => {
    const store = api as unknown as LazyDraftsStore<T>;
    let draft: Produce | undefined;
    store.enableDrafts = (produce) => {
      draft = produce;
    };
    store.setState = (update, replace) => {
      if (typeof update === 'function') {
        if (draft === undefined) {
          throw new Error(RECIPE_BEFORE_DRAFTS);
        }
        set(draft(get(), update), replace);
        return;
      }
      set(update, replace);
    };
    return initializer(store.setState, get, store);
  };
