import type { CartItem } from '../domain/cart';
import type { Product } from '../domain/product';
import type { EcommerceTrackingEvent, TrackingEvent, TrackingItem } from '../events/tracking-event';
import { roundKroner } from '../format/number';
import type { Logger } from '../logger';
import type { PersonalSource } from '../logging/personal-source';
import { personalTextsFrom } from '../store/user/personal-texts';
import { isCartEvent } from './cart-event';
import { trackingPayload } from './tracking-payload';

/** Where a cart event happens: in an order edit (its id) or not (null). */
export interface TrackingContext {
  orderId: string | null;
}

type TrackedLine = Pick<CartItem, 'ean' | 'quantity'> & { product: Pick<Product, 'title' | 'brand' | 'categoryName' | 'price'> };

function trackingItem(ean: string, product: TrackedLine['product'], quantity: number): TrackingItem {
  return {
    item_id: ean,
    item_name: product.title,
    item_brand: product.brand,
    item_category: product.categoryName,
    price: product.price,
    quantity,
  };
}

function kurvContext(context: TrackingContext, message?: string): EcommerceTrackingEvent['kurv'] {
  const base = { source: context.orderId === null ? ('cart' as const) : ('orderEdit' as const), orderId: context.orderId };
  return message === undefined ? base : { ...base, message };
}

/**
 * The events of a cart change: one per line whose quantity went up (add_to_cart) or down (remove_from_cart, a removal
 * included), with the difference as quantity, in the order of the lines before the change (new lines after them). In an order edit they carry the order
 * (spec section 4: "Item quantity changes in edit mode report add/remove events").
 */
export function cartChangeEvents(
  before: readonly TrackedLine[],
  after: readonly TrackedLine[],
  context: TrackingContext,
): EcommerceTrackingEvent[] {
  const beforeByEan = new Map(before.map((line) => [line.ean, line]));
  const afterByEan = new Map(after.map((line) => [line.ean, line]));
  const eans = [...new Set([...before.map((line) => line.ean), ...after.map((line) => line.ean)])];
  const events: EcommerceTrackingEvent[] = [];
  for (const ean of eans) {
    const was = beforeByEan.get(ean);
    const is = afterByEan.get(ean);
    const delta = (is?.quantity ?? 0) - (was?.quantity ?? 0);
    const product = (is ?? was)?.product;
    if (delta === 0 || !product) {
      continue;
    }
    const quantity = Math.abs(delta);
    events.push({
      event: delta > 0 ? 'add_to_cart' : 'remove_from_cart',
      ecommerce: { currency: 'NOK', value: roundKroner(product.price * quantity), items: [trackingItem(ean, product, quantity)] },
      kurv: kurvContext(context),
    });
  }
  return events;
}

/**
 * A line taken out of the cart entirely, while the popup says 'Fjernet N unit title' (spec section 8) with 'Angre'. It
 * follows the remove_from_cart of the same change: count removals from remove_from_cart; this one says which lines left
 * whole, and what the shopper was told.
 */
export function removedItemEvent(line: TrackedLine, message: string, context: TrackingContext): EcommerceTrackingEvent {
  return {
    event: 'removed_item',
    ecommerce: {
      currency: 'NOK',
      value: roundKroner(line.product.price * line.quantity),
      items: [trackingItem(line.ean, line.product, line.quantity)],
    },
    kurv: kurvContext(context, message),
  };
}

/**
 * A coupon the member activated (spec section 3, "Coupon", status INAKTIV → AKTIV). Its item is the coupon's product
 * (productEan) when known, priced as last read; value 0 (activating costs nothing). Never about an order edit.
 */
export function couponActivatedEvent(
  coupon: { couponId: string; productEan: string | null; couponTitle: string },
  product: TrackedLine['product'] | null,
): EcommerceTrackingEvent {
  const item: TrackingItem =
    product === null
      ? { item_id: coupon.productEan ?? '', item_name: coupon.couponTitle, item_brand: '', item_category: '', price: 0, quantity: 1 }
      : trackingItem(coupon.productEan ?? '', product, 1);
  return {
    event: 'coupon_activated',
    ecommerce: { currency: 'NOK', value: 0, items: [{ ...item, coupon: coupon.couponId }] },
    kurv: { source: 'cart', orderId: null },
  };
}

/**
 * Spec section 7: an event to the site's data layer, and a cart event to the site's customer-intelligence tracker too
 * (`kurvSettings.customerTracker`). Each gets its own copy of the documented fields alone, masked of anything personal
 * (trackingPayload, with the shopper's own texts `personal` knows). A tracker that throws is logged; the shopper's change
 * goes on. Here, beside the events' builders: the page's dependencies fetch it with the first event
 * (page/browser-dependencies.ts).
 */
export function sendTrackingEvent(
  event: TrackingEvent,
  customerTracker: ((event: TrackingEvent) => void) | null,
  logger: Logger,
  personal?: PersonalSource,
): void {
  const texts = personalTextsFrom(personal);
  try {
    pushToDataLayer(trackingPayload(event, texts));
  } catch (error) {
    // A tag manager's own push may throw: the shopper's action goes on.
    logger.warn('Tracking failed', error);
  }
  if (customerTracker !== null && isCartEvent(event)) {
    try {
      customerTracker(trackingPayload(event, texts));
    } catch (error) {
      logger.warn('The customer tracker (kurvSettings.customerTracker) failed on an event', error);
    }
  }
}

/** The site's data layer (`window.dataLayer`, made when missing), as tag managers read it. */
function pushToDataLayer(event: object): void {
  const host = globalThis as typeof globalThis & { dataLayer?: unknown };
  if (!Array.isArray(host.dataLayer)) {
    host.dataLayer = [];
  }
  (host.dataLayer as object[]).push(event);
}
