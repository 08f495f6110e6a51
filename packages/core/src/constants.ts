/**
 * The spec's business constants and timers (section 9), in one place. Durations in milliseconds.
 */

/** Notifications are polled this often while a member is logged in. */
export const NOTIFICATION_POLL_MS = 10_000;
/** A token is refreshed this long before it expires ... */
export const TOKEN_REFRESH_MARGIN_MS = 60_000;
/** ... unless less than this remains, when it is refreshed after a quarter of the remaining time. */
export const TOKEN_SHORT_LIFETIME_MS = 120_000;
export const TOKEN_SHORT_LIFETIME_FRACTION = 0.25;
/** After a 401, the token is removed this much later (the will-be-logged-out message goes first). */
export const FORCED_LOGOUT_DELAY_MS = 3_000;
/** Calls get a fresh token first when less than this remains of the current one. */
export const FRESH_TOKEN_THRESHOLD_MS = 10_000;
/** The token fetch is retried this many times on HTTP 500 ... */
export const TOKEN_FETCH_RETRIES = 3;
/** ... after this delay, doubling each time (30, 60, 120 ms). */
export const TOKEN_FETCH_RETRY_DELAY_MS = 30;
/** After a household update the platform needs this long before it answers the new data. */
export const HOUSEHOLD_WRITE_WAIT_MS = 2_000;
/** A token refresh that failed on the network is tried again after this long. */
export const ONLINE_RETRY_MS = 1_000;
/** How long a host reachability check waits. */
export const HOST_REACHABILITY_TIMEOUT_MS = 3_000;
/** The anonymous shopper's store cookie lasts 0.125 days (3 hours). */
export const ANONYMOUS_GLN_COOKIE_DAYS = 0.125;
/** A dismissed login prompt stays away this many days. */
export const LOGIN_PROMPT_DISMISSAL_DAYS = 30;
/** A trigger bonus still counts one day after its end date. */
export const TRIGGER_BONUS_GRACE_DAYS = 1;
/** Latitude and longitude are cut to this many characters when saved. */
export const COORDINATE_MAX_LENGTH = 15;
/** Fallbacks of the profile update (spec sections 5 and 9). */
export const UNKNOWN_POST_AREA = 'Unknown';
export const UNKNOWN_POSTAL_CODE = '9999';
export const UNKNOWN_STORE_NAME = 'Ukjent';
/** Spec section 4: the pickup point special case. */
export const SPECIAL_PICKUP_GLN_SUFFIX = '0488';
export const SPECIAL_PICKUP_POINT_GLN = '667';
export const SPECIAL_PICKUP_POINT_NAME = 'MENY Bryn Henteskap';
