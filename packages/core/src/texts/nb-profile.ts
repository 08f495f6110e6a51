/**
 * The Norwegian texts of the profile host API's field errors (`window.kurv.updateProfile` and the address methods): not
 * in spec, which gives the formats (section 5) but no words for them. They live apart from `nb` because only the
 * profile methods' code, fetched on their first call, uses them: the product page's first load does not carry them.
 * They are not overridable through `kurvSettings.texts`: the host page shows them in its own form, and a site that
 * wants other words maps each error's `reason` (a stable code) to its own.
 */
export const nbProfile = {
  fieldRequired: 'Dette feltet må fylles ut.',
  fieldNotText: 'Feltet må være tekst.',
  nameCharacters: 'Bruk bare bokstaver, mellomrom, apostrof og bindestrek.',
  addressCharacters: 'Bruk bare bokstaver, tall, mellomrom, punktum, komma, skråstrek, apostrof og bindestrek.',
  commentCharacters: 'Kommentaren kan ikke inneholde < eller > eller kontrolltegn.',
  mobileFormat: 'Mobilnummeret må ha 8 siffer og begynne med 4 eller 9.',
  emailFormat: 'Skriv inn en gyldig e-postadresse, for eksempel kari@eksempel.no.',
  birthdateFormat: 'Skriv inn en gyldig fødselsdato som dd.mm.åååå.',
  nationalIdFormat: 'Fødselsnummeret må ha 11 siffer.',
  nationalIdChecksum: 'Fødselsnummeret er ikke gyldig. Sjekk at alle sifrene er riktige.',
  postalCodeFormat: 'Postnummeret må ha 4 siffer.',
  textTooLong: 'Teksten kan ha høyst {limit} tegn.',
} as const;

/** The keys of the profile field-error texts. */
export type ProfileTextKey = keyof typeof nbProfile;

/** Spec section 3, Enumerations: the genders as shown. */
export const nbGender = {
  male: 'Mann',
  female: 'Kvinne',
  other: 'Annet',
  notGiven: 'Ikke oppgitt',
} as const;

/** A gender as shown. */
export type GenderText = (typeof nbGender)[keyof typeof nbGender];
