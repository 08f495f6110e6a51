/** The member session's timers and retries (spec sections 4, 7 and 9). Durations in milliseconds. */

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
/** After a household update the platform needs this long before it answers the new data. */
export const HOUSEHOLD_WRITE_WAIT_MS = 2_000;
/** A token refresh that failed on the network is tried again after this long (spec section 4), doubling each time ... */
export const ONLINE_RETRY_MS = 1_000;
/** ... up to this long between two tries ... */
export const TOKEN_REFRESH_RETRY_MAX_MS = 10_000;
/** ... and after this many tries in all the refresh gives up and publishes refresh-failed (1, 2, 4, 8, 10 s between them). */
export const TOKEN_REFRESH_TRIES = 6;
/** How long a host reachability check waits. */
export const HOST_REACHABILITY_TIMEOUT_MS = 3_000;
