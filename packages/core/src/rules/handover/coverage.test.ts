import { describe, expect, it } from 'vitest';
import { effectiveCoverage, hasCoverage, NO_COVERAGE, shouldCheckCoverage, showAddressError } from './coverage';
import { store } from './handover.fixtures';

const covered = { closestStore: store('1'), bestPrice: 49, bestPriceThreshold: 1500, deliveryThreshold: 400 };

describe('coverage', () => {
  it.each([
    ['valid postal code and address', '0155', 'Storgata 1', true],
    ['three digits', '155', 'Storgata 1', false],
    ['letters', '01a5', 'Storgata 1', false],
    ['blank address', '0155', '  ', false],
    ['no postal code', null, 'Storgata 1', false],
  ])('shouldCheckCoverage: %s', (_situation, postalCode: string | null, address: string | null, expected: boolean) => {
    expect(shouldCheckCoverage(postalCode, address)).toBe(expected);
  });

  it.each([
    ['checked and fetched', '0155', 'Storgata 1', covered, covered],
    ['invalid postal code: no store, zero prices', '15', 'Storgata 1', covered, NO_COVERAGE],
    ['not fetched yet', '0155', 'Storgata 1', null, NO_COVERAGE],
  ])('effectiveCoverage: %s', (_situation, postalCode: string, address: string, fetched, expected) => {
    expect(effectiveCoverage(postalCode, address, fetched)).toEqual(expected);
  });

  it.each([
    ['a closest store', covered, true],
    ['no closest store', NO_COVERAGE, false],
  ])('hasCoverage: %s', (_situation, result, expected: boolean) => {
    expect(hasCoverage(result)).toBe(expected);
  });

  it.each([
    ['touched, loaded, not covered', true, false, false, true],
    ['not touched', false, false, false, false],
    ['still loading', true, true, false, false],
    ['covered', true, false, true, false],
    ['not checked yet', true, false, null, false],
  ])('showAddressError: %s', (_situation, touched: boolean, loading: boolean, coverage: boolean | null, expected: boolean) => {
    expect(showAddressError({ touched, loading, coverage })).toBe(expected);
  });
});
