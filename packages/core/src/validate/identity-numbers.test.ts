import { describe, expect, it } from 'vitest';
import { validateAccountNumber, validateNationalId, validateOrganisationNumber, validateShortNumber } from './identity-numbers';
import type { ValidationResult } from './validation-result';

describe('validateNationalId (11 digits, both modulus-11 check digits)', () => {
  it.each<[string, string, ValidationResult]>([
    ['a valid number', '01017012343', { valid: true }],
    ['another valid number', '15038512363', { valid: true }],
    ['surrounding whitespace', ' 31129945616 ', { valid: true }],
    ['a D-number (first digit + 4)', '41017012337', { valid: true }],
    ['another D-number', '55038512357', { valid: true }],
    ['the first check digit wrong', '01017012353', { valid: false, reason: 'checksum' }],
    ['the second check digit wrong', '01017012344', { valid: false, reason: 'checksum' }],
    ['both check digits wrong', '01017012300', { valid: false, reason: 'checksum' }],
    ['two digits swapped', '10017012343', { valid: false, reason: 'checksum' }],
    ['a first check digit that would be 10', '01017012010', { valid: false, reason: 'checksum' }],
    ['an empty value', '', { valid: false, reason: 'empty' }],
    ['10 digits', '0101701234', { valid: false, reason: 'format' }],
    ['12 digits', '010170123430', { valid: false, reason: 'format' }],
    ['a space inside', '010170 12343', { valid: false, reason: 'format' }],
    ['letters', '0101701234a', { valid: false, reason: 'format' }],
    ['all letters', 'abcdefghijk', { valid: false, reason: 'format' }],
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
