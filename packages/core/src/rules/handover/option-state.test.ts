import { describe, expect, it } from 'vitest';
import { nb } from '../../texts/nb';
import { handoverProduct } from './handover.fixtures';
import type { HandoverOption } from './handover-types';
import { amountLeftToMinimum, type HandoverOptionContext, handoverOptionState, minimumPurchaseReminder } from './option-state';

const option = (handoverType: HandoverOption['handoverType'], from = 0): HandoverOption => ({
  handoverType,
  handoverProducts: [handoverProduct({ priceIntervalFrom: from, priceIntervalTo: 1500 }), handoverProduct({ priceIntervalFrom: 1500 })],
  locations: [],
  validation: [],
  closestStoreOrPickupPoint: null,
});
const base: HandoverOptionContext = {
  handoverType: 'Delivery',
  option: option('Delivery'),
  calculatorTotal: 300,
  hasCoverage: true,
  userHasAddress: true,
  minimumThreshold: null,
};

describe('handoverOptionState', () => {
  it.each<[string, Partial<HandoverOptionContext>, boolean, string | null]>([
    ['delivery available', {}, false, null],
    ['delivery without coverage', { hasCoverage: false }, true, 'Vi kan dessverre ikke levere til adressen din'],
    ['delivery without an option', { option: null }, true, 'Vi kan dessverre ikke levere til adressen din'],
    ['delivery without coverage, user has no address: re-enabled', { hasCoverage: false, userHasAddress: false }, false, null],
    ['store without an option', { handoverType: 'Store', option: null }, true, 'Vi kan dessverre ikke tilby henting i butikk'],
    ['store ignores coverage', { handoverType: 'Store', option: option('Store'), hasCoverage: false }, false, null],
    [
      'delivery below the minimum',
      { option: option('Delivery', 400), minimumThreshold: 400, calculatorTotal: 250.5 },
      true,
      'Handle for 149,50 kr til for å få varene levert på døren',
    ],
    [
      'store below the minimum',
      { handoverType: 'Store', option: option('Store', 100), minimumThreshold: 100, calculatorTotal: null },
      true,
      'Handle for 99,00 kr til for å kunne hente i butikk',
    ],
    [
      'store enabled, below the calculator’s minimum',
      { handoverType: 'Store', option: option('Store'), minimumThreshold: 100, calculatorTotal: 24.9 },
      false,
      'Handle for 75,10 kr til for å kunne hente i butikk',
    ],
  ])('%s', (_situation, context, disabled, subtitle) => {
    expect(handoverOptionState({ ...base, ...context }, nb)).toEqual({ disabled, subtitle });
  });

  it.each([
    ['at the minimum', 400, null],
    ['above the minimum', 500, null],
    ['below the minimum', 300, 100],
    ['within the spec’s epsilon below it (counts as reached, like minimumPurchaseMessage)', 399.999995, null],
    ['just beyond the epsilon below it', 399.99998, 400 - 399.99998],
  ])('amountLeftToMinimum: %s', (_situation, total: number, expected: number | null) => {
    expect(amountLeftToMinimum(400, total)).toBe(expected);
  });
});

describe('minimumPurchaseReminder', () => {
  it.each<[string, HandoverOption['handoverType'], number | null, number | null, string | null]>([
    ['delivery below its threshold', 'Delivery', 500, 300, 'For å kunne få varene levert på døren må du handle for over 500 kr'],
    ['pickup below its threshold', 'Store', 250, 100, 'For å kunne hente i butikk må du handle for over 250 kr'],
    ['a threshold with øre', 'Delivery', 499.5, 300, 'For å kunne få varene levert på døren må du handle for over 499,50 kr'],
    ['an uncalculated cart counts as 1 kr', 'Store', 250, null, 'For å kunne hente i butikk må du handle for over 250 kr'],
    ['the cart reaches the threshold', 'Delivery', 500, 500, null],
    ['no threshold', 'Delivery', null, 300, null],
  ])('%s', (_situation, handoverType, threshold, total, expected) => {
    expect(minimumPurchaseReminder(handoverType, threshold, total, nb)).toBe(expected);
  });
});
