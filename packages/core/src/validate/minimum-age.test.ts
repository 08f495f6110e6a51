import { describe, expect, it } from 'vitest';
import { ageInYears, type MinimumAgeInvalidReason, validateMinimumAge } from './minimum-age';

describe('ageInYears', () => {
  it.each<[string, string, string, number | null]>([
    ['the day before the birthday', '17.05.2008', '2026-05-16T12:00:00Z', 17],
    ['on the birthday', '17.05.2008', '2026-05-17T12:00:00Z', 18],
    ['on the birthday, just after midnight in Oslo (still the 16th in UTC)', '17.05.2008', '2026-05-16T22:30:00Z', 18],
    ['just before midnight in Oslo on the eve of the birthday', '17.05.2008', '2026-05-16T21:30:00Z', 17],
    ['a yyyy-MM-dd birth date', '2008-05-17', '2026-05-17T12:00:00Z', 18],
    ['a leap-day birth on 28 February of a common year', '29.02.2008', '2026-02-28T12:00:00Z', 17],
    ['a leap-day birth on 1 March of a common year', '29.02.2008', '2026-03-01T12:00:00Z', 18],
    ['a birth date after the reference', '01.01.2027', '2026-06-01T12:00:00Z', -1],
    ['an invalid birth date', '31.04.2000', '2026-06-01T12:00:00Z', null],
    ['an invalid ISO birth date', '2000-04-31', '2026-06-01T12:00:00Z', null],
  ])('counts %s', (_situation, birthdate, reference, expected) => {
    expect(ageInYears(birthdate, new Date(reference))).toBe(expected);
  });
});

describe('validateMinimumAge', () => {
  it.each<[string, string, number, string, { valid: true } | { valid: false; reason: MinimumAgeInvalidReason }]>([
    ['18 on the day', '17.05.2008', 18, '2026-05-17T10:00:00Z', { valid: true }],
    ['older than the minimum', '01.01.1970', 18, '2026-05-17T10:00:00Z', { valid: true }],
    ['one day short of 18', '17.05.2008', 18, '2026-05-16T10:00:00Z', { valid: false, reason: 'tooYoung' }],
    ['20 for a 20-year limit, on the Oslo date of the reference', '15.03.2006', 20, '2026-03-14T23:30:00Z', { valid: true }],
    ['an invalid birth date', '29.02.1900', 18, '2026-05-17T10:00:00Z', { valid: false, reason: 'invalidBirthdate' }],
    ['an empty birth date', '', 18, '2026-05-17T10:00:00Z', { valid: false, reason: 'invalidBirthdate' }],
  ])('answers %s', (_situation, birthdate, minimumAge, reference, expected) => {
    expect(validateMinimumAge(birthdate, minimumAge, new Date(reference))).toEqual(expected);
  });
});
