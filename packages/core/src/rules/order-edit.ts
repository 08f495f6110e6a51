import { ORDER_STATUS, type Order } from '../domain/order';

/** The order facts the editability predicates read. */
export type EditableOrderFacts = Pick<Order, 'status' | 'ngOrderId' | 'isPendingProcessing'> & {
  handoverInfo: Pick<Order['handoverInfo'], 'deadline' | 'supplierOrderDeadline'>;
};

/** The name of an order status in spec section 3's enumeration ('Open' for 20); 900 is 'Unknown'; others 'Unknown'. */
export function orderStatusName(status: number): string {
  const entry = Object.entries(ORDER_STATUS).find(([, value]) => value === status);
  return entry?.[0] ?? 'Unknown';
}

/** Spec section 2: the end of the edit window is the supplier order deadline when present, else the deadline. */
export function orderEditDeadline(order: Pick<EditableOrderFacts, 'handoverInfo'>): string | null {
  return order.handoverInfo.supplierOrderDeadline ?? order.handoverInfo.deadline;
}

function deadlineInFuture(order: EditableOrderFacts, now: Date): boolean {
  const deadline = orderEditDeadline(order);
  if (deadline === null) {
    return false;
  }
  const end = new Date(deadline).getTime();
  // A deadline exactly now is over: the window is open while now is before it.
  return Number.isFinite(end) && now.getTime() < end;
}

/**
 * Spec section 4: "An order is editable when status is at most Open (20) and the deadline (supplier deadline if present)
 * is in the future". Statuses below Open (User -1, Local 0, Created 10) count, as the spec says "at most".
 */
export function isOrderEditable(order: EditableOrderFacts, now: Date): boolean {
  return order.status <= ORDER_STATUS.Open && deadlineInFuture(order, now);
}

/**
 * Spec section 4, the stricter predicate: editable as above, and "also needs an ngOrderId, not pending processing, and
 * excludes Created". This one decides whether the shopper is offered to change the order.
 */
export function canEditOrder(order: EditableOrderFacts, now: Date): boolean {
  return (
    isOrderEditable(order, now) &&
    order.ngOrderId !== null &&
    order.ngOrderId !== '' &&
    !order.isPendingProcessing &&
    order.status !== ORDER_STATUS.Created
  );
}

/**
 * Spec section 4: "Edit mode restricts locations to the order's store". Outside edit mode (null) every location stays;
 * in edit mode only the locations of the order's store (by its gln, or its pickup point) remain.
 */
export function restrictLocationsToOrderStore<Location extends { store: { gln: string; pickupGln: string } | null }>(
  locations: readonly Location[],
  orderStore: { gln: string; pickupGln: string | null } | null,
): Location[] {
  if (orderStore === null) {
    return [...locations];
  }
  return locations.filter(
    (location) =>
      location.store !== null &&
      (location.store.gln === orderStore.gln || (orderStore.pickupGln !== null && location.store.pickupGln === orderStore.pickupGln)),
  );
}

/**
 * The order an add asks about: of the orders the member can change, the one whose edit window ends first, then the one
 * handed over first (the spec says only "an editable order"; the next one due is the one the shopper means).
 */
export function nextEditableOrder(orders: readonly Order[], now: Date): Order | null {
  const editable = orders.filter((order) => canEditOrder(order, now));
  const time = (value: string | null) => (value === null ? Number.POSITIVE_INFINITY : new Date(value).getTime());
  editable.sort(
    (first, second) =>
      time(orderEditDeadline(first)) - time(orderEditDeadline(second)) || time(first.handoverInfo.from) - time(second.handoverInfo.from),
  );
  return editable[0] ?? null;
}

/** The id an order is known by: the new platform's, else the middleware's. */
export function orderIdOf(order: Order): string {
  return order.ngOrderId ?? order.mwOrderId ?? '';
}
