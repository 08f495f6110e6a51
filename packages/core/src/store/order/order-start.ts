import { orderEditSessionKey } from '../../rules/order-edit-session';
import { storageKeys } from '../../storage/storage-keys';
import type { OrderSlice, OrderState } from './order-state';

// The order slice's state and actions, apart from the actions' code (create-order-slice.ts): the browser's store starts
// with this state and fetches the code when an action is first called (store/deferred/create-deferred-shop-store.ts).

export const NOT_EDITING: OrderState['edit'] = {
  status: 'idle',
  orderId: null,
  order: null,
  previousTotalToPay: null,
  deadline: null,
  error: null,
};

/** Every action of the order slice (checked both ways by the type below): the deferred store's stand-ins. */
export const ORDER_ACTIONS = [
  'loadOrders',
  'interceptAddForOrderEdit',
  'requestOrderChange',
  'startOrderEdit',
  'declineOrderEdit',
  'restoreOrderEdit',
  'acknowledgeOrderEditError',
  'endOrderEdit',
  'resetCart',
  'trackConfirmationPage',
] as const satisfies readonly Exclude<keyof OrderSlice, 'order'>[];
// An action added to OrderSlice and missing above fails to type-check here.
true satisfies Exclude<keyof OrderSlice, 'order'> extends (typeof ORDER_ACTIONS)[number] ? true : never;

/** The state's first order value (no list, not editing). */
export const initialOrderState = (): OrderState => ({
  list: [],
  listStatus: 'idle',
  edit: NOT_EDITING,
  declinedFor: null,
  pendingAdd: null,
});

/** Where a member's edit session is kept in local storage (spec section 4: keyed by member id, or GUEST). */
export function orderEditStorageKey(chainId: string, memberId: string | null): string {
  return storageKeys.orderEdit(chainId, orderEditSessionKey(memberId));
}
