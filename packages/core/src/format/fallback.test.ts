import { describe, expect, it } from 'vitest';
import { postAreaOrFallback, postalCodeOrFallback, storeNameOrFallback } from './fallback';

describe('fallbacks', () => {
  it.each([
    ['a store name', storeNameOrFallback, 'MENY Bryn', 'MENY Bryn'],
    ['a store name with spaces around', storeNameOrFallback, ' MENY Bryn ', 'MENY Bryn'],
    ['a missing store name', storeNameOrFallback, null, 'Ukjent'],
    ['a blank store name', storeNameOrFallback, '  ', 'Ukjent'],
    ['a postal code', postalCodeOrFallback, '0150', '0150'],
    ['an empty postal code', postalCodeOrFallback, '', '9999'],
    ['an undefined postal code', postalCodeOrFallback, undefined, '9999'],
    ['a post area', postAreaOrFallback, 'Oslo', 'Oslo'],
    ['an empty post area', postAreaOrFallback, '', 'Unknown'],
  ])('answers %s', (_situation, fallback, value, expected) => {
    expect(fallback(value)).toBe(expected);
  });
});
