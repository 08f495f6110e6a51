import { produce } from 'immer';
import type { LazyDraftsStore, Produce } from './lazy-drafts';

// immer comes with the code that sets state with recipes: only this module (and the eager store) imports it, and only
// the code fetched later imports this one, so immer travels in a lazy chunk, fetched with the first such code (the
// cart's actions on the shopper's intent, a member's session, the picker's or the order's code, a member's writes).

/** What handing immer over needs of a store of the lazy-drafts middleware (store/middleware/lazy-drafts.ts). */
export interface DraftableStore<T> {
  getState: () => T;
  enableDrafts: (produce: Produce) => void;
}

/**
 * Hands immer's produce to the store (its middleware, store/middleware/lazy-drafts.ts) and answers the store's setState
 * as code that sets state with recipes calls it.
 */
export function draftsOf<T>(store: DraftableStore<T>): LazyDraftsStore<T>['setState'] {
  store.enableDrafts(produce);
  return (store as unknown as LazyDraftsStore<T>).setState;
}

/**
 * A slice creator of the code fetched later, as the store calls it (the shop's `ShopSliceCreator`): immer handed over
 * first, then the creator, with recipes.
 */
export const withDrafts =
  <T, Store extends DraftableStore<T>, Slice>(
    create: (set: LazyDraftsStore<T>['setState'], get: () => T, store: Store) => Slice,
  ): ((set: unknown, get: () => T, store: Store) => Slice) =>
  (_set, get, store) =>
    create(draftsOf(store), get, store);
