import type { TrackingEvent } from '../events/tracking-event';

/**
 * The cart events, which also go to the site's customer-intelligence tracker (spec section 7): read by the events'
 * sender (tracking.ts, sendTrackingEvent), which comes with the code fetched later that sends them.
 */
export function isCartEvent(event: Pick<TrackingEvent, 'event'>): boolean {
  switch (event.event) {
    case 'add_to_cart':
    case 'remove_from_cart':
    case 'removed_item':
      return true;
    case 'coupon_activated':
    case 'purchase':
    case 'address_search':
    case 'address_selected':
    case 'sign_up_step':
    case 'sign_up_error':
      return false;
    default:
      return event.event satisfies never;
  }
}
