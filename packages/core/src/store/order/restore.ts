import type { OrderContext } from './context';
import { scheduleExpiry } from './expiry';
import { NOT_EDITING } from './order-start';
import type { StoredOrderEdit } from './order-state';

/** Takes up this member's stored edit session after a reload; a passed one is removed. */
export function restoreOrderEdit(context: OrderContext): void {
  const { dependencies, get, set, orderApi, sessionKey, keptCartKey } = context;
  const member = context.memberId();
  if (member === null || get().order.edit.status !== 'idle') {
    return;
  }
  const stored = dependencies.storage.read(sessionKey()) as StoredOrderEdit | undefined;
  if (
    !stored ||
    typeof stored.orderId !== 'string' ||
    typeof stored.deadline !== 'string' ||
    typeof stored.previousTotalToPay !== 'number' ||
    !Number.isFinite(stored.previousTotalToPay)
  ) {
    if (dependencies.storage.read(keptCartKey()) !== undefined) {
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
