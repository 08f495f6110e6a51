import { MOBILE_NUMBER_DIGITS, MOBILE_NUMBER_FIRST_DIGITS, POSTAL_CODE_DIGITS } from '../constants';
import { invalid, VALID, type ValidationResult } from './validation-result';

/** Why a postal code is refused. */
export type PostalCodeInvalidReason = 'empty' | 'format';
/** Why a mobile number is refused: not 8 digits (`format`), or 8 digits not starting with 4 or 9 (`notMobile`). */
export type MobileNumberInvalidReason = 'empty' | 'format' | 'notMobile';
/** Why an e-mail address is refused. */
export type EmailInvalidReason = 'empty' | 'format';

const POSTAL_CODE = new RegExp(`^\\d{${POSTAL_CODE_DIGITS}}$`);
const MOBILE_NUMBER = new RegExp(`^\\d{${MOBILE_NUMBER_DIGITS}}$`);
/** Local part (no space, no @), @, one or more dotted domain labels, a top level of 2–4 letters. */
const EMAIL = /^[^\s@]+@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,4}$/u;

/** Spec section 5: a postal code is exactly 4 digits (surrounding whitespace ignored). */
export function validatePostalCode(value: string): ValidationResult<PostalCodeInvalidReason> {
  const text = value.trim();
  if (text === '') {
    return invalid('empty');
  }
  return POSTAL_CODE.test(text) ? VALID : invalid('format');
}

/**
 * Spec section 5: a mobile number is 8 digits starting with 4 or 9. Surrounding whitespace is
 * ignored; spaces inside and a +47 prefix are not accepted (the form strips them if it wants to).
 */
export function validateMobileNumber(value: string): ValidationResult<MobileNumberInvalidReason> {
  const text = value.trim();
  if (text === '') {
    return invalid('empty');
  }
  if (!MOBILE_NUMBER.test(text)) {
    return invalid('format');
  }
  const first = text.charAt(0);
  return MOBILE_NUMBER_FIRST_DIGITS.some((digit) => digit === first) ? VALID : invalid('notMobile');
}

/**
 * Spec section 5: an e-mail address is a local part, '@', a dotted domain and a top level of 2–4
 * letters (kari@example.no; not kari@localhost, not kari@example.museum). Domain labels may hold
 * letters (æøå too), digits and inner hyphens. Surrounding whitespace is ignored.
 */
export function validateEmail(value: string): ValidationResult<EmailInvalidReason> {
  const text = value.trim();
  if (text === '') {
    return invalid('empty');
  }
  return EMAIL.test(text) ? VALID : invalid('format');
}
