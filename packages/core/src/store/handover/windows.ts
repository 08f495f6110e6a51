import type { ExtendedUser } from '../../domain/extended-user';
import type { SessionFailure } from '../../domain/session';
import type { HandoverType } from '../../domain/store';
import { handoverCartFacts } from '../../rules/handover/cart-facts';
import { chooseWindow, switchHandoverType } from '../../rules/handover/handover-session';
import type { HandoverWindow } from '../../rules/handover/handover-types';
import { evaluateWindow } from '../../rules/handover/window-disabled-reasons';
import { effectiveCartTotal, usableHandoverProduct } from '../../rules/handover/window-eligibility';
import { equivalentWindow, type WantedWindow } from '../../rules/handover/window-fetch';
import type { HandoverContext } from './context';
import type { HandoverSlice } from './handover-state';
import type { ReservedWindow } from './reservation';
import type { WindowLoading } from './window-loading';

export interface WindowActions extends Pick<HandoverSlice, 'chooseHandoverDate' | 'chooseHandoverWindow' | 'selectHandoverWindow'> {
  findWindow: (windowId: string) => HandoverWindow | null;
  /**
   * Stores the window with the draft type and location, then (members) reserves it; answers whether it was stored and
   * reserved. A failed save reserves nothing and shows its message; a refused reservation puts the saved handover back,
   * shows its message and reloads the windows.
   */
  storeHandoverWindow: (windowId: string) => Promise<boolean>;
  /**
   * Spec sections 4 and 8: a reservation that cannot be extended (404, 422) is cleared and the windows reload "with
   * an equivalent reservation": the same window, or one at the same times, is chosen and reserved anew; without one
   * the window is reset with reason equivalentAvailableWindowNotFound.
   */
  reofferEquivalentWindow: (wanted: WantedWindow) => Promise<void>;
}

/**
 * Choosing a day and a window of the loaded windows: selecting only marks it; storing saves it, then (members) reserves
 * it (spec section 4: "Time-page confirm stores and reserves the window").
 */
export function createWindowActions(
  context: HandoverContext,
  parts: {
    loading: WindowLoading;
    reserve: (window: ReservedWindow, handoverType: HandoverType, pickupGln: string) => Promise<boolean>;
  },
): WindowActions {
  const { set, get, dependencies, logger } = context;

  const findWindow = (windowId: string): HandoverWindow | null => {
    for (const day of get().handover.windows.days) {
      const window = day.handoverWindows.find((candidate) => candidate.windowId === windowId);
      if (window) {
        return window;
      }
    }
    return null;
  };

  const refuse = (message: string) => {
    logger.warn(message);
    set((draft) => {
      draft.handover.windows.error = context.defaultMessage();
    });
  };

  const storeHandoverWindow = async (windowId: string): Promise<boolean> => {
    const state = get();
    const window = findWindow(windowId);
    const info = context.handoverInfo();
    const store = context.currentStore();
    if (window === null || info === null || store === null) {
      refuse(`Handover: window ${windowId} cannot be chosen (no such window, or no user yet)`);
      return false;
    }
    const now = dependencies.now();
    const product = usableHandoverProduct(window.handoverProducts, effectiveCartTotal(context.cartTotal(state)), now);
    if (product === null) {
      refuse(`Handover: window ${windowId} has no handover product for this cart`);
      return false;
    }
    const type = context.draftType();
    const location = state.handover.selectedLocation;
    const switched = switchHandoverType(info, type, { address: location?.address ?? null, stores: location?.stores ?? [] });
    const next = chooseWindow({ handoverInfo: switched, store }, window, product);
    set((draft) => {
      draft.handover.windows.selectedWindowId = windowId;
      draft.handover.windows.selectedDate =
        draft.handover.windows.days.find((day) => day.handoverWindows.some((candidate) => candidate.windowId === windowId))?.date ??
        draft.handover.windows.selectedDate;
      draft.handover.windows.error = null;
    });
    const before = state.user.extendedUser;
    let failure: SessionFailure | null;
    try {
      failure = await context.saveStoreAndHandover({
        storeGln: next.store.gln,
        pickupPointGln: next.store.pickupGln,
        handoverInfo: next.handoverInfo,
      });
    } catch (error) {
      // An invalid change (spec section 5); saveStoreAndHandover has stored and logged it (user.error).
      logger.warn('Handover: the chosen window could not be saved', error);
      failure = { operation: 'save', message: context.defaultMessage() };
    }
    if (failure !== null) {
      // Not saved: the time page says so and stays open; nothing is reserved, so the platform holds no reservation of a
      // choice that was not saved (the reservation is made only after the save, and the spec has no call to release one).
      set((draft) => {
        draft.handover.windows.error = failure.message;
      });
      return false;
    }
    if (!(await parts.reserve(window, type, next.store.pickupGln))) {
      await putBackAfterRefusedReservation(before);
      return false;
    }
    return true;
  };

  /**
   * Spec sections 4 and 8: "Reserve failure stores error and failed window" (reserve stored them; the time page shows
   * the error). The window was saved first: the saved store and handover are put back as they were before this choice,
   * so nothing half-done is left (a saved window the platform holds no place in), and the windows are loaded again, where
   * the window just filled shows full. The shopper chooses again on the same day.
   */
  const putBackAfterRefusedReservation = async (before: ExtendedUser | null): Promise<void> => {
    if (before !== null) {
      const failure = await context.saveStoreAndHandover({
        storeGln: before.store.gln,
        pickupPointGln: before.store.pickupGln,
        handoverInfo: before.handoverInfo,
      });
      if (failure !== null) {
        logger.warn('Handover: the handover saved before the refused reservation could not be put back', failure);
      }
    }
    set((draft) => {
      draft.handover.windows.selectedWindowId = null;
    });
    await parts.loading.loadHandoverWindows();
  };

  const chooseHandoverWindow = async (windowId: string): Promise<void> => {
    await storeHandoverWindow(windowId);
  };

  const reofferEquivalentWindow = async (wanted: WantedWindow): Promise<void> => {
    await parts.loading.reloadKeepingOpen(wanted.windowId);
    const now = dependencies.now();
    const facts = handoverCartFacts(get());
    const equivalent = equivalentWindow(
      get().handover.windows.days,
      wanted,
      (window) => evaluateWindow(window, facts, now).disabledReason === null,
    );
    if (equivalent === null) {
      set((draft) => {
        draft.handover.windows.selectedWindowId = null;
      });
      await parts.loading.resetSavedWindow('equivalentAvailableWindowNotFound');
      return;
    }
    await chooseHandoverWindow(equivalent.windowId);
  };

  return {
    findWindow,
    storeHandoverWindow,
    chooseHandoverWindow,
    selectHandoverWindow: (windowId) => {
      if (findWindow(windowId) === null) {
        return;
      }
      set((draft) => {
        const windows = draft.handover.windows;
        windows.selectedWindowId = windowId;
        windows.selectedDate =
          windows.days.find((day) => day.handoverWindows.some((candidate) => candidate.windowId === windowId))?.date ??
          windows.selectedDate;
      });
    },
    reofferEquivalentWindow,
    chooseHandoverDate: (date) => {
      set((state) => {
        state.handover.windows.selectedDate = date;
      });
    },
  };
}
