import { describe, expect, it } from 'vitest';
import { formatAgeBracket } from './age-bracket';

describe('formatAgeBracket', () => {
  it.each([
    ['a thirty-something', 34, '30-39'],
    ['the start of a bracket', 30, '30-39'],
    ['the end of a bracket', 39, '30-39'],
    ['a child', 7, '0-9'],
    ['a newborn', 0, '0-9'],
    ['a teenager of 18', 18, '10-19'],
    ['a centenarian', 100, '100-109'],
    ['a fractional age', 29.9, '20-29'],
    ['a negative age', -1, null],
    ['not a number', Number.NaN, null],
    ['infinity', Number.POSITIVE_INFINITY, null],
  ])('brackets %s', (_situation, age, expected) => {
    expect(formatAgeBracket(age)).toBe(expected);
  });
});
