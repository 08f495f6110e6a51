import { invalid, VALID, type ValidationResult } from './validation-result';

/** Why a modulus-11 number (organisation number, account number) is refused. */
export type Modulus11InvalidReason = 'empty' | 'format' | 'checksum';

/**
 * The modulus-11 check digit of a run of digits: weights 2, 3, 4, 5, 6, 7, 2, 3 … from the right
 * (for 8 digits, from the left: 3, 2, 7, 6, 5, 4, 3, 2); remainder 0 gives 0, else 11 − remainder.
 * Null when the check digit would be 10 (no valid number ends so) or the input is not digits.
 */
export function modulus11CheckDigit(digits: string): number | null {
  if (!/^\d+$/.test(digits)) {
    return null;
  }
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const weight = 2 + (index % 6);
    sum += Number(digits[digits.length - 1 - index]) * weight;
  }
  const remainder = sum % 11;
  const check = remainder === 0 ? 0 : 11 - remainder;
  return check === 10 ? null : check;
}

/** Whether a number's last digit is the modulus-11 check digit of the digits before it. */
export function hasValidModulus11CheckDigit(number: string): boolean {
  if (number.length < 2) {
    return false;
  }
  const check = modulus11CheckDigit(number.slice(0, -1));
  return check !== null && String(check) === number.slice(-1);
}

/** Exactly `length` digits passing modulus 11 (surrounding whitespace ignored). */
export function validateModulus11Number(value: string, length: number): ValidationResult<Modulus11InvalidReason> {
  const text = value.trim();
  if (text === '') {
    return invalid('empty');
  }
  if (text.length !== length || !/^\d+$/.test(text)) {
    return invalid('format');
  }
  return hasValidModulus11CheckDigit(text) ? VALID : invalid('checksum');
}
