import { describe, expect, it } from 'vitest';
import { type BirthdateInvalidReason, parseBirthdate, validateBirthdate } from './birthdate';

describe('validateBirthdate', () => {
  it.each([
    ['a leap day in a leap year', '29.02.2000'],
    ['the first allowed year', '01.01.1900'],
    ['the last allowed year', '31.12.2099'],
    ['dots', '17.05.1985'],
    ['hyphens', '17-05-1985'],
    ['spaces', '17 05 1985'],
    ['mixed separators', '17.05-1985'],
    ['surrounding whitespace', '  17.05.1985 '],
  ])('accepts %s (%s)', (_situation, value) => {
    expect(validateBirthdate(value)).toEqual({ valid: true });
  });

  it.each<[string, string, BirthdateInvalidReason]>([
    ['an empty value', '', 'empty'],
    ['a blank value', '   ', 'empty'],
    ['a leap day in 1900 (not a leap year)', '29.02.1900', 'notADate'],
    ['31 April', '31.04.2000', 'notADate'],
    ['month 13', '01.13.2000', 'notADate'],
    ['day 0', '00.01.2000', 'notADate'],
    ['a year before 1900', '31.12.1899', 'yearOutOfRange'],
    ['a year after 2099', '01.01.2100', 'yearOutOfRange'],
    ['the ISO format', '2000-02-29', 'format'],
    ['a one-digit day', '1.05.1985', 'format'],
    ['a two-digit year', '17.05.85', 'format'],
    ['a slash', '17/05/1985', 'format'],
    ['two separators in a row', '17..05.1985', 'format'],
    ['letters', 'aa.bb.cccc', 'format'],
  ])('refuses %s (%s) as %s', (_situation, value, reason) => {
    expect(validateBirthdate(value)).toEqual({ valid: false, reason });
  });
});

describe('parseBirthdate', () => {
  it.each([
    ['a dotted date', '29.02.2000', '2000-02-29'],
    ['a spaced date', '01 12 1950', '1950-12-01'],
    ['an invalid date', '31.04.2000', null],
    ['garbage', 'x', null],
  ])('turns %s into %s', (_situation, value, expected) => {
    expect(parseBirthdate(value)).toBe(expected);
  });
});
