import { MODULUS_11_NUMBER_DIGITS, NATIONAL_ID_DIGITS, SHORT_NUMBER_MAX_DIGITS } from '../constants';
import { type Modulus11InvalidReason, validateModulus11Number } from './modulus-11';
import { invalid, VALID, type ValidationResult } from './validation-result';

/** Why a national identity number is refused (`checksum`: one of its two check digits is wrong). */
export type NationalIdInvalidReason = 'empty' | 'format' | 'checksum';
/** Why an organisation number is refused (`checksum`: modulus 11 fails, or the check digit would be 10). */
export type OrganisationNumberInvalidReason = Modulus11InvalidReason;
/** Why an account number is refused (`checksum`: modulus 11 fails, or the check digit would be 10). */
export type AccountNumberInvalidReason = Modulus11InvalidReason;
/** Why a short number is refused. */
export type ShortNumberInvalidReason = 'empty' | 'format';

const NATIONAL_ID = new RegExp(`^\\d{${NATIONAL_ID_DIGITS}}$`);
const SHORT_NUMBER = new RegExp(`^\\d{1,${SHORT_NUMBER_MAX_DIGITS}}$`);

/** The weights of a national identity number's first check digit (over digits 1–9) and second (over digits 1–10). */
const NATIONAL_ID_WEIGHTS: readonly (readonly number[])[] = [
  [3, 7, 6, 1, 8, 9, 4, 5, 2],
  [5, 4, 3, 2, 7, 6, 5, 4, 3, 2],
];

/** A national identity number's check digit for its leading digits: 11 − (weighted sum mod 11), 11 read as 0. */
function nationalIdCheckDigit(digits: string, weights: readonly number[]): number {
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  return (11 - (sum % 11)) % 11;
}

/**
 * Spec section 5: a national identity number (fødselsnummer) is 11 digits. Beyond the spec, both modulus-11 check
 * digits are verified (digit 10 with weights 3 7 6 1 8 9 4 5 2, digit 11 with 5 4 3 2 7 6 5 4 3 2; a check digit of 10
 * is never issued), so a typo is caught before the platform sees it. The date part is not checked: D-numbers (first
 * digit + 4) and the synthetic test numbers (month + 40 or + 80) pass when their check digits do. Surrounding
 * whitespace is ignored.
 */
export function validateNationalId(value: string): ValidationResult<NationalIdInvalidReason> {
  const text = value.trim();
  if (text === '') {
    return invalid('empty');
  }
  if (!NATIONAL_ID.test(text)) {
    return invalid('format');
  }
  const checksOut = NATIONAL_ID_WEIGHTS.every((weights) => String(nationalIdCheckDigit(text, weights)) === text.charAt(weights.length));
  return checksOut ? VALID : invalid('checksum');
}

/**
 * Spec section 5, the first 9-digit field: an organisation number, 9 digits passing modulus 11 with
 * weights 3, 2, 7, 6, 5, 4, 3, 2 (the spec's "weights 2–7", read from the right); a check digit of
 * 10 is invalid. 916874324 is valid.
 */
export function validateOrganisationNumber(value: string): ValidationResult<OrganisationNumberInvalidReason> {
  return validateModulus11Number(value, MODULUS_11_NUMBER_DIGITS);
}

/**
 * Spec section 5, the second 9-digit field, which the spec does not name: read as an account number
 * (a corporate customer's account with the chain; not an 11-digit bank account). Same rule as the
 * organisation number: 9 digits, modulus 11, weights 2–7 from the right, check digit 10 invalid.
 */
export function validateAccountNumber(value: string): ValidationResult<AccountNumberInvalidReason> {
  return validateModulus11Number(value, MODULUS_11_NUMBER_DIGITS);
}

/**
 * Spec section 5, "another field 1–8 digits", which the spec does not name: a short number such as
 * a customer or department number. 1 to 8 digits; surrounding whitespace is ignored.
 */
export function validateShortNumber(value: string): ValidationResult<ShortNumberInvalidReason> {
  const text = value.trim();
  if (text === '') {
    return invalid('empty');
  }
  return SHORT_NUMBER.test(text) ? VALID : invalid('format');
}
