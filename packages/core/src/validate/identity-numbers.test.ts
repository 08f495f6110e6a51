import { describe, expect, it } from 'vitest';
import { validateAccountNumber, validateNationalId, validateOrganisationNumber, validateShortNumber } from './identity-numbers';
import type { ValidationResult } from './validation-result';

describe('validateNationalId', () => {
  it.each<[string, string, ValidationResult]>([
    ['11 digits', '01017012345', { valid: true }],
    ['an empty value', '', { valid: false, reason: 'empty' }],
    ['10 digits', '0101701234', { valid: false, reason: 'format' }],
    ['12 digits', '010170123456', { valid: false, reason: 'format' }],
    ['a space inside', '010170 12345', { valid: false, reason: 'format' }],
  ])('answers %s (%s)', (_situation, value, expected) => {
    expect(validateNationalId(value)).toEqual(expected);
  });
});

describe.each([
  ['validateOrganisationNumber', validateOrganisationNumber],
  ['validateAccountNumber', validateAccountNumber],
])('%s (9 digits, modulus 11)', (_name, validate) => {
  it.each<[string, string, ValidationResult]>([
    ['the spec example', '916874324', { valid: true }],
    ['another valid number', '123456785', { valid: true }],
    ['a remainder of 0 (check digit 0)', '000000000', { valid: true }],
    ['surrounding whitespace', ' 987654325 ', { valid: true }],
    ['an empty value', '', { valid: false, reason: 'empty' }],
    ['a wrong check digit', '916874325', { valid: false, reason: 'checksum' }],
    ['a check digit that would be 10', '912345670', { valid: false, reason: 'checksum' }],
    ['8 digits', '91687432', { valid: false, reason: 'format' }],
    ['10 digits', '9168743240', { valid: false, reason: 'format' }],
    ['spaces inside', '916 874 324', { valid: false, reason: 'format' }],
  ])('answers %s (%s)', (_situation, value, expected) => {
    expect(validate(value)).toEqual(expected);
  });
});

describe('validateShortNumber', () => {
  it.each<[string, string, ValidationResult]>([
    ['one digit', '7', { valid: true }],
    ['eight digits', '12345678', { valid: true }],
    ['an empty value', '', { valid: false, reason: 'empty' }],
    ['nine digits', '123456789', { valid: false, reason: 'format' }],
    ['a letter', '12a', { valid: false, reason: 'format' }],
    ['a minus sign', '-12', { valid: false, reason: 'format' }],
  ])('answers %s (%s)', (_situation, value, expected) => {
    expect(validateShortNumber(value)).toEqual(expected);
  });
});
