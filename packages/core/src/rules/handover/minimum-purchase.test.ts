import { describe, expect, it } from 'vitest';
import { nb } from '../../texts/nb';
import { minimumPurchaseMessage } from '../restricted-cart';
import { handoverProduct } from './handover.fixtures';
import type { HandoverOption } from './handover-types';
import { type MinimumPurchaseSources, minimumPurchaseThreshold } from './minimum-purchase';
import { handoverOptionState, minimumPurchaseReminder } from './option-state';

const option = (...lowerBounds: number[]): HandoverOption => ({
  handoverType: 'Delivery',
  handoverProducts: lowerBounds.map((from) => handoverProduct({ priceIntervalFrom: from })),
  locations: [],
  validation: [],
  closestStoreOrPickupPoint: null,
});

describe('minimumPurchaseThreshold', () => {
  it.each<[string, MinimumPurchaseSources, number | null]>([
    ['options not loaded, no calculator minimum', { option: null, calculatorMinimum: null, cartIsEmpty: false }, null],
    ['every interval from 0', { option: option(0, 1000, 2000), calculatorMinimum: null, cartIsEmpty: false }, null],
    ['the option’s lowest lower bound', { option: option(2000, 400, 1000), calculatorMinimum: null, cartIsEmpty: false }, 400],
    ['the calculator’s minimum, options not loaded', { option: null, calculatorMinimum: 300, cartIsEmpty: false }, 300],
    ['the calculator’s minimum above the option’s', { option: option(0, 1000), calculatorMinimum: 100, cartIsEmpty: false }, 100],
    ['the option’s above the calculator’s', { option: option(400, 1000), calculatorMinimum: 300, cartIsEmpty: false }, 400],
    ['an option without products', { option: option(), calculatorMinimum: 300, cartIsEmpty: false }, 300],
    ['a calculator minimum of 0', { option: option(0), calculatorMinimum: 0, cartIsEmpty: false }, null],
    ['an empty cart', { option: option(400, 1000), calculatorMinimum: 300, cartIsEmpty: true }, null],
  ])('%s', (_situation, sources, expected) => {
    expect(minimumPurchaseThreshold(sources)).toBe(expected);
  });

  it('the picker’s subtitle and reminder and the cart’s message name the same amount for the same option and cart', () => {
    const threshold = minimumPurchaseThreshold({ option: option(400, 1000), calculatorMinimum: 300, cartIsEmpty: false });
    const total = 131;
    const state = handoverOptionState(
      {
        handoverType: 'Delivery',
        option: option(400, 1000),
        calculatorTotal: total,
        hasCoverage: true,
        userHasAddress: true,
        minimumThreshold: threshold,
      },
      nb,
    );
    expect(state.subtitle).toBe('Handle for 269,00 kr til for å få varene levert på døren');
    expect(minimumPurchaseReminder('Delivery', threshold, total, nb)).toBe(
      'For å kunne få varene levert på døren må du handle for over 400 kr',
    );
    expect(minimumPurchaseMessage('Delivery', threshold ?? 0, total, nb)).toBe(
      'Du må handle for minst 400 kr for å få varene levert på døren',
    );
  });
});
