import { handoverToRestoreOnCancel, type SavedStoreAndHandover } from '../../rules/handover/picker-cancel';
import type { ShopState } from '../shop-state';
import type { HandoverContext } from './context';
import type { HandoverSlice } from './handover-state';

/** The user's saved store and handover, or null without a user. */
export function savedStoreAndHandover(state: ShopState): SavedStoreAndHandover | null {
  const user = state.user.extendedUser;
  return user === null ? null : { storeGln: user.store.gln, pickupGln: user.store.pickupGln, handoverInfo: user.handoverInfo };
}

/**
 * 'Avbryt' on the time page. Our choice (issue 34): the location page's 'Bekreft' saves the store at once (the cart is
 * checked against it, and 'Lukk' keeps it, as the spec's reload on closing after a store change implies, section 2);
 * 'Avbryt' on the time page cancels the whole choice: the store and window of the opening are saved back before the
 * picker closes, so the page is not reloaded (the store is the opening's again) and the reservation held for that
 * window still fits it. A failed save back keeps the picker open with its message.
 */
export function createPickerCancel(context: HandoverContext, closePicker: () => void): HandoverSlice['cancelHandoverPicker'] {
  const { get, set } = context;
  // Whether the opening's store and handover are being put back (a second press waits for it).
  let cancelling = false;
  return async () => {
    if (!get().handover.picker.open || cancelling) {
      return;
    }
    const restore = handoverToRestoreOnCancel(get().handover.picker.handoverOnOpen, savedStoreAndHandover(get()));
    if (restore !== null) {
      cancelling = true;
      try {
        const failure = await get().saveStoreAndHandover({
          storeGln: restore.storeGln,
          pickupPointGln: restore.pickupGln,
          handoverInfo: restore.handoverInfo,
        });
        if (failure !== null) {
          // Not put back: the picker stays open and says so (the message of spec section 8).
          set((state) => {
            state.handover.windows.error = failure.message;
          });
          return;
        }
      } finally {
        cancelling = false;
      }
    }
    closePicker();
  };
}
