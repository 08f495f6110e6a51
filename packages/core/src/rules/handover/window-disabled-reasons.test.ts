import { describe, expect, it } from 'vitest';
import { cartFacts, handoverProduct, handoverWindow } from './handover.fixtures';
import type { CartFacts, HandoverWindow } from './handover-types';
import { evaluateWindow, timeListWindows, type WindowDisabledReason } from './window-disabled-reasons';

const now = new Date('2026-03-27T12:00:00Z');
const passed = [handoverProduct({ deadline: '2026-03-27T11:00:00Z' })];
const restrictedCart = cartFacts({
  hasAgeRestrictedItems: true,
  hasAlcoholItems: true,
  items: [{ ean: 'A', leadTime: null, mustOrderFromSupplier: false }],
});

describe('evaluateWindow', () => {
  it.each<[string, Partial<HandoverWindow>, CartFacts, WindowDisabledReason[]]>([
    ['a free window', {}, cartFacts(), []],
    ['deadline passed', { handoverProducts: passed }, cartFacts(), ['BeforeDeadline']],
    [
      'no product for the cart total',
      { handoverProducts: [handoverProduct({ priceIntervalFrom: 1000 })] },
      cartFacts(),
      ['BeforeDeadline'],
    ],
    ['capacity 0', { capacity: 0 }, cartFacts(), ['FullyBooked']],
    ['temporarily disabled', { isTemporarilyDisabled: true }, cartFacts(), ['TemporarilyDisabled']],
    ['age-restricted cart', { ageRestrictedProductsAllowed: false }, restrictedCart, ['AgeRestricted']],
    ['alcohol outside sales hours', { alcoholAllowed: false }, restrictedCart, ['OutsideAlcoholWindows']],
    ['unavailable product', { notAvailableForProducts: ['A'] }, restrictedCart, ['UnavailableProducts']],
    [
      'everything at once, in spec order',
      {
        handoverProducts: passed,
        capacity: -1,
        isTemporarilyDisabled: true,
        ageRestrictedProductsAllowed: false,
        alcoholAllowed: false,
        notAvailableForProducts: ['A'],
      },
      restrictedCart,
      ['BeforeDeadline', 'FullyBooked', 'TemporarilyDisabled', 'AgeRestricted', 'OutsideAlcoholWindows', 'UnavailableProducts'],
    ],
    ['full and alcohol', { capacity: 0, alcoholAllowed: false }, restrictedCart, ['FullyBooked', 'OutsideAlcoholWindows']],
  ])('%s', (_situation, overrides, cart, expected) => {
    const evaluation = evaluateWindow(handoverWindow(overrides), cart, now);
    expect(evaluation.reasons).toEqual(expected);
    expect(evaluation.disabledReason).toBe(expected[0] ?? null);
  });

  it.each([
    ['a usable product is answered', {}, '7000000000017'],
    ['none when the deadline passed', { handoverProducts: passed }, null],
  ])('product: %s', (_situation, overrides: Partial<HandoverWindow>, expected: string | null) => {
    expect(evaluateWindow(handoverWindow(overrides), cartFacts(), now).product?.ean ?? null).toBe(expected);
  });
});

describe('timeListWindows', () => {
  it.each([
    ['before-deadline windows are dropped', [{ handoverProducts: passed }, {}], ['w-1']],
    ['full windows stay (shown disabled)', [{ capacity: 0 }, {}], ['w-0', 'w-1']],
  ])('%s', (_situation, windows: Partial<HandoverWindow>[], expected: string[]) => {
    const evaluations = windows.map((overrides, index) =>
      evaluateWindow(handoverWindow({ ...overrides, windowId: `w-${index}` }), cartFacts(), now),
    );
    expect(timeListWindows(evaluations).map((evaluation) => evaluation.window.windowId)).toEqual(expected);
  });
});
