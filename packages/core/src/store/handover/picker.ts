import { DAY_SECONDS, HANDOVER_PICKER_PROMPT_SEEN_DAYS } from '../../constants';
import { singleFlight } from '../../engine/single-flight';
import { reloadDelayAfterPickerClose, reloadMayStart } from '../../rules/handover/address-form';
import { handoverCartFacts } from '../../rules/handover/cart-facts';
import { timeConfirmBlock } from '../../rules/handover/confirm-state';
import { pickerHasTimePage } from '../../rules/handover/picker-flow';
import { temporaryPickupStoreOnConfirm } from '../../rules/handover/temporary-pickup-store';
import { evaluateWindow } from '../../rules/handover/window-disabled-reasons';
import { applySpecialPickupPoint } from '../../rules/handover-defaults';
import { COOKIE_NAMES } from '../../settings/site-settings';
import type { AddressActions } from './address';
import type { HandoverContext } from './context';
import type { HandoverPickerPage, HandoverSlice } from './handover-state';
import type { OptionActions } from './options';
import type { ReservationActions } from './reservation';
import type { WindowLoading } from './window-loading';
import type { WindowActions } from './windows';

export type PickerActions = Pick<
  HandoverSlice,
  | 'openHandoverPicker'
  | 'closeHandoverPicker'
  | 'goToHandoverPage'
  | 'confirmHandoverType'
  | 'confirmHandoverLocation'
  | 'confirmHandoverTime'
  | 'cancelHandoverPicker'
>;

/** The picker's pages: opening, moving between them, confirming each, closing (which may reload the page). */
export function createPickerActions(
  context: HandoverContext,
  parts: {
    address: AddressActions;
    options: OptionActions;
    reservation: ReservationActions;
    loading: WindowLoading;
    windows: WindowActions;
  },
): PickerActions {
  const { set, get, dependencies, draftType } = context;
  const { address, options, reservation, loading } = parts;

  const showPage = (page: HandoverPickerPage) => {
    set((state) => {
      if (state.handover.picker.page !== page) {
        state.handover.picker.page = page;
        state.handover.picker.pagesShown += 1;
      }
      // Back on the type or location page, the store is chosen again: none is kept from the time page.
      if (page !== 'time') {
        state.handover.temporaryPickupStore = null;
      }
    });
  };

  /** Closes the picker; on the web site a store changed over several pages reloads the page (spec section 2). */
  const closePicker = () => {
    const { picker } = get().handover;
    if (!picker.open) {
      return;
    }
    // Only this opening's saves count, not a profile that came after the picker opened (that is no change of store).
    const storeNow = get().user.extendedUser?.store.pickupGln ?? null;
    const reloadDelay = reloadDelayAfterPickerClose({
      platform: get().settings.platform,
      storeChanged: picker.storeBeforeSave !== undefined && storeNow !== picker.storeBeforeSave,
      pagesShown: picker.pagesShown,
    });
    // Nothing chosen in the picker is kept without its confirm (spec section 4: cancelling the type page restores the
    // type; the temporary pickup store is dropped, so 'Avbryt' on the time page leaves the saved store, window and
    // reservation as they were, and saves nothing).
    set((state) => {
      state.handover.picker.open = false;
      state.handover.draftType = null;
      state.handover.selectedLocation = null;
      state.handover.temporaryPickupStore = null;
      state.handover.windows.selectedWindowId = null;
      state.handover.confirmLogin = null;
    });
    address.restoreSavedAddress();
    if (reloadDelay !== null) {
      void dependencies.wait(reloadDelay).then(() => reloadWhenAnswered(context));
    }
  };

  const hasTimePage = () => pickerHasTimePage(get().settings.chainId);

  return {
    openHandoverPicker: (requestedPage = 'type', openOptions = {}) => {
      // Without a time page there are no windows to show: a host's request for the time page opens the type page.
      const page = requestedPage === 'time' && !hasTimePage() ? 'type' : requestedPage;
      // Spec section 2 names the cookie only. Our reading: the picker prompts a new shopper once (the element's
      // prompt="true"), and any opening counts as seen, so a shopper who opened it already is not prompted.
      const { cookies } = dependencies;
      if (openOptions.prompt && cookies.get(COOKIE_NAMES.hasSeenHandoverPickerPrompt) !== null) {
        return;
      }
      cookies.set(COOKIE_NAMES.hasSeenHandoverPickerPrompt, 'true', { maxAgeSeconds: HANDOVER_PICKER_PROMPT_SEEN_DAYS * DAY_SECONDS });
      const type = context.handoverInfo()?.handoverType ?? 'Store';
      reservation.forgetFailure();
      set((state) => {
        state.handover.picker = { open: true, page, typeOnOpen: type, pagesShown: 1 };
        state.handover.draftType = type;
        state.handover.selectedLocation = null;
        state.handover.temporaryPickupStore = null;
        // The time page opens on the saved window and its day.
        state.handover.windows.selectedWindowId = null;
        state.handover.windows.selectedDate = null;
      });
      // The field shows the saved address (spec section 2: the picker shows what is saved).
      address.restoreSavedAddress();
      if (!reservation.configurationLoaded() && context.memberId() !== null) {
        void reservation.loadReservationConfiguration();
      }
      // The type page shows the options' states (disabled, minimum purchase); a member's are loaded once, an anonymous
      // shopper's again for the saved address (a draft address of an earlier opening may have loaded others).
      const { options: loaded } = get().handover;
      if ((loaded.list.length === 0 || get().session.token === null) && loaded.status !== 'loading') {
        void options.loadHandoverOptions();
      } else {
        options.chooseHandoverType(type);
      }
      if (page === 'time') {
        void loading.loadHandoverWindows();
      }
    },
    closeHandoverPicker: closePicker,
    goToHandoverPage: showPage,
    confirmHandoverType: async (confirmOptions = {}) => {
      if (address.askedToConfirmLogin()) {
        return;
      }
      if (!hasTimePage() && !confirmOptions.changeStore) {
        return await saveWithoutTimePage(options, closePicker);
      }
      // Nothing is saved before the time page's confirm (spec section 4: "Time-page confirm stores and reserves").
      const page: HandoverPickerPage = draftType() === 'Store' ? 'location' : 'time';
      showPage(page);
      set((state) => {
        state.handover.picker.typeOnOpen = draftType();
        state.handover.address.reenterRequested = false;
        // A store looked at earlier in this opening is not the place of another type's windows.
        state.handover.temporaryPickupStore = null;
      });
      if (page === 'time') {
        await loading.loadHandoverWindows();
      } else if (!get().handover.options.list.some((option) => option.handoverType === 'Store' && option.locations.length > 0)) {
        // The stores to choose from come with the handover options; without an address they were never loaded.
        await options.loadHandoverOptions();
      }
    },
    confirmHandoverLocation: async () => {
      if (!hasTimePage()) {
        // The chosen store is the draft's location: saved as the pickup store, with no window to choose.
        return await saveWithoutTimePage(options, closePicker);
      }
      // Spec section 4: another store or pickup point than the saved one is the temporary pickup store; nothing is saved
      // ("Time-page confirm stores and reserves the window"), so the trigger and another tab show the saved store. The
      // cart is checked against the store once it is saved (the time page's confirm; the unavailable-products dialog).
      const chosen = get().handover.selectedLocation?.store ?? null;
      const temporary = temporaryPickupStoreOnConfirm(
        chosen === null ? null : applySpecialPickupPoint(chosen, 'Store'),
        get().user.extendedUser?.store ?? null,
      );
      set((state) => {
        state.handover.temporaryPickupStore = temporary;
      });
      showPage('time');
      await loading.loadHandoverWindows();
    },
    // Not in spec: one press, one action (issue 35). The picker stays open while the window is saved and reserved, so
    // a second 'Bekreft henting' (a double click) joins the confirm in flight instead of saving and reserving again.
    confirmHandoverTime: singleFlight(() => confirmTime(context, parts, closePicker)),
    cancelHandoverPicker: () => {
      closePicker();
      return Promise.resolve();
    },
  };
}

/**
 * Spec section 2: a flow without a time page (rules/handover/picker-flow.ts, a chain that sells no windows) confirms on
 * the type page ('Bekreft') and on the location page: the draft type and location are saved (no window) and the picker
 * closes; a failed save keeps it open, the failure in `user.error`.
 */
async function saveWithoutTimePage(options: OptionActions, closePicker: () => void): Promise<void> {
  if ((await options.saveDraftSelection()) === null) {
    closePicker();
  }
}

/**
 * The time page's confirm (spec section 4: "Time-page confirm stores and reserves the window"): a window that can be
 * chosen is saved with the store (the temporary pickup store, if any) and then reserved, or the reserved one extended;
 * the picker closes once that is done.
 */
async function confirmTime(
  context: HandoverContext,
  parts: { reservation: ReservationActions; windows: WindowActions },
  closePicker: () => void,
): Promise<void> {
  const { get, dependencies, draftType } = context;
  const { reservation, windows } = parts;
  const windowId = get().handover.windows.selectedWindowId;
  if (windowId === null) {
    return;
  }
  const window = windows.findWindow(windowId);
  const { windows: loaded } = get().handover;
  const block = timeConfirmBlock({
    loading: loaded.status === 'loading',
    chosenWindowId: window === null ? null : windowId,
    disabledReason: window === null ? null : evaluateWindow(window, handoverCartFacts(get()), dependencies.now()).disabledReason,
  });
  if (block !== null) {
    return;
  }
  const saved = context.handoverInfo();
  const store = context.currentStore();
  const user = get().user.extendedUser;
  const draftDiffers =
    saved?.windowId !== windowId ||
    saved.handoverType !== draftType() ||
    (store !== null && user !== null && store.pickupGln !== user.store.pickupGln) ||
    (draftType() === 'Delivery' && !sameDeliveryAddress(get().handover.selectedLocation?.address ?? null, saved.deliveryInfo));
  // A failed save or refused reservation keeps the picker open; the reserved window again is extended (spec 4).
  const done =
    window === null ||
    (draftDiffers ? await windows.storeHandoverWindow(windowId) : await reservation.reserve(window, draftType(), store?.pickupGln ?? ''));
  if (done) {
    closePicker();
  }
}

/** Whether the draft delivery address is the saved one (street and postal code); no draft address changes nothing. */
function sameDeliveryAddress(
  draft: { address: string; postalCode: string } | null,
  saved: { address: string; postalCode: string } | null,
): boolean {
  return draft === null || (saved !== null && draft.address === saved.address && draft.postalCode === saved.postalCode);
}

/** Reloads the page once the shopper is no longer asked about the cart in the new store (reloadMayStart). */
function reloadWhenAnswered(context: HandoverContext): void {
  const { get, dependencies } = context;
  const mayStart = () => {
    const state = get();
    return reloadMayStart({ unavailableAsking: state.cart.unavailableEans.length > 0, popupOpen: state.ui.openDialog !== null });
  };
  if (mayStart()) {
    // Issue 37: a single-page host takes the store change itself by cancelling kurv:store-changed; else the reload.
    const store = get().user.extendedUser?.store ?? null;
    const detail = { storeGln: store?.gln ?? null, pickupGln: store?.pickupGln ?? null, storeName: store?.name ?? null };
    if (dependencies.events.emit('kurv:store-changed', detail)) {
      dependencies.reloadPage();
    }
    return;
  }
  const stop = context.subscribe(() => {
    if (mayStart()) {
      stop();
      // An answer may open the cart popup in the same handler right after ('Endre varer'): look again once it has run.
      void dependencies.wait(0).then(() => reloadWhenAnswered(context));
    }
  });
}
