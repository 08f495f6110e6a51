import { reloadDelayAfterPickerClose } from '../../rules/handover/address-form';
import type { HandoverPickerPage, HandoverSlice } from '../state/handover-state';
import type { AddressActions } from './address';
import type { HandoverContext } from './context';
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
  const { address, options, reservation, loading, windows } = parts;

  const showPage = (page: HandoverPickerPage) => {
    set((state) => {
      if (state.handover.picker.page !== page) {
        state.handover.picker.page = page;
        state.handover.picker.pagesShown += 1;
      }
    });
  };

  /** Closes the picker; on the web site a store changed over several pages reloads the page (spec section 2). */
  const closePicker = () => {
    const { picker } = get().handover;
    if (!picker.open) {
      return;
    }
    const storeNow = get().user.extendedUser?.store.pickupGln ?? null;
    const reloadDelay = reloadDelayAfterPickerClose({
      platform: get().settings.platform,
      storeChanged: storeNow !== picker.storeOnOpen,
      pagesShown: picker.pagesShown,
    });
    set((state) => {
      const current = state.handover.picker;
      if (current.page === 'type' && current.typeOnOpen !== null && state.handover.draftType !== current.typeOnOpen) {
        state.handover.draftType = current.typeOnOpen;
      }
      current.open = false;
      state.handover.confirmLogin = null;
      state.handover.address.reenterRequested = false;
    });
    if (reloadDelay !== null) {
      void dependencies.wait(reloadDelay).then(() => dependencies.reloadPage());
    }
  };

  return {
    openHandoverPicker: (page = 'type') => {
      const type = context.handoverInfo()?.handoverType ?? 'Store';
      const storeOnOpen = get().user.extendedUser?.store.pickupGln ?? null;
      set((state) => {
        state.handover.picker = { open: true, page, typeOnOpen: type, storeOnOpen, pagesShown: 1 };
        state.handover.draftType = type;
      });
      if (!reservation.configurationLoaded() && context.memberId() !== null) {
        void reservation.loadReservationConfiguration();
      }
      // The type page shows the options' states (disabled, minimum purchase); load them once.
      const { options: loaded } = get().handover;
      if (loaded.list.length === 0 && loaded.status !== 'loading') {
        void options.loadHandoverOptions();
      }
      if (page === 'time') {
        void loading.loadHandoverWindows();
      }
    },
    closeHandoverPicker: closePicker,
    goToHandoverPage: showPage,
    confirmHandoverType: async () => {
      if (address.askedToConfirmLogin()) {
        return;
      }
      await options.saveDraftSelection();
      const page: HandoverPickerPage = draftType() === 'Store' ? 'location' : 'time';
      showPage(page);
      set((state) => {
        state.handover.picker.typeOnOpen = draftType();
        state.handover.address.reenterRequested = false;
      });
      if (page === 'time') {
        await loading.loadHandoverWindows();
      } else if (!get().handover.options.list.some((option) => option.handoverType === 'Store' && option.locations.length > 0)) {
        // The stores to choose from come with the handover options; without an address they were never loaded.
        await options.loadHandoverOptions();
      }
    },
    confirmHandoverLocation: async () => {
      await options.saveDraftSelection();
      showPage('time');
      await loading.loadHandoverWindows();
    },
    confirmHandoverTime: async () => {
      const windowId = get().handover.windows.selectedWindowId;
      if (windowId === null) {
        return;
      }
      const window = windows.findWindow(windowId);
      if (context.handoverInfo()?.windowId !== windowId || window === null) {
        await windows.chooseHandoverWindow(windowId);
      } else {
        // Confirming the reserved window again extends its reservation (spec section 4: same window and type).
        await reservation.reserve(window, draftType(), context.currentStore()?.pickupGln ?? '');
      }
      closePicker();
    },
  };
}
