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
/** Seconds in a day: the cookies' lifetimes are given in days and set in seconds. */
export const DAY_SECONDS = 24 * 60 * 60;
/** The anonymous shopper's store cookie lasts 0.125 days (3 hours). */
export const ANONYMOUS_GLN_COOKIE_DAYS = 0.125;
/** Spec sections 4 and 9: a closed login prompt stays away this many days (cookie WEBSHOP_CLOSED_LOGIN_PROMPT). */
export const LOGIN_PROMPT_DISMISSAL_DAYS = 30;
/** A trigger bonus still counts one day after its end date. */
export const TRIGGER_BONUS_GRACE_DAYS = 1;
/** Latitude and longitude are cut to this many characters when saved. */
export const COORDINATE_MAX_LENGTH = 15;
/**
 * Not in spec: the longest invoice reference and cost centre a corporate user's client order keeps (spec section 3
 * names the fields, not their limits); 50 characters hold a purchase-order number or a department code.
 */
export const INVOICE_FIELD_MAX_LENGTH = 50;
/**
 * Not in spec: the longest text a profile or alternative-address field keeps through the host API (spec section 5 has
 * the max-length check without limits); 100 characters hold any Norwegian name, street or place.
 */
export const PROFILE_FIELD_MAX_LENGTH = 100;
/** Not in spec: the longest delivery comment of an alternative address (a door code and directions). */
export const DELIVERY_COMMENT_MAX_LENGTH = 250;
/** Fallbacks of the profile update (spec sections 5 and 9). */
export const UNKNOWN_POST_AREA = 'Unknown';
export const UNKNOWN_POSTAL_CODE = '9999';
export const UNKNOWN_STORE_NAME = 'Ukjent';
/** Spec section 4: the pickup point special case. */
export const SPECIAL_PICKUP_GLN_SUFFIX = '0488';
export const SPECIAL_PICKUP_POINT_GLN = '667';
export const SPECIAL_PICKUP_POINT_NAME = 'MENY Bryn Henteskap';

/** Spec section 5: a birth date's year must lie within 1900–2099. */
export const BIRTHDATE_MIN_YEAR = 1900;
export const BIRTHDATE_MAX_YEAR = 2099;
/** Spec section 5: postal codes have exactly this many digits. */
export const POSTAL_CODE_DIGITS = 4;
/** Spec section 5: mobile numbers have 8 digits and start with 4 or 9. */
export const MOBILE_NUMBER_DIGITS = 8;
export const MOBILE_NUMBER_FIRST_DIGITS = ['4', '9'] as const;
/** Spec section 5: a national identity number (fødselsnummer) has 11 digits. */
export const NATIONAL_ID_DIGITS = 11;
/** Spec section 5: the two modulus-11 numbers (organisation number, account number) have 9 digits. */
export const MODULUS_11_NUMBER_DIGITS = 9;
/** Spec section 5: the short number field has 1 to 8 digits. */
export const SHORT_NUMBER_MAX_DIGITS = 8;

/** Spec section 9: time-of-day labels. Before 09 is morning; from these Oslo hours on, forenoon, afternoon, evening. */
export const FORENOON_FROM_HOUR = 9;
export const AFTERNOON_FROM_HOUR = 12;
export const EVENING_FROM_HOUR = 18;
/** Spec section 9: age brackets span ten years (34 → '30-39'). */
export const AGE_BRACKET_YEARS = 10;
/** Relative dates (not in spec): days up to this many days ahead are named by weekday, later ones as dd.MM. */
export const RELATIVE_WEEKDAY_MAX_DAYS_AHEAD = 6;

/** Spec section 9: product image sizes in pixels (square). */
export const PRODUCT_IMAGE_SIZES = { small: 168, medium: 320, large: 584 } as const;
/** Spec section 5: the image extensions (output formats) allowed. */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'heif'] as const;
/** Spec section 5 ("crop mode from allowed lists"; the list itself is not in the spec: ours). */
export const IMAGE_CROP_MODES = ['pad', 'fill', 'crop', 'scale'] as const;
/**
 * Spec section 5 ("origin from allowed lists"; the spec names no host). The default list of image
 * origins: a placeholder; a chain passes its image service origins to the URL builder.
 */
export const DEFAULT_IMAGE_ORIGINS: readonly string[] = ['https://images.kurv.example'];
/** Spec section 9: the image service's own default quality ("auto eco"), used by the generic image URL. */
export const IMAGE_QUALITY_AUTO_ECO = 'auto-eco';
/** Spec section 9: the product image defaults: jpg, pad crop, quality 50, white background. */
export const PRODUCT_IMAGE_DEFAULT_EXTENSION = 'jpg';
export const PRODUCT_IMAGE_DEFAULT_CROP_MODE = 'pad';
export const PRODUCT_IMAGE_DEFAULT_QUALITY = 50;
export const PRODUCT_IMAGE_DEFAULT_BACKGROUND = 'FFFFFF';

// The logging service (spec section 7: "Log POST to an event-hub logging service", no figures given). Our choices:
// a batch goes at 10 entries or 5 s after its first entry, whichever comes first; at most 50 entries wait in memory
// (the oldest dropped first, and counted); a failed post is tried once more after 2 s, then dropped and counted.
/** Entries that make a batch go at once. */
export const LOG_BATCH_SIZE = 10;
/** How long the first entry of a batch waits for others. */
export const LOG_FLUSH_DELAY_MS = 5_000;
/** Entries kept in memory at most; beyond it the oldest is dropped. */
export const LOG_BUFFER_LIMIT = 50;
/** The wait before the one retry of a failed post. */
export const LOG_RETRY_DELAY_MS = 2_000;

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
/** Not in spec: how long WEBSHOP_HAS_SEEN_HANDOVER_PICKER_PROMPT keeps the picker from prompting again (a year). */
export const HANDOVER_PICKER_PROMPT_SEEN_DAYS = 365;
