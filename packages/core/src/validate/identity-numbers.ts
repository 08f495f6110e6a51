import { MODULUS_11_NUMBER_DIGITS, NATIONAL_ID_DIGITS, SHORT_NUMBER_MAX_DIGITS } from '../constants';
import { type Modulus11InvalidReason, validateModulus11Number } from './modulus-11';
import { invalid, VALID, type ValidationResult } from './validation-result';

/** Why a national identity number is refused. */
export type NationalIdInvalidReason = 'empty' | 'format';
/** Why an organisation number is refused (`checksum`: modulus 11 fails, or the check digit would be 10). */
export type OrganisationNumberInvalidReason = Modulus11InvalidReason;
/** Why an account number is refused (`checksum`: modulus 11 fails, or the check digit would be 10). */
export type AccountNumberInvalidReason = Modulus11InvalidReason;
/** Why a short number is refused. */
export type ShortNumberInvalidReason = 'empty' | 'format';

const NATIONAL_ID = new RegExp(`^\\d{${NATIONAL_ID_DIGITS}}$`);
const SHORT_NUMBER = new RegExp(`^\\d{1,${SHORT_NUMBER_MAX_DIGITS}}$`);

/**
 * Spec section 5: a national identity number (fødselsnummer) is 11 digits. The spec asks for the
 * digits only, so its control digits are not checked. Surrounding whitespace is ignored.
 */
export function validateNationalId(value: string): ValidationResult<NationalIdInvalidReason> {
  const text = value.trim();
  if (text === '') {
    return invalid('empty');
  }
  return NATIONAL_ID.test(text) ? VALID : invalid('format');
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
