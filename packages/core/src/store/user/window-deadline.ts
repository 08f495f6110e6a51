import type { CancelTimer } from '../../engine/timers';
import { resetWindow } from '../../rules/handover-defaults';
import { windowDeadlineDelayMs } from '../../rules/window-deadline';
import { partSetter } from '../middleware/set-part';
import type { ShopDependencies, ShopStore } from '../shop-state';
import { rememberAnonymous } from './anonymous-profile';

/**
 * Spec section 4: "If the handover deadline passed, the window is reset": on the user's load (fetch-user.ts), and here in
 * a page left open past it. A timer runs to the chosen window's deadline (rules: windowDeadlineDelayMs), set again
 * whenever the deadline changes (another window chosen, the user loaded again) and stopped when there is none (a reset,
 * a type without a window, the logout's cleared user). When it fires past the deadline, the window is reset as a load
 * does: the shopper's summary and cart stop showing it, and the picker asks for a time. Not saved to the platform (as
 * the load's reset is not): every load resets the same saved window again, and each open tab resets its own at once.
 * An anonymous shopper's kept profile is reset with it, as the load keeps it. The user slice starts this with the first
 * deadline it sees (the code is fetched then). The page's store lives as long as the page: the answer stops the timer
 * and the following for a store that is dropped.
 */
export function followWindowDeadline(dependencies: ShopDependencies, store: ShopStore): () => void {
  let stopTimer: CancelTimer | null = null;
  let watched: string | null = null;

  const resetIfPassed = () => {
    const state = store.getState();
    const user = state.user.extendedUser;
    if (user === null || windowDeadlineDelayMs(user.handoverInfo, dependencies.now()) !== 0) {
      // The timer came early (a deadline past what a timer waits): wait again.
      arm();
      return;
    }
    const handoverInfo = resetWindow(user.handoverInfo);
    partSetter(store.setState, store.getState)('user', { extendedUser: { ...user, handoverInfo } });
    if (state.session.token === null) {
      rememberAnonymous(dependencies, { store: user.store, handoverInfo }, store.getState());
    }
  };

  function arm() {
    stopTimer?.();
    stopTimer = null;
    const info = store.getState().user.extendedUser?.handoverInfo ?? null;
    watched = info?.deadline ?? null;
    const delay = windowDeadlineDelayMs(info, dependencies.now());
    if (delay !== null) {
      stopTimer = dependencies.timers.timeout(() => {
        stopTimer = null;
        resetIfPassed();
      }, delay);
    }
  }

  arm();
  const unsubscribe = store.subscribe((state) => {
    if ((state.user.extendedUser?.handoverInfo.deadline ?? null) !== watched) {
      arm();
    }
  });
  return () => {
    unsubscribe();
    stopTimer?.();
    stopTimer = null;
  };
}
