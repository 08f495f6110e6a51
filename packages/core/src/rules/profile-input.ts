import { DELIVERY_COMMENT_MAX_LENGTH, PROFILE_FIELD_MAX_LENGTH } from '../constants';
import { nbProfile, type ProfileTextKey } from '../texts/nb-profile';
import { formatText } from '../texts/texts';
import {
  validateBirthdate,
  validateEmail,
  validateFreeText,
  validateMobileNumber,
  validateName,
  validateNationalId,
  validatePostalCode,
  validateStreetAddress,
} from '../validate';

/** One refused field of a host page's input: its name, a stable reason code and the Norwegian text to show beside it. */
export interface FieldProblem {
  field: string;
  /** The text's key in `nbProfile` (`mobileFormat`, `nationalIdChecksum`, …): stable, for a site's own words. */
  reason: ProfileTextKey;
  message: string;
}

/** A host page's input, checked: the trimmed texts, or every refused field. */
export type InputCheck<Value> = { ok: true; value: Value } | { ok: false; problems: FieldProblem[] };

/** The contact details of the profile form (`window.kurv.updateProfile`). */
export interface ProfileInput {
  firstName: string;
  lastName: string;
  /** 8 digits starting with 4 or 9. */
  mobile: string;
  email: string;
  /** dd.MM.yyyy (separators '.', '-' or ' '); empty or absent: not sent. */
  birthdate?: string;
  /** 11 digits with both check digits right (D-numbers too); empty or absent: not sent. */
  nationalId?: string;
  /** Empty or absent: sent empty. */
  address?: string;
  /** 4 digits; empty or absent: sent as '9999' (spec section 5). */
  postalCode?: string;
  /** Empty or absent: sent as 'Unknown' (spec section 5). */
  city?: string;
}

/** The household's address (`window.kurv.updateHousehold`). */
export interface HouseholdInput {
  address?: string;
  /** 4 digits; empty or absent: sent as '9999'. */
  postalCode?: string;
  /** Empty or absent: sent as 'Unknown'. */
  city?: string;
}

/** An alternative address (`window.kurv.saveAlternativeAddress`): with an id it is updated, without one created. */
export interface AlternativeAddressInput {
  id?: string | null;
  firstName: string;
  lastName: string;
  address: string;
  /** 4 digits. */
  postalCode: string;
  city: string;
  deliveryComment?: string;
}

/** A field's format check on a non-empty text: the text key of its problem, or null when it passes. */
type FormatCheck = (text: string) => ProfileTextKey | null;

const passes =
  (validate: (text: string) => { valid: boolean }, problem: ProfileTextKey): FormatCheck =>
  (text) =>
    validate(text).valid ? null : problem;

const FORMATS = {
  name: passes(validateName, 'nameCharacters'),
  // 'Storgata 12/14', 'c/o Hansen', 'Gate 3, leil. 2': commas and slashes too (validateStreetAddress).
  address: passes(validateStreetAddress, 'addressCharacters'),
  mobile: passes(validateMobileNumber, 'mobileFormat'),
  email: passes(validateEmail, 'emailFormat'),
  birthdate: passes(validateBirthdate, 'birthdateFormat'),
  postalCode: passes(validatePostalCode, 'postalCodeFormat'),
  nationalId: (text) => {
    const result = validateNationalId(text);
    if (result.valid) {
      return null;
    }
    return result.reason === 'checksum' ? 'nationalIdChecksum' : 'nationalIdFormat';
  },
  comment: passes(validateFreeText, 'commentCharacters'),
} satisfies Record<string, FormatCheck>;

interface FieldRule {
  required: boolean;
  format: keyof typeof FORMATS;
  maxLength?: number;
}

const required = (format: FieldRule['format']): FieldRule => ({ required: true, format });
const optional = (format: FieldRule['format']): FieldRule => ({ required: false, format });

const PROFILE_RULES: Record<keyof ProfileInput, FieldRule> = {
  firstName: required('name'),
  lastName: required('name'),
  mobile: required('mobile'),
  email: required('email'),
  birthdate: optional('birthdate'),
  nationalId: optional('nationalId'),
  address: optional('address'),
  postalCode: optional('postalCode'),
  // A place name follows the name rule: letters, spaces, apostrophes, hyphens ('Bø i Telemark', 'Ål').
  city: optional('name'),
};

const HOUSEHOLD_RULES: Record<keyof HouseholdInput, FieldRule> = {
  address: optional('address'),
  postalCode: optional('postalCode'),
  city: optional('name'),
};

// Spec section 5: a delivery needs names, address, postal code and city; the comment is free text within its limit.
const ALTERNATIVE_ADDRESS_RULES: Record<Exclude<keyof AlternativeAddressInput, 'id'>, FieldRule> = {
  firstName: required('name'),
  lastName: required('name'),
  address: required('address'),
  postalCode: required('postalCode'),
  city: required('name'),
  deliveryComment: { required: false, format: 'comment', maxLength: DELIVERY_COMMENT_MAX_LENGTH },
};

function problem(field: string, reason: ProfileTextKey, values: Record<string, number> = {}): FieldProblem {
  return { field, reason, message: formatText(nbProfile[reason], values) };
}

/** Checks each field of an object by its rule; absent and null read as empty, other non-strings are refused. */
function checkFields<Value>(input: unknown, rules: Record<string, FieldRule>): InputCheck<Value> {
  const record = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const value: Record<string, string> = {};
  const problems: FieldProblem[] = [];
  for (const [field, rule] of Object.entries(rules)) {
    const raw = record[field] ?? '';
    if (typeof raw !== 'string') {
      problems.push(problem(field, 'fieldNotText'));
      continue;
    }
    const text = raw.trim();
    const limit = rule.maxLength ?? PROFILE_FIELD_MAX_LENGTH;
    const reason =
      text === '' ? (rule.required ? 'fieldRequired' : null) : text.length > limit ? 'textTooLong' : FORMATS[rule.format](text);
    if (reason) {
      problems.push(problem(field, reason, { limit }));
    }
    value[field] = text;
  }
  return problems.length === 0 ? { ok: true, value: value as Value } : { ok: false, problems };
}

/**
 * Spec section 5's Norwegian formats on the profile form's contact details: first and last name (letters, spaces,
 * apostrophes, hyphens), mobile (8 digits starting 4 or 9) and e-mail required; birth date (dd.MM.yyyy, a real date in
 * 1900–2099), national id (11 digits, both check digits), address, postal code (4 digits) and city optional, checked
 * when given. Every refused field is named, each with its Norwegian text. Texts are trimmed, at most
 * PROFILE_FIELD_MAX_LENGTH characters.
 */
export function checkProfileInput(input: unknown): InputCheck<Required<ProfileInput>> {
  return checkFields(input, PROFILE_RULES);
}

/** The household's address: address, postal code (4 digits) and city, each optional (the spec's fallbacks apply). */
export function checkHouseholdInput(input: unknown): InputCheck<Required<HouseholdInput>> {
  return checkFields(input, HOUSEHOLD_RULES);
}

/**
 * An alternative address: names, address, postal code (4 digits) and city required, the delivery comment optional (at
 * most DELIVERY_COMMENT_MAX_LENGTH characters). The id, when given, must be a non-empty string: it decides update
 * (with id) over create (without; null or '' read as none).
 */
export function checkAlternativeAddressInput(
  input: unknown,
): InputCheck<Required<Omit<AlternativeAddressInput, 'id'>> & { id: string | null }> {
  const fields = checkFields<Required<Omit<AlternativeAddressInput, 'id'>>>(input, ALTERNATIVE_ADDRESS_RULES);
  const id = typeof input === 'object' && input !== null ? (input as Record<string, unknown>).id : undefined;
  const idProblem = id === undefined || id === null || typeof id === 'string' ? [] : [problem('id', 'fieldNotText')];
  if (!fields.ok || idProblem.length > 0) {
    return { ok: false, problems: [...(fields.ok ? [] : fields.problems), ...idProblem] };
  }
  return { ok: true, value: { ...fields.value, id: typeof id === 'string' && id.trim() !== '' ? id.trim() : null } };
}
