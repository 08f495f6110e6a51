import { describe, expect, it } from 'vitest';
import {
  type EmailInvalidReason,
  type MobileNumberInvalidReason,
  type PostalCodeInvalidReason,
  validateEmail,
  validateMobileNumber,
  validatePostalCode,
} from './contact';

describe('validatePostalCode', () => {
  it.each<[string, string, { valid: true } | { valid: false; reason: PostalCodeInvalidReason }]>([
    ['four digits', '0150', { valid: true }],
    ['four digits with surrounding spaces', ' 5003 ', { valid: true }],
    ['an empty value', '', { valid: false, reason: 'empty' }],
    ['three digits', '150', { valid: false, reason: 'format' }],
    ['five digits', '01500', { valid: false, reason: 'format' }],
    ['a letter', '01a0', { valid: false, reason: 'format' }],
    ['a space inside', '01 50', { valid: false, reason: 'format' }],
  ])('answers %s (%s)', (_situation, value, expected) => {
    expect(validatePostalCode(value)).toEqual(expected);
  });
});

describe('validateMobileNumber', () => {
  it.each<[string, string, { valid: true } | { valid: false; reason: MobileNumberInvalidReason }]>([
    ['a number starting with 4', '41234567', { valid: true }],
    ['a number starting with 9', '98765432', { valid: true }],
    ['an empty value', '', { valid: false, reason: 'empty' }],
    ['a landline starting with 3', '39999999', { valid: false, reason: 'notMobile' }],
    ['a landline starting with 2', '22334455', { valid: false, reason: 'notMobile' }],
    ['seven digits', '4123456', { valid: false, reason: 'format' }],
    ['nine digits', '412345678', { valid: false, reason: 'format' }],
    ['a country code', '+4741234567', { valid: false, reason: 'format' }],
    ['spaces inside', '412 34 567', { valid: false, reason: 'format' }],
  ])('answers %s (%s)', (_situation, value, expected) => {
    expect(validateMobileNumber(value)).toEqual(expected);
  });
});

describe('validateEmail', () => {
  it.each<[string, string, { valid: true } | { valid: false; reason: EmailInvalidReason }]>([
    ['a plain address', 'kari.nordmann@example.no', { valid: true }],
    ['a plus tag and a subdomain', 'kari+kurv@post.example.com', { valid: true }],
    ['a four-letter top level', 'ola@example.info', { valid: true }],
    ['Norwegian letters in the domain', 'ola@blåbær.no', { valid: true }],
    ['a hyphenated domain', 'ola@nord-lys.no', { valid: true }],
    ['an empty value', '', { valid: false, reason: 'empty' }],
    ['no @', 'kari.example.no', { valid: false, reason: 'format' }],
    ['no local part', '@example.no', { valid: false, reason: 'format' }],
    ['an undotted domain', 'kari@localhost', { valid: false, reason: 'format' }],
    ['a one-letter top level', 'kari@example.n', { valid: false, reason: 'format' }],
    ['a five-letter top level', 'kari@example.store', { valid: false, reason: 'format' }],
    ['a digit in the top level', 'kari@example.n0', { valid: false, reason: 'format' }],
    ['two @', 'kari@nord@example.no', { valid: false, reason: 'format' }],
    ['a space', 'kari nordmann@example.no', { valid: false, reason: 'format' }],
    ['an empty domain label', 'kari@example..no', { valid: false, reason: 'format' }],
  ])('answers %s (%s)', (_situation, value, expected) => {
    expect(validateEmail(value)).toEqual(expected);
  });
});
