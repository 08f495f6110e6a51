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

/** Spec section 4: "Edit sessions are keyed by member id, or GUEST". */
export function orderEditSessionKey(memberId: string | null): string {
  return memberId ?? 'GUEST';
}

/** The checkout data whose change re-reserves the window (spec section 4). */
export interface CheckoutData {
  handoverType: string | null;
  pickupStoreGln: string | null;
  /** The order total, for the delivery product (the price interval it falls in). */
  orderTotal: number | null;
  deliveryWeight: number | null;
  deliveryAddress: string | null;
  deliveryCoordinates: { lat: number; lon: number } | null;
  /** How many lines are supplier-ordered or have a lead time. */
  specialItemCount: number;
}

/**
 * Spec section 4: "Checkout data update triggers re-reservation of the window when handover type, pickup store, order
 * total (for the delivery product), delivery weight, delivery address or coordinates, or count of
 * supplier-ordered/lead-time items changes; also runs once when the user's chain is known". `before` null is that first
 * run. Our readings: the order total counts only for delivery (it picks the delivery product's price interval); weight
 * and address count only for delivery; coordinates compare to 6 decimals.
 */
export function checkoutDataTriggersReservation(before: CheckoutData | null, after: CheckoutData): boolean {
  if (before === null) {
    return true;
  }
  const delivery = after.handoverType === 'Delivery';
  const sameCoordinates = (first: CheckoutData['deliveryCoordinates'], second: CheckoutData['deliveryCoordinates']) =>
    first === second ||
    (first !== null && second !== null && first.lat.toFixed(6) === second.lat.toFixed(6) && first.lon.toFixed(6) === second.lon.toFixed(6));
  return (
    before.handoverType !== after.handoverType ||
    before.pickupStoreGln !== after.pickupStoreGln ||
    before.specialItemCount !== after.specialItemCount ||
    (delivery &&
      (before.orderTotal !== after.orderTotal ||
        before.deliveryWeight !== after.deliveryWeight ||
        before.deliveryAddress !== after.deliveryAddress ||
        !sameCoordinates(before.deliveryCoordinates, after.deliveryCoordinates)))
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
