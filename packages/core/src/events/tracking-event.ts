/**
 * Spec section 7: "Tracking events pushed to a data layer for cart add/remove, coupon activation ... and removed items;
 * cart events also go to a customer-intelligence tracker." The spec does not show the payloads. Ours is one shape for
 * every event, the common ecommerce shape of tag managers (GA4: `event`, `ecommerce.currency/value/items[]`), with
 * Kurv's own context under `kurv`. docs/tracking.md lists each event and its fields.
 */
export const TRACKING_EVENTS = [
  'add_to_cart',
  'remove_from_cart',
  'removed_item',
  'coupon_activated',
  'purchase',
  'address_search',
  'address_selected',
  'sign_up_step',
  'sign_up_error',
] as const;
export type TrackingEventName = (typeof TRACKING_EVENTS)[number];

/** The events about products and money, each with `ecommerce` (the tag managers' shape). */
export type EcommerceEventName = 'add_to_cart' | 'remove_from_cart' | 'removed_item' | 'coupon_activated' | 'purchase';

/**
 * The steps towards membership (spec section 7: "membership sign-up steps"), as the widgets see them: a prompt to log in
 * or become a member shown, its 'Logg inn' or 'Bli medlem' followed, and the login that follows one of them ('logged_in'
 * after 'login_link', 'signed_up' after 'sign_up_link').
 */
export const SIGN_UP_STEPS = ['prompt_shown', 'login_link', 'sign_up_link', 'logged_in', 'signed_up'] as const;
export type SignUpStep = (typeof SIGN_UP_STEPS)[number];

/**
 * Where a sign-up step happened: the guest's login prompt ('Har du {product}?') below `<add-to-cart-button>`, the
 * handover picker's 'logg inn eller bli medlem', or the site's own sign-up page (`window.kurv.trackSignUp`).
 */
export type SignUpPlacement = 'addToCart' | 'handoverPicker' | 'site';

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
export type TrackingEvent = EcommerceTrackingEvent | AddressTrackingEvent | SignUpStepEvent | SignUpErrorEvent;

/** An event about products (the cart's, a coupon's, an order's). */
export interface EcommerceTrackingEvent {
  event: EcommerceEventName;
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

/**
 * The handover picker's address search (spec section 7: "address search"): `address_search` when the autocomplete
 * answered a search, `address_selected` when the shopper picked one of its suggestions and its coverage is known. Never
 * the address, the text typed or the postal code: only counts and the coverage.
 */
export interface AddressTrackingEvent {
  event: 'address_search' | 'address_selected';
  kurv: {
    source: 'handoverPicker';
    /** How many suggestions the search answered (on address_selected: the list the pick was made from). */
    resultCount: number;
    /** On address_selected: whether the platform delivers to the picked address. */
    covered?: boolean;
  };
}

/** A step towards membership (SIGN_UP_STEPS). */
export interface SignUpStepEvent {
  event: 'sign_up_step';
  kurv: { step: SignUpStep; placement: SignUpPlacement };
}

/**
 * Spec section 8: "Sign-up errors tracked with first error message of the response body", reported by the site's sign-up
 * page (`window.kurv.trackSignUp`): the message, masked of anything personal, and the HTTP status when given.
 */
export interface SignUpErrorEvent {
  event: 'sign_up_error';
  kurv: { placement: 'site'; message: string; status: number | null };
}
