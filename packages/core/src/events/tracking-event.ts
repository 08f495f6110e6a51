/**
 * Spec section 7: "Tracking events pushed to a data layer for cart add/remove, coupon activation ... and removed items;
 * cart events also go to a customer-intelligence tracker." The spec does not show the payloads. Ours is one shape for
 * every event, the common ecommerce shape of tag managers (GA4: `event`, `ecommerce.currency/value/items[]`), with
 * Kurv's own context under `kurv`. docs/tracking.md lists each event and its fields.
 */
export const TRACKING_EVENTS = ['add_to_cart', 'remove_from_cart', 'removed_item', 'coupon_activated', 'purchase'] as const;
export type TrackingEventName = (typeof TRACKING_EVENTS)[number];

/** One product of an event. */
export interface TrackingItem {
  /** The product's EAN. */
  item_id: string;
  item_name: string;
  item_brand: string;
  item_category: string;
  /** Price of one sales unit in kroner, as the product was last read. */
  price: number;
  /** How many units the event is about (for a quantity change: the difference, never negative). */
  quantity: number;
  /** The coupon's id, on coupon_activated. */
  coupon?: string;
}

/** Every event Kurv pushes to `window.dataLayer`. */
export interface TrackingEvent {
  event: TrackingEventName;
  ecommerce: {
    currency: 'NOK';
    /** The items' price times quantity, in kroner (two decimals); on purchase the order's total to pay. */
    value: number;
    /** On purchase: the order's id. */
    transaction_id?: string;
    items: TrackingItem[];
  };
  kurv: {
    /**
     * 'cart': the shopper's cart; 'orderEdit': a placed order being changed (spec section 4); 'order': a placed order's
     * confirmation page (purchase).
     */
    source: 'cart' | 'orderEdit' | 'order';
    /** The order being changed (ngOrderId or mwOrderId as the change started), else null. */
    orderId: string | null;
    /** On removed_item: the message shown, 'Fjernet N unit title' (spec section 8). */
    message?: string;
  };
}
