import { describe, expect, it } from 'vitest';
import { hasValidModulus11CheckDigit, modulus11CheckDigit, validateModulus11Number } from './modulus-11';

describe('modulus11CheckDigit', () => {
  it.each([
    ['the spec example organisation number', '91687432', 4],
    ['a remainder of 0', '00000000', 0],
    ['ascending digits', '12345678', 5],
    ['a remainder giving 10', '91234567', null],
    ['a non-digit', '9168743a', null],
  ])('computes %s (%s) as %s', (_situation, digits, expected) => {
    expect(modulus11CheckDigit(digits)).toBe(expected);
  });
});

describe('hasValidModulus11CheckDigit', () => {
  it.each([
    ['a valid number', '916874324', true],
    ['a wrong check digit', '916874325', false],
    ['a single digit', '0', false],
  ])('answers %s (%s) with %s', (_situation, number, expected) => {
    expect(hasValidModulus11CheckDigit(number)).toBe(expected);
  });
});

describe('validateModulus11Number', () => {
  it('checks the length it is given', () => {
    expect(validateModulus11Number('916874324', 9)).toEqual({ valid: true });
    expect(validateModulus11Number('916874324', 10)).toEqual({ valid: false, reason: 'format' });
  });
});
