import { SIGN_UP_STEPS, type SignUpPlacement, type TrackingEvent, type TrackingItem } from '../events/tracking-event';
import { createTextRedactor } from '../logging/redact';

/** An id of the events (an EAN, a coupon id, an order id): letters, digits, '.', '_' and '-' only, at most 64. */
const TRACKED_ID = /^[\w.-]{0,64}$/;
/** What stands for an id that is not one, or that is one of the shopper's own texts. */
const NOT_AN_ID = '[…]';

const PLACEMENTS: readonly SignUpPlacement[] = ['addToCart', 'handoverPicker', 'site'];

/**
 * Issue 36 (spec section 7's tracking): what an event carries to `window.dataLayer` and the customer tracker, built
 * field by field from the documented fields alone (docs/tracking.md), so nothing else an event object holds can leave
 * with it: no name, address, phone, e-mail or token, by construction. Free texts (a product's title, brand and category,
 * the 'Fjernet …' message, a sign-up error's message) are masked as a log line is (logging/redact.ts: tokens, e-mail
 * addresses, phone and national id numbers, positions, street addresses) and of `personal`, the shopper's own texts the
 * page knows (names, contact details, addresses, the token: store/user/personal-texts.ts). An id that is not an id's
 * shape, or is one of `personal`, is replaced; a number that is not finite is 0; a value outside its list gets the list's
 * first. A new copy each call: a tracker that changes it changes nothing of the data layer's.
 */
export function trackingPayload(event: TrackingEvent, personal: readonly string[]): TrackingEvent {
  const mask = createTextRedactor(personal);
  const own = new Set(personal);
  const text = (value: unknown): string => (typeof value === 'string' ? mask(value) : '');
  const id = (value: unknown): string => (typeof value === 'string' && TRACKED_ID.test(value) && !own.has(value) ? value : NOT_AN_ID);
  const amount = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
  const placement = (value: unknown): SignUpPlacement => PLACEMENTS.find((known) => known === value) ?? 'site';
  switch (event.event) {
    case 'add_to_cart':
    case 'remove_from_cart':
    case 'removed_item':
    case 'coupon_activated':
    case 'purchase': {
      const { ecommerce, kurv } = event;
      const items = ecommerce.items.map(
        (item): TrackingItem => ({
          item_id: id(item.item_id),
          item_name: text(item.item_name),
          item_brand: text(item.item_brand),
          item_category: text(item.item_category),
          price: amount(item.price),
          quantity: amount(item.quantity),
          ...(item.coupon === undefined ? {} : { coupon: id(item.coupon) }),
        }),
      );
      const source = kurv.source === 'orderEdit' || kurv.source === 'order' ? kurv.source : 'cart';
      return {
        event: event.event,
        ecommerce: {
          currency: 'NOK',
          value: amount(ecommerce.value),
          ...(ecommerce.transaction_id === undefined ? {} : { transaction_id: id(ecommerce.transaction_id) }),
          items,
        },
        kurv: {
          source,
          orderId: kurv.orderId === null ? null : id(kurv.orderId),
          ...(kurv.message === undefined ? {} : { message: text(kurv.message) }),
        },
      };
    }
    case 'address_search':
    case 'address_selected':
      return {
        event: event.event,
        kurv: {
          source: 'handoverPicker',
          resultCount: amount(event.kurv.resultCount),
          ...(typeof event.kurv.covered === 'boolean' ? { covered: event.kurv.covered } : {}),
        },
      };
    case 'sign_up_step':
      return {
        event: 'sign_up_step',
        kurv: {
          step: SIGN_UP_STEPS.find((step) => step === event.kurv.step) ?? 'prompt_shown',
          placement: placement(event.kurv.placement),
        },
      };
    case 'sign_up_error':
      return {
        event: 'sign_up_error',
        kurv: {
          placement: 'site',
          message: text(event.kurv.message),
          status: typeof event.kurv.status === 'number' ? amount(event.kurv.status) : null,
        },
      };
    default:
      return event satisfies never;
  }
}
