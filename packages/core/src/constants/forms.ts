/** The limits and fallbacks of the profile, address and payment forms (spec sections 3, 5 and 9). */

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
