import { describe, expect, it } from 'vitest';
import { cartFacts, handoverProduct, handoverWindow } from './handover.fixtures';
import type { CartItemFacts, UnavailableProduct } from './handover-types';
import {
  effectiveCartTotal,
  isProductDeadlineAhead,
  priceIntervalMatches,
  unavailableCartEans,
  unavailableEntryApplies,
  usableHandoverProduct,
  violatesAgeRestriction,
  violatesAlcoholWindow,
} from './window-eligibility';

const now = new Date('2026-03-27T12:00:00Z');

describe('priceIntervalMatches', () => {
  it.each([
    ['total at the lower bound', 500, 1000, 500, true],
    ['total just below the lower bound within epsilon', 500, 1000, 499.999995, true],
    ['total below the lower bound', 500, 1000, 499.99, false],
    ['total just below the upper bound', 500, 1000, 999.99, true],
    ['total at the upper bound', 500, 1000, 1000, false],
    ['no upper bound: the 2e10 default', 500, null, 1e9, true],
    ['no upper bound: above 2e10', 500, null, 2e10, false],
  ])('%s', (_situation, from: number, to: number | null, total: number, expected: boolean) => {
    expect(priceIntervalMatches({ priceIntervalFrom: from, priceIntervalTo: to }, total)).toBe(expected);
  });
});

describe('effectiveCartTotal', () => {
  it.each([
    ['a calculated total', 250, 250],
    ['a zero total', 0, 0],
    ['no calculator total counts as 1', null, 1],
  ])('%s', (_situation, total: number | null, expected: number) => {
    expect(effectiveCartTotal(total)).toBe(expected);
  });
});

describe('usableHandoverProduct', () => {
  const cheap = handoverProduct({ ean: 'cheap', priceIntervalFrom: 0, priceIntervalTo: 1000 });
  const free = handoverProduct({ ean: 'free', priceIntervalFrom: 1000, priceIntervalTo: null });
  const past = handoverProduct({ ean: 'past', deadline: '2026-03-27T11:59:59Z' });
  it.each([
    ['small cart gets the cheap interval', [cheap, free], 500, 'cheap'],
    ['large cart gets the free interval', [cheap, free], 1500, 'free'],
    ['a passed deadline is not usable', [past], 500, null],
    ['no products', [], 500, null],
  ])('%s', (_situation, products, total: number, expected: string | null) => {
    expect(usableHandoverProduct(products, total, now)?.ean ?? null).toBe(expected);
  });
  it.each([
    ['deadline one second ahead', '2026-03-27T12:00:01Z', true],
    ['deadline now', '2026-03-27T12:00:00Z', false],
    ['deadline given with an Oslo offset, ahead', '2026-03-27T13:30:00+01:00', true],
  ])('isProductDeadlineAhead: %s', (_situation, deadline: string, expected: boolean) => {
    expect(isProductDeadlineAhead({ deadline }, now)).toBe(expected);
  });
});

describe('age and alcohol', () => {
  it.each([
    ['age-restricted cart, window allows', true, true, false],
    ['age-restricted cart, window forbids', true, false, true],
    ['ordinary cart, window forbids', false, false, false],
  ])('age: %s', (_situation, hasAgeRestrictedItems: boolean, ageRestrictedProductsAllowed: boolean, expected: boolean) => {
    expect(violatesAgeRestriction({ ageRestrictedProductsAllowed }, cartFacts({ hasAgeRestrictedItems }))).toBe(expected);
  });
  it.each([
    ['alcohol in cart, window inside sales hours', true, true, false],
    ['alcohol in cart, window outside sales hours', true, false, true],
    ['no alcohol, window outside sales hours', false, false, false],
  ])('alcohol: %s', (_situation, hasAlcoholItems: boolean, alcoholAllowed: boolean, expected: boolean) => {
    expect(violatesAlcoholWindow({ alcoholAllowed }, cartFacts({ hasAlcoholItems }))).toBe(expected);
  });
});

describe('unavailableEntryApplies', () => {
  const plain: CartItemFacts = { ean: 'A', leadTime: null, mustOrderFromSupplier: false };
  const leadTime: CartItemFacts = { ean: 'A', leadTime: 3, mustOrderFromSupplier: false };
  const supplier: CartItemFacts = { ean: 'A', leadTime: null, mustOrderFromSupplier: true };
  // Sunday 29 March 2026 (DST starts at 02:00), 00:30 Oslo is still 28 March 23:30 UTC.
  const sundayEarly = { from: '2026-03-29T00:30:00+01:00' };
  // Sunday 25 October 2026 (DST ends at 03:00), 23:30 Oslo is 22:30 UTC.
  const octoberSundayLate = { from: '2026-10-25T23:30:00+01:00' };
  const entry = (periodType: UnavailableProduct['periodType'], from: string | null, to: string | null): UnavailableProduct => ({
    ean: 'A',
    periodType,
    from,
    to,
  });
  it.each([
    ['another EAN never applies', { ...entry('DATE', null, null), ean: 'B' }, plain, sundayEarly, false],
    ['DATE: Oslo date within from..to (DST start day)', entry('DATE', '2026-03-29', '2026-03-29'), plain, sundayEarly, true],
    ['DATE: UTC date would be the day before', entry('DATE', '2026-03-28', '2026-03-28'), plain, sundayEarly, false],
    ['DATE: bounds given as instants', entry('DATE', '2026-03-28T23:00:00Z', '2026-03-29T21:59:00Z'), plain, sundayEarly, true],
    ['DATE: DST end day, late evening', entry('DATE', '2026-10-25', '2026-10-25'), plain, octoberSundayLate, true],
    ['DAY: weekday name range', entry('DAY', 'SATURDAY', 'SUNDAY'), plain, sundayEarly, true],
    ['DAY: ISO weekday numbers, Monday–Friday', entry('DAY', '1', '5'), plain, sundayEarly, false],
    ['DAY: range wrapping the week end', entry('DAY', 'FRI', 'MON'), plain, octoberSundayLate, true],
    ['DAY: a date instead of a weekday', entry('DAY', '2026-10-25', '2026-10-25'), plain, octoberSundayLate, true],
    ['DAY: an unreadable weekday does not apply', entry('DAY', 'SØNDAG', 'SØNDAG'), plain, sundayEarly, false],
    ['LEADTIMEPRODUCT: line without lead time', entry('LEADTIMEPRODUCT', null, null), plain, sundayEarly, false],
    ['LEADTIMEPRODUCT: window sooner than the lead time', entry('LEADTIMEPRODUCT', null, null), leadTime, sundayEarly, true],
    [
      'LEADTIMEPRODUCT: window after the lead time',
      entry('LEADTIMEPRODUCT', null, null),
      leadTime,
      { from: '2026-03-31T10:00:00+02:00' },
      false,
    ],
    ['LEADTIMEPRODUCT: with dates', entry('LEADTIMEPRODUCT', '2026-03-29', '2026-03-30'), leadTime, sundayEarly, true],
    ['SUPPLIERPRODUCT: line not from supplier', entry('SUPPLIERPRODUCT', null, null), plain, sundayEarly, false],
    ['SUPPLIERPRODUCT: window within 2 days', entry('SUPPLIERPRODUCT', null, null), supplier, sundayEarly, true],
    ['SUPPLIERPRODUCT: window after 2 days', entry('SUPPLIERPRODUCT', null, null), supplier, { from: '2026-03-29T15:00:00+02:00' }, false],
  ])('%s', (_situation, unavailable: UnavailableProduct, line: CartItemFacts, window: { from: string }, expected: boolean) => {
    expect(unavailableEntryApplies(unavailable, line, window, now)).toBe(expected);
  });
});

describe('unavailableCartEans', () => {
  const cart = cartFacts({
    items: [
      { ean: 'A', leadTime: null, mustOrderFromSupplier: false },
      { ean: 'B', leadTime: null, mustOrderFromSupplier: false },
    ],
  });
  it.each([
    ['none', handoverWindow(), []],
    ['listed in notAvailableForProducts', handoverWindow({ notAvailableForProducts: ['B', 'X'] }), ['B']],
    [
      'stopped by a DATE entry',
      handoverWindow({ unavailableProducts: [{ ean: 'A', periodType: 'DATE', from: '2026-03-29', to: null }] }),
      ['A'],
    ],
  ])('%s', (_situation, window, expected: string[]) => {
    expect(unavailableCartEans(window, cart, now)).toEqual(expected);
  });
});
