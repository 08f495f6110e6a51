import { invalid, VALID, type ValidationResult } from './validation-result';

/** Why a name or an address text is refused: blank, or a character outside its set (or no letter at all). */
export type NameInvalidReason = 'empty' | 'characters';
/** Why a text is refused by the max-length check. */
export type MaxLengthInvalidReason = 'tooLong';

/** Letters of any script (accented letters and æøå included, composed or not), space, apostrophe (' or ’), hyphen. */
const NAME = /^[\p{L}\p{M}' \u2019-]+$/u;
/** The name set plus dots and the digits 0–9. */
const ADDRESS_TEXT = /^[\p{L}\p{M}0-9' \u2019.-]+$/u;
/** The address set plus commas and slashes: what Norwegians write in a street address ('Storgata 12/14', 'c/o Hansen'). */
const STREET_ADDRESS = /^[\p{L}\p{M}0-9' \u2019.,/-]+$/u;
const LETTER = /\p{L}/u;
/** Markup (`<`, `>`) and control characters (C0, DEL, C1): never in a free text a platform keeps and others show. */
const MARKUP_OR_CONTROL = /[<>\p{Cc}]/u;

/**
 * Spec section 5: a name holds letters (accented and æøå included), spaces, apostrophes and hyphens,
 * and at least one letter ("Anne-Marie", "O'Neil", "Åse Ødegård", "José"). Surrounding whitespace is ignored.
 */
export function validateName(value: string): ValidationResult<NameInvalidReason> {
  return validateText(value, NAME);
}

/**
 * Spec section 5, "another text field also dots and digits", which the spec does not name: read as
 * an address text ("St. Olavs gate 5"): the name characters plus dots and digits, at least one letter.
 */
export function validateAddressText(value: string): ValidationResult<NameInvalidReason> {
  return validateText(value, ADDRESS_TEXT);
}

/**
 * A street address as the profile and the alternative addresses take it. The spec's address text (section 5: "also dots
 * and digits") refuses 'Storgata 12/14', 'c/o Hansen' and 'Gate 3, leil. 2', which Norwegians write; our reading: a
 * street address also takes commas and slashes. Markup (`<`, `>`) and control characters stay out, as every other sign.
 */
export function validateStreetAddress(value: string): ValidationResult<NameInvalidReason> {
  return validateText(value, STREET_ADDRESS);
}

/**
 * A free text (a delivery comment): anything but markup (`<`, `>`) and control characters. Not in spec; ours, so a
 * comment the platform keeps and a driver's screen shows cannot carry tags or hidden characters. Line breaks pass.
 */
export function validateFreeText(value: string): ValidationResult<'characters'> {
  return MARKUP_OR_CONTROL.test(value.replace(/\r?\n/g, ' ')) ? invalid('characters') : VALID;
}

/**
 * Spec section 5: passes when the text's length does not exceed the limit. Length counts UTF-16
 * code units, as the `maxlength` attribute of an input does; the text is not trimmed.
 */
export function validateMaxLength(value: string, limit: number): ValidationResult<MaxLengthInvalidReason> {
  return value.length <= limit ? VALID : invalid('tooLong');
}

function validateText(value: string, allowed: RegExp): ValidationResult<NameInvalidReason> {
  const text = value.trim();
  if (text === '') {
    return invalid('empty');
  }
  return allowed.test(text) && LETTER.test(text) ? VALID : invalid('characters');
}
