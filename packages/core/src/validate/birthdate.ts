import { BIRTHDATE_MAX_YEAR, BIRTHDATE_MIN_YEAR } from '../constants';
import { invalid, VALID, type ValidationResult } from './validation-result';

/** Why a birth date is refused. */
export type BirthdateInvalidReason = 'empty' | 'format' | 'yearOutOfRange' | 'notADate';

/**
 * dd.MM.yyyy with two-digit day and month and a four-digit year. Each of the two separators may be
 * '.', '-' or ' ' on its own (12.03-1985 passes), as the spec lists the three without pairing them.
 */
const BIRTHDATE = /^(\d{2})[.\- ](\d{2})[.\- ](\d{4})$/;

/**
 * Spec section 5: a birth date dd.MM.yyyy that is a real calendar date with a year in 1900–2099;
 * separators '.', '-' or ' ', each position on its own. Surrounding whitespace is ignored.
 */
export function validateBirthdate(value: string): ValidationResult<BirthdateInvalidReason> {
  const text = value.trim();
  if (text === '') {
    return invalid('empty');
  }
  const match = BIRTHDATE.exec(text);
  if (!match) {
    return invalid('format');
  }
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < BIRTHDATE_MIN_YEAR || year > BIRTHDATE_MAX_YEAR) {
    return invalid('yearOutOfRange');
  }
  return isCalendarDate(year, month, day) ? VALID : invalid('notADate');
}

/** A valid birth date (see `validateBirthdate`) as yyyy-MM-dd; null when it is not valid. */
export function parseBirthdate(value: string): string | null {
  if (!validateBirthdate(value).valid) {
    return null;
  }
  const match = BIRTHDATE.exec(value.trim());
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
