/** Handover picker constants. Durations in milliseconds, amounts in kroner. */

/** Spec section 9: added to the cart total before it is compared with a price interval. */
export const PRICE_INTERVAL_EPSILON = 0.00001;
/** Spec section 9: the upper bound of a price interval when none is given. */
export const PRICE_INTERVAL_UPPER_DEFAULT = 2e10;
/** Spec section 9: a missing calculator total counts as this much. */
export const MISSING_CALCULATOR_TOTAL = 1;
/** Spec section 9 (and 8): above this cart weight (kg), a non-store empty day list names the weight. */
export const WEIGHT_WARNING_ABOVE_KG = 100;
/** Spec section 9: supplier products have up to this many days of delivery. */
export const SUPPLIER_PRODUCT_DELIVERY_DAYS = 2;
// The reservation ring's default is core's (constants.ts): the handover's first state, in every page's first load, has it.
export { RESERVATION_RING_DEFAULT_MAX_MINUTES } from '../../constants';
/** Spec section 9: the reservation countdown ticks this often. */
export const RESERVATION_TICK_MS = 1_000;
/** Spec section 9: the window grid has seven columns, Monday first. */
export const WEEK_GRID_COLUMNS = 7;
/** Spec section 5: a postal code has exactly this many digits (the same as core's POSTAL_CODE_DIGITS). */
export const HANDOVER_POSTAL_CODE_PATTERN = /^\d{4}$/;
/**
 * Spec section 9: "campaign day range 06:00-18:00": of a campaign day, the windows that start from 06:00 and before
 * 18:00 (Oslo) carry the campaign (our reading: by the window's start).
 */
export const CAMPAIGN_DAY_FROM_HOUR = 6;
export const CAMPAIGN_DAY_TO_HOUR = 18;
/** Spec section 5: the store gln value that means "no store". */
export const MISSING_GLN = '0';
/** Spec section 9: closing the picker reloads the page this long after (store changed, several pages). */
export const PICKER_RELOAD_DELAY_MS = 500;
/** Spec section 9: the autocomplete's status announcement waits this long after the last change. */
export const AUTOCOMPLETE_STATUS_DELAY_MS = 1_400;
/** Spec section 9: the autocomplete's list closes this long after the field loses the focus (a click on an option lands first). */
export const AUTOCOMPLETE_BLUR_DELAY_MS = 200;
/** Spec section 9: after a date pick, the time list is scrolled into view this long later. */
export const TIME_LIST_SCROLL_DELAY_MS = 250;
