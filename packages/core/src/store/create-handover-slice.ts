import { isApiError, messageOf } from '../api/api-error';
import type { HandoverWindowKind } from '../api/handover/get-handover-windows';
import { ADDRESS_AUTOCOMPLETE_SIZE } from '../api/handover/search-addresses';
import { createHandoverApi } from '../api/handover-api';
import type { HandoverInfo } from '../domain/extended-user';
import type { HandoverType, StoreLocation } from '../domain/store';
import { addressAutoUpdate, addressDiffersFromSaved, reloadDelayAfterPickerClose } from '../handover/address-form';
import { effectiveCoverage, hasCoverage, NO_COVERAGE, shouldCheckCoverage } from '../handover/coverage';
import { defaultLocation } from '../handover/default-location';
import { RESERVATION_TICK_MS } from '../handover/handover-constants';
import { chooseWindow, resetChosenWindow, switchHandoverType } from '../handover/handover-session';
import type { CoverageResult, DeliveryLocation, HandoverWindow, Reservation } from '../handover/handover-types';
import { handoverTypeAfterAnonymousAddressChange } from '../handover/order-reconciliation';
import { reservationActionOnChoice, reservationMsLeft, shouldClearReservation } from '../handover/reservation';
import { evaluateWindow } from '../handover/window-disabled-reasons';
import { effectiveCartTotal, usableHandoverProduct } from '../handover/window-eligibility';
import {
  decideWindowRequest,
  equivalentWindow,
  keepOwnWindowsOpen,
  selectedWindowOutcome,
  type WantedWindow,
  type WindowRequest,
  windowFetchError,
  windowRequestKey,
} from '../handover/window-fetch';
import { ADDRESS_SEARCH_DEBOUNCE_MS, ADDRESS_SEARCH_MIN_LENGTH, initialHandoverState } from './handover-slice-state';
import { cartFacts, reservingMemberId } from './selectors';
import type { HandoverPickerPage, HandoverSlice } from './state/handover-state';
import type { ShopDependencies, ShopSliceCreator, ShopState } from './state/shop-state';

const isAborted = (error: unknown) => isApiError(error) && error.kind === 'aborted';

export function createHandoverSlice(dependencies: ShopDependencies): ShopSliceCreator<HandoverSlice> {
  const handoverApi = createHandoverApi(dependencies.api);
  let searchTimer: ReturnType<typeof setTimeout> | null = null;
  let searchController: AbortController | null = null;
  let searchSequence = 0;
  let optionsSequence = 0;
  let windowsInFlight: { key: string; controller: AbortController; promise: Promise<void> } | null = null;
  let reserveController: AbortController | null = null;
  /** The window of a reservation the platform let go (extend 404/422) while its windows load again; else null. */
  let lostReservationWindowId: string | null = null;
  let clock: ReturnType<typeof setInterval> | null = null;
  let configurationLoaded = false;

  return (set, get) => {
    const { logger } = dependencies;
    const defaultMessage = () => get().settings.texts.defaultError;
    const memberId = (): string | null => reservingMemberId(get());
    const handoverInfo = (): HandoverInfo | null => get().user.extendedUser?.handoverInfo ?? null;
    const draftType = (): HandoverType => get().handover.draftType ?? handoverInfo()?.handoverType ?? 'Store';
    const currentStore = (): StoreLocation | null => get().handover.selectedLocation?.store ?? get().user.extendedUser?.store ?? null;

    const cartTotal = (state: ShopState): number | null => cartFacts(state).calculatorTotal;

    // The reservation clock.
    const stopClock = () => {
      if (clock !== null) {
        clearInterval(clock);
        clock = null;
      }
    };
    const clearReservation = () => {
      stopClock();
      set((state) => {
        state.handover.reservation.current = null;
        state.handover.reservation.secondsLeft = 0;
      });
    };
    const reservationSecondsLeft = (): number => {
      const current = get().handover.reservation.current;
      return current === null ? 0 : Math.max(0, Math.ceil(reservationMsLeft(current, dependencies.now()) / 1000));
    };
    const tick = () => {
      const current = get().handover.reservation.current;
      if (current === null) {
        stopClock();
        return;
      }
      if (shouldClearReservation(current, memberId(), dependencies.now())) {
        clearReservation();
        return;
      }
      const secondsLeft = reservationSecondsLeft();
      set((state) => {
        state.handover.reservation.secondsLeft = secondsLeft;
      });
    };
    const keepReservation = (reservation: Reservation) => {
      set((state) => {
        state.handover.reservation.current = reservation;
        state.handover.reservation.status = 'idle';
        state.handover.reservation.error = null;
        state.handover.reservation.failedWindowId = null;
      });
      stopClock();
      tick();
      if (get().handover.reservation.current !== null) {
        clock = setInterval(tick, RESERVATION_TICK_MS);
      }
    };
    const reservationFailed = (windowId: string, error: unknown) => {
      logger.error('Handover: reservation failed', error);
      set((state) => {
        state.handover.reservation.status = 'error';
        state.handover.reservation.error = messageOf(error, defaultMessage());
        state.handover.reservation.failedWindowId = windowId;
      });
    };

    const reserve = async (
      window: Pick<HandoverWindow, 'windowId' | 'from' | 'to' | 'carrierWindowId'>,
      handoverType: HandoverType,
      pickupGln: string,
    ): Promise<void> => {
      const member = memberId();
      const existing = get().handover.reservation.current;
      const action = reservationActionOnChoice(
        existing,
        { windowId: window.windowId, handoverType, pickupGln, memberId: member },
        dependencies.now(),
      );
      if (action === 'none') {
        return;
      }
      reserveController?.abort();
      const controller = new AbortController();
      reserveController = controller;
      set((state) => {
        state.handover.reservation.status = 'loading';
      });
      try {
        const reservation =
          action === 'extend' && existing !== null
            ? await handoverApi.extendReservation(existing.reservationId, existing.handoverType)
            : await handoverApi.reserveWindow({
                chainId: get().settings.chainId,
                pickupGln,
                windowId: window.windowId,
                from: window.from,
                to: window.to,
                carrierWindowId: window.carrierWindowId,
                handoverType,
                signal: controller.signal,
              });
        if (reserveController !== controller) {
          return;
        }
        reserveController = null;
        keepReservation(reservation);
        if (!configurationLoaded) {
          void loadReservationConfiguration();
        }
      } catch (error) {
        if (reserveController !== controller || isAborted(error)) {
          return;
        }
        reserveController = null;
        if (action === 'extend' && isApiError(error) && error.kind === 'http' && (error.status === 404 || error.status === 422)) {
          // Spec sections 4 and 8: the reservation is gone; clear it and reload the windows.
          logger.warn('Handover: the reservation could not be extended; reloading the windows', error);
          clearReservation();
          set((state) => {
            state.handover.reservation.status = 'idle';
          });
          await reofferEquivalentWindow({ windowId: window.windowId, from: window.from, to: window.to });
          return;
        }
        reservationFailed(window.windowId, error);
      }
    };

    const loadReservationConfiguration = async (): Promise<void> => {
      try {
        const { reservationDurationInMinutes } = await handoverApi.getReservationConfiguration();
        configurationLoaded = true;
        if (reservationDurationInMinutes !== null && reservationDurationInMinutes > 0) {
          set((state) => {
            state.handover.reservation.durationMinutes = reservationDurationInMinutes;
          });
        }
      } catch (error) {
        logger.warn('Handover: the reservation configuration could not be loaded', error);
      }
    };

    const pickDefaultLocation = (handoverType: HandoverType): DeliveryLocation | null => {
      const { handover, user } = get();
      const option = handover.options.list.find((candidate) => candidate.handoverType === handoverType);
      if (!option) {
        return handover.selectedLocation;
      }
      const household = user.extendedUser?.household ?? null;
      const postalCode = handover.address.selected?.postalCode ?? handoverInfo()?.deliveryInfo?.postalCode ?? household?.postalCode ?? null;
      return defaultLocation(handoverType, option.locations, {
        preferredPickupStoreId: household?.pickupStoreId ?? household?.preferredStoreId ?? null,
        userStore: user.extendedUser?.store ?? null,
        editOrderStore: null,
        closestStore: option.closestStoreOrPickupPoint,
        postalCode,
      });
    };

    const loadHandoverOptions = async (): Promise<void> => {
      optionsSequence += 1;
      const sequence = optionsSequence;
      const selected = get().handover.address.selected;
      const anonymous = get().session.token === null;
      set((state) => {
        state.handover.options.status = state.handover.options.list.length > 0 ? 'updating' : 'loading';
        state.handover.options.error = null;
      });
      try {
        const list = await handoverApi.getHandoverOptions(
          selected === null
            ? {}
            : {
                postalCode: selected.postalCode,
                addressHint: anonymous ? selected.address : null,
                lat: anonymous ? (selected.coordinates?.lat ?? null) : null,
                lon: anonymous ? (selected.coordinates?.lon ?? null) : null,
              },
        );
        if (sequence !== optionsSequence) {
          return;
        }
        set((state) => {
          state.handover.options.list = list;
          state.handover.options.status = 'idle';
        });
        const location = pickDefaultLocation(draftType());
        set((state) => {
          state.handover.selectedLocation = location;
        });
      } catch (error) {
        if (sequence !== optionsSequence) {
          return;
        }
        logger.error('Handover: the handover options could not be loaded', error);
        set((state) => {
          state.handover.options.status = 'error';
          state.handover.options.error = messageOf(error, defaultMessage());
        });
      }
    };

    const windowRequestOf = (state: ShopState): { request: WindowRequest; store: StoreLocation | null } => {
      const store = currentStore();
      const location = state.handover.selectedLocation;
      return {
        store,
        request: {
          handoverType: draftType(),
          gln: store?.gln ?? null,
          pickupGln: store?.pickupGln ?? null,
          postalCode: location?.address?.postalCode ?? handoverInfo()?.deliveryInfo?.postalCode ?? null,
          calculatorTotal: cartTotal(state),
          totalWeight: state.cart.totals.totalWeight,
          // Lead-time and supplier lines change which windows the platform offers.
          restrictedEans: state.cart.items
            .filter((item) => item.product.leadTime !== null || item.product.mustOrderFromSupplier)
            .map((item) => item.ean),
        },
      };
    };

    const loadHandoverWindows = (): Promise<void> => {
      const state = get();
      const { request, store } = windowRequestOf(state);
      const cartIsValid = state.cart.items.every((item) => item.quantity > 0);
      const problem = windowFetchError(request, cartIsValid);
      if (problem !== null || store === null) {
        logger.warn(`Handover: windows not loaded: ${problem ?? 'Missing store'}`);
        set((draft) => {
          draft.handover.windows.status = 'error';
          draft.handover.windows.error = problem ?? 'Missing store';
        });
        return Promise.resolve();
      }
      const key = windowRequestKey(request);
      const decision = decideWindowRequest(windowsInFlight?.key ?? null, key);
      if (decision === 'ignore' && windowsInFlight !== null) {
        return windowsInFlight.promise;
      }
      windowsInFlight?.controller.abort();
      const controller = new AbortController();
      let kind: HandoverWindowKind = 'Delivery';
      let gln = store.gln;
      if (request.handoverType === 'Store') {
        kind = store.pickupGln !== store.gln ? 'PickupPoint' : 'Store';
        gln = kind === 'PickupPoint' ? store.pickupGln : store.gln;
      }
      const location = state.handover.selectedLocation;
      const address = location?.address ?? null;
      const calculatorTotal = effectiveCartTotal(request.calculatorTotal);
      set((draft) => {
        draft.handover.windows.status = draft.handover.windows.days.length > 0 ? 'updating' : 'loading';
        draft.handover.windows.error = null;
      });
      const promise = (async () => {
        try {
          const days = await handoverApi.getHandoverWindows(
            kind,
            gln,
            {
              weight: request.totalWeight,
              productIds: state.cart.items.map((item) => item.ean),
              ngOrderId: null,
              addressHint: kind === 'Delivery' ? (address?.address ?? null) : null,
              postalcode: kind === 'Delivery' ? request.postalCode : null,
              lat: kind === 'Delivery' ? (address?.coordinates?.lat ?? null) : null,
              lon: kind === 'Delivery' ? (address?.coordinates?.lon ?? null) : null,
              stores: kind === 'Delivery' ? (location?.stores ?? []).map((candidate) => candidate.gln) : [],
              cartInfo: {
                numberOfItemsOrdered: state.cart.items.reduce((sum, item) => sum + item.quantity, 0),
                totalWeight: request.totalWeight,
                totalToPay: calculatorTotal,
                containsFrozenFood: false,
              },
            },
            controller.signal,
          );
          if (windowsInFlight?.controller !== controller) {
            return;
          }
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
          set((draft) => {
            const windows = draft.handover.windows;
            windows.days = kept;
            windows.status = 'idle';
            windows.error = null;
            windows.selectedWindowId = outcome.action === 'reset' ? null : selected;
            const selectedDay = kept.find((day) => day.handoverWindows.some((window) => window.windowId === windows.selectedWindowId));
            if (selectedDay !== undefined && windows.selectedDate === null) {
              windows.selectedDate = selectedDay.date;
            }
            if (!kept.some((day) => day.date === windows.selectedDate)) {
              windows.selectedDate = kept.find((day) => day.handoverWindows.length > 0)?.date ?? kept[0]?.date ?? null;
            }
          });
          if (outcome.action === 'reset' && selected !== null && selected === savedWindowId) {
            await resetSavedWindow(outcome.reason);
          }
        } catch (error) {
          if (windowsInFlight?.controller !== controller || isAborted(error)) {
            return;
          }
          logger.error('Handover: the windows could not be loaded', error);
          set((draft) => {
            draft.handover.windows.status = 'error';
            draft.handover.windows.error = messageOf(error, defaultMessage());
          });
        } finally {
          if (windowsInFlight?.controller === controller) {
            windowsInFlight = null;
          }
        }
      })();
      windowsInFlight = { key, controller, promise };
      return promise;
    };

    /** Saves the draft type and location as the user's store and handoverInfo (the window reset when either changes). */
    const saveDraftSelection = async (): Promise<void> => {
      const info = handoverInfo();
      const store = currentStore();
      const user = get().user.extendedUser;
      if (info === null || store === null || user === null) {
        return;
      }
      const location = get().handover.selectedLocation;
      const type = draftType();
      let next = switchHandoverType(info, type, { address: location?.address ?? null, stores: location?.stores ?? [] });
      const storeChanged = store.gln !== user.store.gln || store.pickupGln !== user.store.pickupGln;
      if (next === info && !storeChanged) {
        return;
      }
      if (storeChanged) {
        next = resetChosenWindow(next);
      }
      await get().saveStoreAndHandover({ storeGln: store.gln, pickupPointGln: store.pickupGln, handoverInfo: next });
    };

    const findWindow = (windowId: string): HandoverWindow | null => {
      for (const day of get().handover.windows.days) {
        const window = day.handoverWindows.find((candidate) => candidate.windowId === windowId);
        if (window) {
          return window;
        }
      }
      return null;
    };

    const chooseHandoverWindow = async (windowId: string): Promise<void> => {
      const state = get();
      const window = findWindow(windowId);
      const info = handoverInfo();
      const store = currentStore();
      if (window === null || info === null || store === null) {
        logger.warn(`Handover: window ${windowId} cannot be chosen (no such window, or no user yet)`);
        set((draft) => {
          draft.handover.windows.error = defaultMessage();
        });
        return;
      }
      const now = dependencies.now();
      const product = usableHandoverProduct(window.handoverProducts, effectiveCartTotal(cartTotal(state)), now);
      if (product === null) {
        logger.warn(`Handover: window ${windowId} has no handover product for this cart`);
        set((draft) => {
          draft.handover.windows.error = defaultMessage();
        });
        return;
      }
      const type = draftType();
      const location = state.handover.selectedLocation;
      const switched = switchHandoverType(info, type, { address: location?.address ?? null, stores: location?.stores ?? [] });
      const next = chooseWindow({ handoverInfo: switched, store }, window, product);
      set((draft) => {
        draft.handover.windows.selectedWindowId = windowId;
        draft.handover.windows.selectedDate =
          draft.handover.windows.days.find((day) => day.handoverWindows.some((candidate) => candidate.windowId === windowId))?.date ??
          draft.handover.windows.selectedDate;
      });
      try {
        await get().saveStoreAndHandover({
          storeGln: next.store.gln,
          pickupPointGln: next.store.pickupGln,
          handoverInfo: next.handoverInfo,
        });
      } catch (error) {
        // saveStoreAndHandover has stored and logged it (user.error).
        logger.warn('Handover: the chosen window could not be saved', error);
        return;
      }
      await reserve(window, type, next.store.pickupGln);
    };

    /** Spec section 4: the saved window is gone; reset it (type, store and delivery info are kept). */
    const resetSavedWindow = async (reason: 'equivalentAvailableWindowNotFound'): Promise<void> => {
      const user = get().user.extendedUser;
      if (user === null || user.handoverInfo.windowId === null) {
        return;
      }
      logger.warn(`Handover: the chosen window ${user.handoverInfo.windowId} is gone; it is reset (${reason})`);
      try {
        await get().saveStoreAndHandover({
          storeGln: user.store.gln,
          pickupPointGln: user.store.pickupGln,
          handoverInfo: resetChosenWindow(user.handoverInfo),
        });
      } catch (error) {
        logger.warn('Handover: the reset window could not be saved', error);
      }
    };

    /**
     * Spec sections 4 and 8: a reservation that cannot be extended (404, 422) is cleared and the windows reload "with
     * an equivalent reservation": the same window, or one at the same times, is chosen and reserved anew; without one
     * the window is reset with reason equivalentAvailableWindowNotFound.
     */
    const reofferEquivalentWindow = async (wanted: WantedWindow): Promise<void> => {
      lostReservationWindowId = wanted.windowId;
      try {
        await loadHandoverWindows();
      } finally {
        lostReservationWindowId = null;
      }
      const now = dependencies.now();
      const facts = cartFacts(get());
      const equivalent = equivalentWindow(
        get().handover.windows.days,
        wanted,
        (window) => evaluateWindow(window, facts, now).disabledReason === null,
      );
      if (equivalent === null) {
        set((draft) => {
          draft.handover.windows.selectedWindowId = null;
        });
        await resetSavedWindow('equivalentAvailableWindowNotFound');
        return;
      }
      await chooseHandoverWindow(equivalent.windowId);
    };

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

    /** The picked address is not the saved delivery address. */
    const chosenAddressDiffers = (): boolean =>
      addressDiffersFromSaved(get().handover.address.selected, handoverInfo()?.deliveryInfo ?? null);

    /** Spec section 6: a simplified-login user's address change needs a confirmed login first. */
    const needsConfirmedLogin = (): boolean =>
      !addressAutoUpdate(get().session.loginLevel) && draftType() === 'Delivery' && chosenAddressDiffers();

    const askToConfirmLogin = () => {
      set((state) => {
        state.handover.confirmLogin = { action: state.settings.texts.confirmLoginActionSaveAddress };
      });
    };

    return {
      handover: initialHandoverState(),
      openHandoverPicker: (page = 'type') => {
        const type = handoverInfo()?.handoverType ?? 'Store';
        const storeOnOpen = get().user.extendedUser?.store.pickupGln ?? null;
        set((state) => {
          state.handover.picker = { open: true, page, typeOnOpen: type, storeOnOpen, pagesShown: 1 };
          state.handover.draftType = type;
        });
        if (!configurationLoaded && memberId() !== null) {
          void loadReservationConfiguration();
        }
        // The type page shows the options' states (disabled, minimum purchase); load them once.
        const { options } = get().handover;
        if (options.list.length === 0 && options.status !== 'loading') {
          void loadHandoverOptions();
        }
        if (page === 'time') {
          void loadHandoverWindows();
        }
      },
      closeHandoverPicker: closePicker,
      goToHandoverPage: showPage,
      chooseHandoverType: (handoverType) => {
        set((state) => {
          state.handover.draftType = handoverType;
        });
        const location = pickDefaultLocation(handoverType);
        set((state) => {
          state.handover.selectedLocation = location;
        });
      },
      searchAddress: (query) => {
        if (searchTimer !== null) {
          clearTimeout(searchTimer);
          searchTimer = null;
        }
        searchController?.abort();
        searchController = null;
        searchSequence += 1;
        const sequence = searchSequence;
        const trimmed = query.trim();
        set((state) => {
          state.handover.address.query = query;
          if (trimmed.length < ADDRESS_SEARCH_MIN_LENGTH) {
            state.handover.address.suggestions = [];
            state.handover.address.status = 'idle';
            state.handover.address.error = null;
          }
        });
        if (trimmed.length < ADDRESS_SEARCH_MIN_LENGTH) {
          return;
        }
        searchTimer = setTimeout(() => {
          searchTimer = null;
          const controller = new AbortController();
          searchController = controller;
          set((state) => {
            state.handover.address.status = 'loading';
          });
          handoverApi.searchAddresses(trimmed, { size: ADDRESS_AUTOCOMPLETE_SIZE, signal: controller.signal }).then(
            (suggestions) => {
              if (sequence !== searchSequence) {
                return;
              }
              set((state) => {
                state.handover.address.suggestions = suggestions;
                state.handover.address.status = 'idle';
                state.handover.address.error = null;
              });
            },
            (error: unknown) => {
              if (sequence !== searchSequence || isAborted(error)) {
                return;
              }
              logger.error('Handover: address search failed', error);
              set((state) => {
                state.handover.address.status = 'error';
                state.handover.address.error = messageOf(error, defaultMessage());
              });
            },
          );
        }, ADDRESS_SEARCH_DEBOUNCE_MS);
      },
      chooseAddress: async (address) => {
        set((state) => {
          state.handover.address.selected = address;
          state.handover.address.query = `${address.address}, ${address.postalCode} ${address.city}`;
          state.handover.address.suggestions = [];
          state.handover.coverage = { result: null, status: 'loading', error: null };
        });
        let coverage: CoverageResult = NO_COVERAGE;
        if (shouldCheckCoverage(address.postalCode, address.address)) {
          try {
            const fetched = await handoverApi.getCoverage(address.postalCode, {
              addressHint: address.address,
              lat: address.coordinates?.lat ?? null,
              lon: address.coordinates?.lon ?? null,
            });
            coverage = effectiveCoverage(address.postalCode, address.address, fetched);
          } catch (error) {
            logger.error('Handover: the coverage check failed', error);
            set((state) => {
              state.handover.coverage = { result: null, status: 'error', error: messageOf(error, defaultMessage()) };
            });
            return;
          }
        }
        if (get().handover.address.selected !== address) {
          return;
        }
        const covered = hasCoverage(coverage);
        set((state) => {
          state.handover.coverage = { result: coverage, status: 'idle', error: covered ? null : state.settings.texts.coverageUnavailable };
          if (state.session.token === null) {
            // Spec section 4: an anonymous shopper whose address changes gets delivery if available, else store.
            state.handover.draftType = handoverTypeAfterAnonymousAddressChange(covered);
          }
        });
        await loadHandoverOptions();
      },
      loadHandoverOptions,
      chooseLocation: (location) => {
        set((state) => {
          state.handover.selectedLocation = location;
        });
      },
      loadHandoverWindows,
      chooseHandoverDate: (date) => {
        set((state) => {
          state.handover.windows.selectedDate = date;
        });
      },
      chooseHandoverWindow,
      confirmHandoverType: async () => {
        if (needsConfirmedLogin()) {
          askToConfirmLogin();
          return;
        }
        await saveDraftSelection();
        const page: HandoverPickerPage = draftType() === 'Store' ? 'location' : 'time';
        showPage(page);
        set((state) => {
          state.handover.picker.typeOnOpen = draftType();
          state.handover.address.reenterRequested = false;
        });
        if (page === 'time') {
          await loadHandoverWindows();
        } else if (!get().handover.options.list.some((option) => option.handoverType === 'Store' && option.locations.length > 0)) {
          // The stores to choose from come with the handover options; without an address they were never loaded.
          await loadHandoverOptions();
        }
      },
      confirmHandoverLocation: async () => {
        await saveDraftSelection();
        showPage('time');
        await loadHandoverWindows();
      },
      confirmHandoverTime: async () => {
        const windowId = get().handover.windows.selectedWindowId;
        if (windowId === null) {
          return;
        }
        const window = findWindow(windowId);
        if (handoverInfo()?.windowId !== windowId || window === null) {
          await chooseHandoverWindow(windowId);
        } else {
          // Confirming the reserved window again extends its reservation (spec section 4: same window and type).
          await reserve(window, draftType(), currentStore()?.pickupGln ?? '');
        }
        closePicker();
      },
      requestAddressReentry: () => {
        set((state) => {
          state.handover.address.reenterRequested = true;
        });
      },
      submitAddress: async () => {
        if (needsConfirmedLogin()) {
          askToConfirmLogin();
          return;
        }
        set((state) => {
          state.handover.draftType = 'Delivery';
        });
        await saveDraftSelection();
        set((state) => {
          state.handover.address.reenterRequested = false;
        });
      },
      dismissConfirmLogin: () => {
        set((state) => {
          state.handover.confirmLogin = null;
        });
      },
      loadReservationConfiguration,
      reReserveSavedWindow: async () => {
        const user = get().user.extendedUser;
        const held = get().handover.reservation.current;
        const info = user?.handoverInfo;
        if (!user || held === null || !info?.windowId || !info.from || !info.to || memberId() === null) {
          return;
        }
        await reserve(
          { windowId: info.windowId, from: info.from, to: info.to, carrierWindowId: info.deliveryInfo?.carrierWindowId ?? null },
          info.handoverType,
          user.store.pickupGln,
        );
      },
      reservationSecondsLeft,
    };
  };
}
