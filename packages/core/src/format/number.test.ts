import { describe, expect, it } from 'vitest';
import { formatNumber, formatPrice, formatWeight, roundKroner } from './number';

const T = '\u2009';

describe('formatNumber', () => {
  it.each([
    [0, 0, '0'],
    [999, 0, '999'],
    [1000, 0, `1${T}000`],
    [1234567.891, 2, `1${T}234${T}567,89`],
    [1.005, 2, '1,01'],
    [-1234.5, 2, `-1${T}234,50`],
    [-0.001, 2, '0,00'],
    [0.75, 2, '0,75'],
  ])('formats %s with %s decimals as %s', (value, decimals, expected) => {
    expect(formatNumber(value, decimals)).toBe(expected);
  });

  it('gives an empty string for values that are not finite', () => {
    expect(formatNumber(Number.NaN, 2)).toBe('');
    expect(formatNumber(Number.POSITIVE_INFINITY, 2)).toBe('');
  });
});

describe('formatPrice', () => {
  it.each([
    [0, '0,00 kr'],
    [24.9, '24,90 kr'],
    [109.7, '109,70 kr'],
    [1234.5, `1${T}234,50 kr`],
  ])('formats %s kroner as %s', (value, expected) => {
    expect(formatPrice(value)).toBe(expected);
  });
});

describe('formatWeight', () => {
  it.each([
    [0.75, '750 g'],
    [0.18, '180 g'],
    [0.9995, '1 kg'],
    [1, '1 kg'],
    [2.64, '2,64 kg'],
    [1.5, '1,5 kg'],
    [1250, `1${T}250 kg`],
  ])('formats %s kg as %s', (value, expected) => {
    expect(formatWeight(value)).toBe(expected);
  });
});

describe('roundKroner', () => {
  it.each([
    [3 * 19.9, 59.7],
    [0.1 + 0.2, 0.3],
    [24.905, 24.91],
    [-1.004, -1],
    [0, 0],
  ])('rounds %d kroner to %d (whole øre)', (value, rounded) => {
    expect(roundKroner(value)).toBe(rounded);
  });
});
