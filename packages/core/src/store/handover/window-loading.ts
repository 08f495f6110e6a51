import { messageOf } from '../../api/api-error';
import type { HandoverWindowKind } from '../../api/handover/get-handover-windows';
import type { StoreLocation } from '../../domain/store';
import { createLatestRequest, type RequestRun } from '../../engine/latest-request';
import { handoverCartFacts } from '../../rules/handover/cart-facts';
import { emptyDaysMessage } from '../../rules/handover/handover-messages';
import { resetChosenWindow } from '../../rules/handover/handover-session';
import type { HandoverDay } from '../../rules/handover/handover-types';
import { openingDay } from '../../rules/handover/opening-day';
import { windowCartInfo } from '../../rules/handover/window-cart-info';
import {
  decideWindowRequest,
  keepOwnWindowsOpen,
  selectedWindowOutcome,
  type WindowRequest,
  windowFetchError,
  windowRequestKey,
  windowRequestOrderId,
  windowSourceKey,
} from '../../rules/handover/window-fetch';
import { type HandoverWindowsCall, readHandoverWindowsCall } from '../../settings/handover-windows-call';
import type { ShopState } from '../shop-state';
import { type HandoverContext, isAborted } from './context';

export interface WindowLoading {
  /** Loads the windows of the draft type and location; identical requests in flight are shared, a newer one wins. */
  loadHandoverWindows: () => Promise<void>;
  /** Loads the windows again keeping the window of a reservation just lost open (its one place was its own). */
  reloadKeepingOpen: (windowId: string) => Promise<void>;
  /** Spec section 4: the saved window is gone; reset it (type, store and delivery info are kept). */
  resetSavedWindow: (reason: 'equivalentAvailableWindowNotFound') => Promise<void>;
}

/** The handover windows of the draft type and location, as the platform offers them for the cart. */
export function createWindowLoading(context: HandoverContext): WindowLoading {
  const { set, get, logger } = context;
  const requests = createLatestRequest();
  /** The window of a reservation the platform let go (extend 404/422) while its windows load again; else null. */
  let lostReservationWindowId: string | null = null;
  /** Whose windows the shown days are (rules/handover/window-fetch.ts, windowSourceKey); null while none are shown. */
  let shownSource: string | null = null;
  /** The site's window call (`kurvSettings.handoverWindowsCall`), read at the first window fetch: one warning at most. */
  let windowsCall: HandoverWindowsCall | null = null;
  const windowsCallOf = (state: ShopState): HandoverWindowsCall => {
    if (windowsCall === null) {
      const reading = readHandoverWindowsCall(state.settings.handoverWindowsCall);
      if (reading.warning !== null) {
        logger.warn(reading.warning);
      }
      windowsCall = reading.call;
    }
    return windowsCall;
  };

  const showDays = async (days: HandoverDay[], request: WindowRequest, store: StoreLocation): Promise<void> => {
    // A reservation the platform just let go (extend 404/422) still counts as the shopper's own while its window
    // is offered again, so that a window full by that reservation alone can be reserved anew.
    const reserved = get().handover.reservation.current?.windowId ?? lostReservationWindowId;
    const kept = keepOwnWindowsOpen(days, {
      reservedWindowId: reserved,
      originalOrderWindowId: get().order.edit.status === 'success' ? (get().order.edit.order?.handoverInfo.windowId ?? null) : null,
    });
    // The saved window counts only for the windows of the saved type and store.
    const user = get().user.extendedUser;
    const savedWindowId =
      user !== null && user.handoverInfo.handoverType === request.handoverType && user.store.pickupGln === store.pickupGln
        ? user.handoverInfo.windowId
        : null;
    const selected = get().handover.windows.selectedWindowId ?? savedWindowId;
    const outcome = selectedWindowOutcome(kept, selected, false);
    const facts = handoverCartFacts(get());
    const now = context.dependencies.now();
    shownSource = windowSourceKey(request);
    set((draft) => {
      const windows = draft.handover.windows;
      windows.days = kept;
      windows.status = 'idle';
      windows.error = null;
      windows.selectedWindowId = outcome.action === 'reset' ? null : selected;
      // A day the shopper picked stays; else the page opens on the chosen window's day or the first day with a window
      // that can be chosen (issue 34: a Friday evening opened on today, 'Fullt', with nothing to choose).
      if (windows.selectedDate === null || !kept.some((day) => day.date === windows.selectedDate)) {
        windows.selectedDate = openingDay(kept, facts, now, windows.selectedWindowId);
      }
    });
    if (outcome.action === 'reset' && selected !== null && selected === savedWindowId) {
      await resetSavedWindow(outcome.reason);
    }
  };

  const load = async (run: RequestRun, state: ShopState, request: WindowRequest, store: StoreLocation): Promise<void> => {
    try {
      const days = await fetchDays(context, state, request, store, run.signal, windowsCallOf(state));
      if (run.isLatest()) {
        await showDays(days, request, store);
      }
    } catch (error) {
      if (!run.isLatest() || isAborted(error)) {
        return;
      }
      logger.error('Handover: the windows could not be loaded', error);
      set((draft) => {
        draft.handover.windows.status = 'error';
        draft.handover.windows.error = messageOf(error, context.defaultMessage());
      });
    }
  };

  const loadHandoverWindows = (): Promise<void> => {
    const state = get();
    const request = windowRequestOf(context, state);
    const store = context.currentStore();
    const problem = windowFetchError(
      request,
      state.cart.items.every((item) => item.quantity > 0),
    );
    if (problem !== null || store === null) {
      // Spec section 5's refusals are internal English (logged); the shopper reads spec section 8's Norwegian message for
      // no days ('Vi klarte dessverre ikke hente utleveringstider. ' and its detail). No days of another request stay.
      logger.warn(`Handover: windows not loaded: ${problem ?? 'Missing store'}`);
      const message = emptyDaysMessage(request.handoverType, request.totalWeight, context.texts());
      shownSource = null;
      set((draft) => {
        draft.handover.windows.status = 'error';
        draft.handover.windows.error = message;
        draft.handover.windows.days = [];
      });
      return Promise.resolve();
    }
    const key = windowRequestKey(request);
    if (decideWindowRequest(requests.inFlightKey(), key) === 'ignore') {
      return requests.run(key, () => Promise.resolve());
    }
    const sameSource = shownSource === windowSourceKey(request);
    if (!sameSource) {
      shownSource = null;
    }
    set((draft) => {
      const windows = draft.handover.windows;
      if (!sameSource) {
        // Another type, store or address: its windows are not the ones shown (a delivery window on the pickup page).
        windows.days = [];
      }
      windows.status = windows.days.length > 0 ? 'updating' : 'loading';
      windows.error = null;
    });
    return requests.run(key, (run) => load(run, state, request, store));
  };

  const resetSavedWindow = async (reason: 'equivalentAvailableWindowNotFound'): Promise<void> => {
    const user = get().user.extendedUser;
    if (user === null || user.handoverInfo.windowId === null) {
      return;
    }
    logger.warn(`Handover: the chosen window ${user.handoverInfo.windowId} is gone; it is reset (${reason})`);
    try {
      await context.saveStoreAndHandover({
        storeGln: user.store.gln,
        pickupPointGln: user.store.pickupGln,
        handoverInfo: resetChosenWindow(user.handoverInfo),
      });
    } catch (error) {
      logger.warn('Handover: the reset window could not be saved', error);
    }
  };

  const reloadKeepingOpen = async (windowId: string): Promise<void> => {
    lostReservationWindowId = windowId;
    try {
      await loadHandoverWindows();
    } finally {
      lostReservationWindowId = null;
    }
  };

  return { loadHandoverWindows, reloadKeepingOpen, resetSavedWindow };
}

function windowRequestOf(context: HandoverContext, state: ShopState): WindowRequest {
  const store = context.currentStore();
  const location = state.handover.selectedLocation;
  return {
    handoverType: context.draftType(),
    gln: store?.gln ?? null,
    pickupGln: store?.pickupGln ?? null,
    postalCode: location?.address?.postalCode ?? context.handoverInfo()?.deliveryInfo?.postalCode ?? null,
    calculatorTotal: context.cartTotal(state),
    totalWeight: state.cart.totals.totalWeight,
    // Lead-time and supplier lines change which windows the platform offers.
    restrictedEans: state.cart.items
      .filter((item) => item.product.leadTime !== null || item.product.mustOrderFromSupplier)
      .map((item) => item.ean),
    ngOrderId: windowRequestOrderId(state.order.edit),
  };
}

function fetchDays(
  context: HandoverContext,
  state: ShopState,
  request: WindowRequest,
  store: StoreLocation,
  signal: AbortSignal,
  call: HandoverWindowsCall,
): Promise<HandoverDay[]> {
  let kind: HandoverWindowKind = 'Delivery';
  let gln = store.gln;
  if (request.handoverType === 'Store') {
    kind = store.pickupGln !== store.gln ? 'PickupPoint' : 'Store';
    gln = kind === 'PickupPoint' ? store.pickupGln : store.gln;
  }
  const location = state.handover.selectedLocation;
  const address = location?.address ?? null;
  const delivery = kind === 'Delivery';
  return context.handoverApi.getHandoverWindows(
    kind,
    gln,
    {
      weight: request.totalWeight,
      productIds: state.cart.items.map((item) => item.ean),
      ngOrderId: request.ngOrderId,
      addressHint: delivery ? (address?.address ?? null) : null,
      postalcode: delivery ? request.postalCode : null,
      lat: delivery ? (address?.coordinates?.lat ?? null) : null,
      lon: delivery ? (address?.coordinates?.lon ?? null) : null,
      stores: delivery ? (location?.stores ?? []).map((candidate) => candidate.gln) : [],
      cartInfo: windowCartInfo(state.cart),
    },
    signal,
    call,
  );
}
