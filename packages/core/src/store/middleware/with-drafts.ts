import { produce } from 'immer';
import type { DraftSliceCreator, SetShopStateWithDrafts, ShopSliceCreator, ShopStore } from '../shop-state';

// immer comes with the code that sets state with recipes: only this module (and the eager store) imports it, and only
// the code fetched later imports this one, so immer travels in a lazy chunk, fetched with the first such code (the
// cart's actions on the shopper's intent, a member's session, the picker's or the order's code, a member's writes).

/**
 * Hands immer's produce to the store (its middleware, store/middleware/lazy-drafts.ts) and answers the store's setState as code
 * that sets state with recipes calls it.
 */
export function draftsOf(store: ShopStore): SetShopStateWithDrafts {
  store.enableDrafts(produce);
  return store.setState as SetShopStateWithDrafts;
}

/** A slice creator of the code fetched later, as the store calls it: immer handed over first, then the creator, with recipes. */
export const withDrafts =
  <Slice>(create: DraftSliceCreator<Slice>): ShopSliceCreator<Slice> =>
  (_set, get, store) =>
    create(draftsOf(store), get, store);
