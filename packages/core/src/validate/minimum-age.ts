import { type Instant, osloDate } from '../time/oslo';
import { parseBirthdate } from './birthdate';
import { invalid, VALID, type ValidationResult } from './validation-result';

/** Why the minimum-age check fails: the birth date is not valid, or the person is younger than the minimum. */
export type MinimumAgeInvalidReason = 'invalidBirthdate' | 'tooYoung';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A person's age in whole years on the reference instant's Oslo calendar date; null when the birth
 * date is not valid. The birth date is dd.MM.yyyy (as `validateBirthdate` accepts) or yyyy-MM-dd.
 * A birthday counts from its own date; one born on 29 February turns a year older on 1 March in
 * years without that date. A birth date after the reference gives a negative age.
 */
export function ageInYears(birthdate: string, reference: Instant): number | null {
  const isoBirthdate = toIsoBirthdate(birthdate);
  if (isoBirthdate === null) {
    return null;
  }
  const today = osloDate(reference);
  const age = Number(today.slice(0, 4)) - Number(isoBirthdate.slice(0, 4));
  return today.slice(5) < isoBirthdate.slice(5) ? age - 1 : age;
}

/**
 * Spec section 5: the minimum-age check. Valid when the person is at least `minimumAge` years old
 * on the reference instant's date in Oslo (see `ageInYears` for the birth date formats).
 */
export function validateMinimumAge(birthdate: string, minimumAge: number, reference: Instant): ValidationResult<MinimumAgeInvalidReason> {
  const age = ageInYears(birthdate, reference);
  if (age === null) {
    return invalid('invalidBirthdate');
  }
  return age >= minimumAge ? VALID : invalid('tooYoung');
}

function toIsoBirthdate(birthdate: string): string | null {
  const text = birthdate.trim();
  const iso = ISO_DATE.exec(text);
  return iso ? parseBirthdate(`${iso[3]}.${iso[2]}.${iso[1]}`) : parseBirthdate(text);
}
