import { type CheckoutData, checkoutDataTriggersReservation } from '../../rules/checkout-data';
import { checkoutDataOf } from '../selectors';
import type { HandoverContext } from './context';

/**
 * Re-reserves the member's held window when the checkout data changes (spec section 4). Started with the handover code:
 * only that code holds a reservation (a page without it has none to make again), so a page's first load does not carry
 * this. What the data was when the code came is the starting point: the reservation the code takes up then (a reload)
 * keeps its countdown, as the first run "when the user's chain is known" leaves it.
 */
export function followCheckoutData({ subscribe }: Pick<HandoverContext, 'subscribe'>): void {
  let started = false;
  let last: CheckoutData | null = null;
  subscribe((state, previous) => {
    if (!started) {
      // The state before the first change: when the code came (or, in a store built whole, before any user).
      started = true;
      last = checkoutDataOf(previous);
    }
    const data = checkoutDataOf(state);
    if (data === null) {
      return;
    }
    const triggers = checkoutDataTriggersReservation(last, data);
    last = data;
    if (triggers) {
      void state.reReserveSavedWindow();
    }
  });
}
