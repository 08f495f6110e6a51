import { updateHouseholdHandover } from '../../api/extended-user/update-household-handover';
import { HOUSEHOLD_WRITE_WAIT_MS } from '../../constants';
import type { ExtendedUser, HandoverInfo } from '../../domain/extended-user';
import type { SessionFailure } from '../../domain/session';
import { applySpecialPickupPoint, isSamePlace } from '../../rules/handover-defaults';
import { type HouseholdHandoverBody, isSameHouseholdHandoverBody, toHouseholdHandoverBody } from '../../rules/household-update';
import { placeLookup } from '../../rules/place-lookup';
import { storageKeys } from '../../storage/storage-keys';
import { draftsOf } from '../middleware/with-drafts';
import type { ShopDependencies, ShopStore } from '../shop-state';
import { rememberAnonymous } from './anonymous-profile';
import type { UserSlice } from './user-state';
import { followWindowDeadline } from './window-deadline';

/**
 * Makes the save of the shopper's store and handover: a member's goes to the household and is read back, an anonymous
 * shopper's is kept in this browser. The same body twice in a row is saved once; a failure puts the user back and
 * resolves with it (kept in `user.error` too), so that the caller can say so and go no further. Its changes are
 * recipes: immer is handed to the store first. Made once per store, it starts following the chosen window's deadline
 * (window-deadline.ts): the user slice fetches this code for a loaded user's window too.
 */
export function createStoreAndHandoverSave(
  dependencies: ShopDependencies,
  store: ShopStore,
  fail: (operation: SessionFailure['operation'], error: unknown) => SessionFailure,
  fetchUser: () => Promise<ExtendedUser>,
): UserSlice['saveStoreAndHandover'] {
  const set = draftsOf(store);
  const get = store.getState;
  let lastSaved: HouseholdHandoverBody | null = null;
  followWindowDeadline(dependencies, store);

  return async (change) => {
    const before = get().user.extendedUser;
    let body: HouseholdHandoverBody;
    try {
      body = toHouseholdHandoverBody(change, before?.handoverInfo ?? null);
    } catch (error) {
      fail('save', error);
      throw error;
    }
    if (isSameHouseholdHandoverBody(lastSaved, body)) {
      return null;
    }
    // A pickup point shares its picking store's gln: the place changes when either id does (spec section 3).
    const storeChanged = !isSamePlace(before?.store ?? null, { gln: body.prefferedStoreId, pickupGln: body.pickupStoreId });
    const handoverInfo = change.handoverInfo as HandoverInfo;
    let store = before?.store ?? null;
    try {
      if (storeChanged || store === null) {
        const lookup = placeLookup(body.prefferedStoreId, body.pickupStoreId);
        store = lookup.kind === 'store' ? await dependencies.api.getStore(lookup.id) : await dependencies.api.getPickupPoint(lookup.id);
      }
      if (get().session.token === null) {
        // Spec section 4: an anonymous shopper's change is kept in this browser and flagged as updated.
        const profile = { store: applySpecialPickupPoint(store, handoverInfo.handoverType), handoverInfo };
        set((state) => {
          state.user.extendedUser = { chainId: state.settings.chainId, currentMember: null, household: null, ...profile };
        });
        rememberAnonymous(dependencies, profile, get());
        dependencies.storage.write(storageKeys.profileUpdatedBeforeLogin(get().settings.chainId), true);
      } else {
        await updateHouseholdHandover(dependencies.api.request, body);
        await dependencies.wait(HOUSEHOLD_WRITE_WAIT_MS);
        await fetchUser();
      }
      lastSaved = body;
      dependencies.events.emit('kurv:extended-user-updated', { source: 'local', storeChanged });
      const saved = get().user.extendedUser;
      if (saved) {
        dependencies.events.emit('kurv:handover-changed', {
          handoverType: saved.handoverInfo.handoverType,
          storeGln: saved.store.gln,
          pickupGln: saved.store.pickupGln,
          storeName: saved.store.name,
          deliveryAddress: saved.handoverInfo.deliveryInfo?.address ?? null,
          windowId: saved.handoverInfo.windowId,
          from: saved.handoverInfo.from,
          to: saved.handoverInfo.to,
        });
      }
      return null;
    } catch (error) {
      const failure = fail('save', error);
      set((state) => {
        state.user.extendedUser = before;
      });
      return failure;
    }
  };
}
