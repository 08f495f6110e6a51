/**
 * The spec's business constants and timers (section 9), in one place. Durations in milliseconds. Each area whose code
 * comes later than a page's first load (the member's session, the forms, the formats, the product images, the logging
 * service) keeps its constants in a file of its own under `constants/`, re-exported here, so that the build puts them
 * beside that code rather than in every page's first load.
 */

export * from './constants/formats';
export * from './constants/forms';
export * from './constants/images';
export * from './constants/logging';
export * from './constants/session';
export * from './constants/timers';

// The site's access token is fetched at every page's start (when the settings have its URL), so its retries are here.
/** The token fetch is retried this many times on HTTP 500 ... */
export const TOKEN_FETCH_RETRIES = 3;
/** ... after this delay, doubling each time (30, 60, 120 ms). */
export const TOKEN_FETCH_RETRY_DELAY_MS = 30;
/** Seconds in a day: the cookies' lifetimes are given in days and set in seconds. */
export const DAY_SECONDS = 24 * 60 * 60;
/** The anonymous shopper's store cookie lasts 0.125 days (3 hours). */
export const ANONYMOUS_GLN_COOKIE_DAYS = 0.125;
/** Spec sections 4 and 9: a closed login prompt stays away this many days (cookie WEBSHOP_CLOSED_LOGIN_PROMPT). */
export const LOGIN_PROMPT_DISMISSAL_DAYS = 30;
/** A trigger bonus still counts one day after its end date. */
export const TRIGGER_BONUS_GRACE_DAYS = 1;
/** Spec section 9: the fallback of a store without a name. */
export const UNKNOWN_STORE_NAME = 'Ukjent';
/** Spec section 4: the pickup point special case. */
export const SPECIAL_PICKUP_GLN_SUFFIX = '0488';
export const SPECIAL_PICKUP_POINT_GLN = '667';
export const SPECIAL_PICKUP_POINT_NAME = 'MENY Bryn Henteskap';

// The default of the site setting `deliveryCampaign` (settings read it; the handover rules read the setting).
/** Spec section 9: the fixed campaign's days (yyyy-MM-dd, Oslo, inclusive): the default of the `deliveryCampaign` setting. */
export const FIXED_CAMPAIGN_FROM = '2025-05-26';
export const FIXED_CAMPAIGN_TO = '2025-06-22';
/** Spec section 9: the fixed campaign is shown on these days (yyyy-MM-dd, Oslo, inclusive). */
export const FIXED_CAMPAIGN_SHOWN_FROM = '2025-05-23';
export const FIXED_CAMPAIGN_SHOWN_TO = '2025-06-23';

/**
 * Not in spec (section 2 names the cookie WEBSHOP_ORDER_TRACKED only): the order confirmations already tracked, kept this
 * many days and at most ORDER_TRACKED_MAX_IDS ids (the newest), so a reload of a confirmation does not push it twice.
 */
export const ORDER_TRACKED_DAYS = 30;
export const ORDER_TRACKED_MAX_IDS = 10;
/** Spec section 9: the reservation progress ring's maximum when the configuration gives none. */
export const RESERVATION_RING_DEFAULT_MAX_MINUTES = 60;
/** Not in spec: how long WEBSHOP_HAS_SEEN_HANDOVER_PICKER_PROMPT keeps the picker from prompting again (a year). */
export const HANDOVER_PICKER_PROMPT_SEEN_DAYS = 365;
/**
 * Spec sections 3 and 7: the window call's `cartInfo.containsFrozenFood` comes from the cart's products, and the spec's
 * product says frozen only by its `categoryName`. Our reading: a product of this category (the chain's frozen-food
 * category, compared without case) is frozen food.
 */
export const FROZEN_FOOD_CATEGORY = 'Frysevarer';

// Bounds on what Kurv reads from the platform and from storage (issue 35). The spec gives none of them.
/** Not in spec: a platform answer is read up to this many bytes (5 MB); a larger one fails as malformed, unread. */
export const RESPONSE_BODY_MAX_BYTES = 5 * 1024 * 1024;
/** Not in spec: a server message is shown to the shopper up to this many characters, then cut with '…'. */
export const SERVER_MESSAGE_MAX_CHARS = 300;
/**
 * Not in spec: the spec's limits on a line are the product's own (inventory, the per-order maximum, the drug group);
 * a line the product does not limit holds at most this many, and a stored cart at most CART_MAX_LINES lines.
 */
export const CART_LINE_MAX_QUANTITY = 999;
export const CART_MAX_LINES = 300;

/**
 * A member's cart the platform could not be brought in step with (its read at login or after a notification failed, an
 * upload failed, the calculator refused the change) is tried again this much later, until it is. Not in spec: the
 * notification poll's cadence (NOTIFICATION_POLL_MS), so the platform is never more than one poll behind once it answers
 * again. Here, not beside the poll's constants: the cart's code reads it, and the member's session code stays apart.
 */
export const MEMBER_CART_CATCH_UP_MS = 10_000;
