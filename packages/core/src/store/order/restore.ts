import type { OrderContext } from './context';
import { cancelExpiry, scheduleExpiry } from './expiry';
import { NOT_EDITING } from './order-start';
import type { StoredOrderEdit } from './order-state';

/** A stored edit session that can be read, or null. */
function readStoredEdit(context: OrderContext): StoredOrderEdit | null {
  const stored = context.dependencies.storage.read(context.sessionKey()) as StoredOrderEdit | undefined;
  if (
    !stored ||
    typeof stored.orderId !== 'string' ||
    typeof stored.deadline !== 'string' ||
    typeof stored.previousTotalToPay !== 'number' ||
    !Number.isFinite(stored.previousTotalToPay)
  ) {
    return null;
  }
  return stored;
}

/**
 * Takes up this member's stored edit session after a reload ('reload'), or when another tab of this browser changed the
 * cart ('other-tab'); a passed one is removed. Another tab's edit is this tab's too (one cart for the site, and its
 * banner with it), and an edit that ended in another tab ends here as well, without giving the cart back a second time:
 * the tab that ended it did, and its cart reaches this tab as the message that called this.
 */
export function restoreOrderEdit(context: OrderContext, origin: 'reload' | 'other-tab' = 'reload'): void {
  const { dependencies, get, set, orderApi, sessionKey, keptCartKey } = context;
  const member = context.memberId();
  if (member === null) {
    return;
  }
  const status = get().order.edit.status;
  if (origin === 'other-tab' && status === 'success' && readStoredEdit(context)?.orderId !== get().order.edit.orderId) {
    cancelExpiry(context);
    set((state) => {
      state.order.edit = NOT_EDITING;
    });
  } else if (status !== 'idle') {
    return;
  }
  const stored = readStoredEdit(context);
  if (stored === null) {
    // From another tab, a kept cart without its session is an edit being set up or ended there: that tab gives it back.
    if (origin === 'reload' && dependencies.storage.read(keptCartKey()) !== undefined) {
      // A kept cart without its edit session: the edit ended half-way (the page closed meanwhile); the cart comes back.
      dependencies.storage.remove(sessionKey());
      void get().giveBackKeptCart();
    }
    return;
  }
  if (!(new Date(stored.deadline).getTime() > dependencies.now().getTime())) {
    // The deadline passed while the page was away: the edit has ended, and the cart from before it comes back.
    dependencies.storage.remove(sessionKey());
    void get().giveBackKeptCart();
    return;
  }
  set((state) => {
    state.order.edit = {
      ...NOT_EDITING,
      status: 'success',
      orderId: stored.orderId,
      previousTotalToPay: stored.previousTotalToPay,
      deadline: stored.deadline,
    };
  });
  scheduleExpiry(context, stored.deadline);
  // The order itself (original quantities, store) is read again; the cart is already the stored one.
  void orderApi
    .getOrder(member, stored.orderId)
    .then((order) =>
      set((state) => {
        if (state.order.edit.orderId === stored.orderId) {
          state.order.edit.order = order;
        }
      }),
    )
    .catch((error: unknown) => dependencies.logger.warn('The order being edited could not be read again', error));
}
