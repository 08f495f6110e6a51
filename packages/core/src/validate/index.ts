export type { BirthdateInvalidReason } from './birthdate';
export { parseBirthdate, validateBirthdate } from './birthdate';
export type { EmailInvalidReason, MobileNumberInvalidReason, PostalCodeInvalidReason } from './contact';
export { validateEmail, validateMobileNumber, validatePostalCode } from './contact';
export type {
  AccountNumberInvalidReason,
  NationalIdInvalidReason,
  OrganisationNumberInvalidReason,
  ShortNumberInvalidReason,
} from './identity-numbers';
export { validateAccountNumber, validateNationalId, validateOrganisationNumber, validateShortNumber } from './identity-numbers';
export type { MinimumAgeInvalidReason } from './minimum-age';
export { ageInYears, validateMinimumAge } from './minimum-age';
export type { Modulus11InvalidReason } from './modulus-11';
export { hasValidModulus11CheckDigit, modulus11CheckDigit } from './modulus-11';
export type { MaxLengthInvalidReason, NameInvalidReason } from './text-fields';
export { validateAddressText, validateFreeText, validateMaxLength, validateName, validateStreetAddress } from './text-fields';
export type { TimeZoneCheckOptions, TimeZoneCheckResult, TimeZoneInvalidReason } from './time-zone';
export { checkNorwegianTimeZone } from './time-zone';
export type { ValidationResult } from './validation-result';
