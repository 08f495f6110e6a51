import { ORDER_TRACKED_MAX_IDS } from '../constants';
import type { Order } from '../domain/order';
import type { Product } from '../domain/product';
import type { EcommerceTrackingEvent } from '../events/tracking-event';
import { roundKroner } from '../format/number';

// Apart from order-confirmation.ts: the page reads the confirmation's order id at start, this comes with the order code.

/** The order ids in the cookie WEBSHOP_ORDER_TRACKED (comma-separated; null or empty: none). */
export function trackedOrderIds(cookie: string | null): string[] {
  return (cookie ?? '').split(',').filter((id) => id !== '');
}

/**
 * The cookie's value once the order is tracked: its id last, at most ORDER_TRACKED_MAX_IDS ids (the oldest dropped), so
 * the cookie stays small however many orders a shopper places.
 */
export function withTrackedOrder(cookie: string | null, orderId: string): string {
  const ids = trackedOrderIds(cookie).filter((id) => id !== orderId);
  ids.push(orderId);
  return ids.slice(-ORDER_TRACKED_MAX_IDS).join(',');
}

/**
 * Spec section 7 names the tracking of a placed order only through the cookie WEBSHOP_ORDER_TRACKED; our event is the
 * tag managers' `purchase`: the order's id as transaction_id, its total to pay as value, one item per order line with the
 * product's data where it is known (else the EAN alone, price 0).
 */
export function purchaseEvent(
  orderId: string,
  order: Pick<Order, 'originalCart' | 'totals'>,
  products: readonly Pick<Product, 'ean' | 'title' | 'brand' | 'categoryName' | 'price'>[],
): EcommerceTrackingEvent {
  const byEan = new Map(products.map((product) => [product.ean, product]));
  return {
    event: 'purchase',
    ecommerce: {
      currency: 'NOK',
      value: roundKroner(order.totals.totalToPay),
      transaction_id: orderId,
      items: order.originalCart.items.map((line) => {
        const product = byEan.get(line.ean);
        return {
          item_id: line.ean,
          item_name: product?.title ?? '',
          item_brand: product?.brand ?? '',
          item_category: product?.categoryName ?? '',
          price: product?.price ?? 0,
          quantity: line.quantity,
        };
      }),
    },
    kurv: { source: 'order', orderId },
  };
}
