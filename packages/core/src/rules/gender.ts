import type { GenderCode } from '../domain/member-codes';
import { type GenderText, nbGender } from '../texts/nb-profile';

/**
 * Spec section 3: "Gender: M/F/U in one set and M/K/U in another; shown Mann, Kvinne, Annet/Ikke oppgitt". Our reading
 * of the last pair: U (a gender the member did not choose among the two) is 'Annet', no code at all 'Ikke oppgitt'.
 */
export function genderText(code: GenderCode | null): GenderText {
  switch (code) {
    case 'M':
      return nbGender.male;
    case 'F':
    case 'K':
      return nbGender.female;
    case 'U':
      return nbGender.other;
    case null:
      return nbGender.notGiven;
    default:
      return code satisfies never;
  }
}
