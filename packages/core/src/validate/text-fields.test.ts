import { describe, expect, it } from 'vitest';
import { validateAddressText, validateFreeText, validateMaxLength, validateName, validateStreetAddress } from './text-fields';
import type { ValidationResult } from './validation-result';

describe('validateName', () => {
  it.each<[string, string, ValidationResult]>([
    ['a plain name', 'Kari', { valid: true }],
    ['Norwegian letters', 'Åse Ødegård Bjørnstad', { valid: true }],
    ['accented letters', 'José Müller Håkonsen', { valid: true }],
    ['a decomposed accent', 'Jose\u0301', { valid: true }],
    ['a hyphen', 'Anne-Marie', { valid: true }],
    ['an apostrophe', "O'Neil", { valid: true }],
    ['a typographic apostrophe', 'D\u2019Angelo', { valid: true }],
    ['an empty value', '', { valid: false, reason: 'empty' }],
    ['only spaces', '   ', { valid: false, reason: 'empty' }],
    ['a digit', 'Kari 2', { valid: false, reason: 'characters' }],
    ['a dot', 'K. Nordmann', { valid: false, reason: 'characters' }],
    ['an @', 'kari@nordmann', { valid: false, reason: 'characters' }],
    ['no letter', "-'-", { valid: false, reason: 'characters' }],
  ])('answers %s (%s)', (_situation, value, expected) => {
    expect(validateName(value)).toEqual(expected);
  });
});

describe('validateAddressText', () => {
  it.each<[string, string, ValidationResult]>([
    ['a street and number', 'Storgata 12', { valid: true }],
    ['dots and an apostrophe', "St. Olavs gate 5 O'Hara", { valid: true }],
    ['Norwegian letters and a hyphen', 'Øvre Ål-vei 3', { valid: true }],
    ['an empty value', '', { valid: false, reason: 'empty' }],
    ['a comma', 'Storgata 12, Oslo', { valid: false, reason: 'characters' }],
    ['a slash', 'Storgata 12/3', { valid: false, reason: 'characters' }],
    ['only digits', '12', { valid: false, reason: 'characters' }],
  ])('answers %s (%s)', (_situation, value, expected) => {
    expect(validateAddressText(value)).toEqual(expected);
  });
});

describe('validateStreetAddress', () => {
  it.each<[string, string, ValidationResult]>([
    ['a street and number', 'Storgata 12', { valid: true }],
    ['two numbers with a slash', 'Storgata 12/14', { valid: true }],
    ['care of', 'c/o Hansen', { valid: true }],
    ['a flat after a comma', 'Gate 3, leil. 2', { valid: true }],
    ['dots, an apostrophe and Norwegian letters', "St. Olavs gate 5 O'Hara, Øvre Ål-vei", { valid: true }],
    ['an empty value', '   ', { valid: false, reason: 'empty' }],
    ['markup', 'Storgata <b>12</b>', { valid: false, reason: 'characters' }],
    ['a script tag', '<script>alert(1)</script> 1', { valid: false, reason: 'characters' }],
    ['an ampersand entity', 'Storgata 12 &lt;', { valid: false, reason: 'characters' }],
    ['a control character', 'Storgata\u0007 12', { valid: false, reason: 'characters' }],
    ['a line break inside', 'Storgata\n12', { valid: false, reason: 'characters' }],
    ['only digits and signs', '12/14', { valid: false, reason: 'characters' }],
  ])('answers %s (%s)', (_situation, value, expected) => {
    expect(validateStreetAddress(value)).toEqual(expected);
  });
});

describe('validateFreeText', () => {
  it.each<[string, string, ValidationResult]>([
    ['a comment with signs', 'Ring på! Kode 1234#, 2. etg. (bakdør) & hund', { valid: true }],
    ['line breaks', 'Første linje\r\nAndre linje\nTredje', { valid: true }],
    ['markup', 'Ring <b>på</b>', { valid: false, reason: 'characters' }],
    ['a lone angle bracket', 'Mer enn > 2 poser', { valid: false, reason: 'characters' }],
    ['a control character', 'Ring\u0000 på', { valid: false, reason: 'characters' }],
    ['a C1 control character', 'Ring\u0085 på', { valid: false, reason: 'characters' }],
    ['a tab', 'Ring\tpå', { valid: false, reason: 'characters' }],
  ])('answers %s (%s)', (_situation, value, expected) => {
    expect(validateFreeText(value)).toEqual(expected);
  });
});

describe('validateMaxLength', () => {
  it.each<[string, string, number, ValidationResult]>([
    ['a shorter text', 'Kari', 5, { valid: true }],
    ['a text exactly at the limit', 'Kari!', 5, { valid: true }],
    ['an empty text', '', 0, { valid: true }],
    ['a text one over the limit', 'Kari!!', 5, { valid: false, reason: 'tooLong' }],
    ['surrounding spaces (counted)', ' Kari ', 5, { valid: false, reason: 'tooLong' }],
  ])('answers %s', (_situation, value, limit, expected) => {
    expect(validateMaxLength(value, limit)).toEqual(expected);
  });
});
