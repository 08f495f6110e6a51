import { isApiError, messageOf } from '../../api/api-error';
import type { HandoverType } from '../../domain/store';
import { createCountdownClock } from '../../engine/countdown-clock';
import { createLatestRequest } from '../../engine/latest-request';
import { type CheckoutData, checkoutDataTriggersReservation, storedCheckoutData } from '../../rules/checkout-data';
import { RESERVATION_TICK_MS } from '../../rules/handover/handover-constants';
import { keptCarrierWindowId } from '../../rules/handover/handover-session';
import type { HandoverWindow, Reservation } from '../../rules/handover/handover-types';
import {
  reservationActionOnChoice,
  reservationMsLeft,
  reservationToRestore,
  shouldClearReservation,
} from '../../rules/handover/reservation';
import type { WantedWindow } from '../../rules/handover/window-fetch';
import { storageKeys } from '../../storage/storage-keys';
import { checkoutDataOf } from '../selectors';
import { type HandoverContext, isAborted } from './context';

export type ReservedWindow = Pick<HandoverWindow, 'windowId' | 'from' | 'to' | 'carrierWindowId'>;

export interface ReservationActions {
  /**
   * Reserves the window (or extends the held reservation of it); the latest call wins. Answers false when the platform
   * refused it (the error and the failed window are stored, spec section 8), else true (reserved, extended, nothing to
   * reserve, a lost reservation offered again, or a newer call took its place).
   */
  reserve: (window: ReservedWindow, handoverType: HandoverType, pickupGln: string) => Promise<boolean>;
  loadReservationConfiguration: () => Promise<void>;
  configurationLoaded: () => boolean;
  reservationSecondsLeft: () => number;
  reReserveSavedWindow: () => Promise<void>;
  /** Takes up the reservation kept locally after a reload when it is still valid (its clock goes on), else clears it. */
  restoreReservation: () => Promise<void>;
  /**
   * Forgets a stored refusal (its error and failed window); the held reservation stays. The picker's opening does: a
   * refusal was about an earlier choice.
   */
  forgetFailure: () => void;
}

/**
 * The member's reservation: reserving and extending (the latest call wins), the clock of the seconds left, and the
 * reservation length. A reservation the platform let go on extend (404, 422) is cleared and `reofferEquivalentWindow`
 * offers its window again.
 */
export function createReservationActions(
  context: HandoverContext,
  reofferEquivalentWindow: (wanted: WantedWindow) => Promise<void>,
): ReservationActions {
  const { set, get, dependencies, handoverApi, logger } = context;
  // The latest reserve wins: a newer choice aborts the call in flight, whose answer is dropped.
  const reserving = createLatestRequest();
  let configurationLoaded = false;

  const { reservationSecondsLeft, clearReservation, keepReservation } = createReservationClock(context);
  const reservationFailed = (windowId: string, error: unknown) => {
    logger.error('Handover: reservation failed', error);
    set((state) => {
      state.handover.reservation.status = 'error';
      state.handover.reservation.error = messageOf(error, context.defaultMessage());
      state.handover.reservation.failedWindowId = windowId;
    });
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

  const reserve = async (window: ReservedWindow, handoverType: HandoverType, pickupGln: string): Promise<boolean> => {
    const existing = get().handover.reservation.current;
    const choice = { windowId: window.windowId, handoverType, pickupGln, memberId: context.memberId() };
    const action = reservationActionOnChoice(existing, choice, dependencies.now());
    if (action === 'none') {
      return true;
    }
    let refused = false;
    await reserving.replace(async (run) => {
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
                carrierWindowId: keptCarrierWindowId(handoverType, window.carrierWindowId),
                handoverType,
                signal: run.signal,
              });
        if (!run.isLatest()) {
          return;
        }
        keepReservation(reservation);
        if (!configurationLoaded) {
          void loadReservationConfiguration();
        }
      } catch (error) {
        if (!run.isLatest() || isAborted(error)) {
          return;
        }
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
        refused = true;
        reservationFailed(window.windowId, error);
      }
    });
    return !refused;
  };

  const reReserveSavedWindow = async (): Promise<void> => {
    const user = get().user.extendedUser;
    const held = get().handover.reservation.current;
    const info = user?.handoverInfo;
    if (!user || held === null || !info?.windowId || !info.from || !info.to || context.memberId() === null) {
      return;
    }
    await reserve(
      { windowId: info.windowId, from: info.from, to: info.to, carrierWindowId: info.deliveryInfo?.carrierWindowId ?? null },
      info.handoverType,
      user.store.pickupGln,
    );
  };

  const restoreReservation = async (): Promise<void> => {
    const key = storageKeys.reservation(get().settings.chainId);
    const kept = dependencies.storage.read(key);
    const restored = reservationToRestore(
      kept,
      { pickupGln: get().user.extendedUser?.store.pickupGln ?? null, memberId: context.memberId() },
      dependencies.now(),
    );
    if (restored === null) {
      dependencies.storage.remove(key);
      return;
    }
    const reservedFor = storedCheckoutData((kept as { reservedFor?: unknown }).reservedFor);
    keepReservation(restored, reservedFor);
    if (!configurationLoaded) {
      void loadReservationConfiguration();
    }
    // Spec section 4: the checkout data's run "once when the user's chain is known". The cart may have changed where no
    // picker ran (another page of the site, another tab): it is compared with what the window was reserved for. Our
    // choice: a kept reservation without that (an earlier version's) is taken up as it is, its countdown going on.
    const now = checkoutDataOf(get());
    if (reservedFor !== null && now !== null && checkoutDataTriggersReservation(reservedFor, now)) {
      await reReserveSavedWindow();
    }
  };

  return {
    reserve,
    loadReservationConfiguration,
    restoreReservation,
    configurationLoaded: () => configurationLoaded,
    reservationSecondsLeft,
    reReserveSavedWindow,
    forgetFailure: () => {
      set((state) => {
        if (state.handover.reservation.status === 'error') {
          state.handover.reservation.status = 'idle';
        }
        state.handover.reservation.error = null;
        state.handover.reservation.failedWindowId = null;
      });
    },
  };
}

/** The held reservation and its clock: the seconds left tick every second until it runs out or its member leaves. */
function createReservationClock(context: HandoverContext) {
  const { set, get, dependencies } = context;
  const reservationSecondsLeft = (): number => {
    const current = get().handover.reservation.current;
    return current === null ? 0 : Math.max(0, Math.ceil(reservationMsLeft(current, dependencies.now()) / 1000));
  };
  const storageKey = () => storageKeys.reservation(get().settings.chainId);
  const clearReservation = () => {
    clock.stop();
    dependencies.storage.remove(storageKey());
    set((state) => {
      state.handover.reservation.current = null;
      state.handover.reservation.secondsLeft = 0;
    });
  };
  const tick = () => {
    const current = get().handover.reservation.current;
    if (current === null) {
      clock.stop();
      return;
    }
    if (shouldClearReservation(current, context.memberId(), dependencies.now())) {
      clearReservation();
      return;
    }
    const secondsLeft = reservationSecondsLeft();
    set((state) => {
      state.handover.reservation.secondsLeft = secondsLeft;
    });
  };
  const clock = createCountdownClock(tick, RESERVATION_TICK_MS, dependencies.timers);

  /** `reservedFor`: the checkout data the window was reserved for; the state's now unless a kept one is taken up. */
  const keepReservation = (reservation: Reservation, reservedFor: CheckoutData | null = checkoutDataOf(get())) => {
    // Spec sections 3 and 9: kept locally, so that a reload (the picker's own included) takes it up again, with the
    // checkout data it was made for (compared at the reload, restoreReservation).
    dependencies.storage.write(storageKey(), { ...reservation, reservedFor });
    set((state) => {
      state.handover.reservation.current = reservation;
      state.handover.reservation.status = 'idle';
      state.handover.reservation.error = null;
      state.handover.reservation.failedWindowId = null;
    });
    clock.stop();
    tick();
    if (get().handover.reservation.current !== null) {
      clock.start();
    }
  };
  return { reservationSecondsLeft, clearReservation, keepReservation };
}
