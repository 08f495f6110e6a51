// Apart from the other order-edit rules: the page store follows the checkout data on every change.

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

const nullableString = (value: unknown): value is string | null => value === null || typeof value === 'string';
const nullableNumber = (value: unknown): value is number | null => value === null || (typeof value === 'number' && Number.isFinite(value));

/**
 * The checkout data a held reservation was made for, as kept beside it in local storage (the reserved window's key);
 * null when the value is not checkout data (absent, an earlier version's record, or edited by hand).
 */
export function storedCheckoutData(value: unknown): CheckoutData | null {
  if (typeof value !== 'object' || value === null) {
    return null;
  }
  const record = value as Record<keyof CheckoutData, unknown>;
  const coordinates = record.deliveryCoordinates as { lat?: unknown; lon?: unknown } | null;
  const validCoordinates =
    coordinates === null ||
    (typeof coordinates === 'object' &&
      nullableNumber(coordinates.lat) &&
      coordinates.lat !== null &&
      nullableNumber(coordinates.lon) &&
      coordinates.lon !== null);
  if (
    !nullableString(record.handoverType) ||
    !nullableString(record.pickupStoreGln) ||
    !nullableNumber(record.orderTotal) ||
    !nullableNumber(record.deliveryWeight) ||
    !nullableString(record.deliveryAddress) ||
    !validCoordinates ||
    typeof record.specialItemCount !== 'number'
  ) {
    return null;
  }
  return {
    handoverType: record.handoverType,
    pickupStoreGln: record.pickupStoreGln,
    orderTotal: record.orderTotal,
    deliveryWeight: record.deliveryWeight,
    deliveryAddress: record.deliveryAddress,
    deliveryCoordinates: coordinates === null ? null : { lat: coordinates.lat as number, lon: coordinates.lon as number },
    specialItemCount: record.specialItemCount,
  };
}
