import { describe, expect, it } from 'vitest';
import {
  applySubstitutePreference,
  calculatorFailureHandling,
  checkoutNeedsPopup,
  type LoginPromptInput,
  offeredServiceFeeTypes,
  quantityPickerKind,
  shouldShowLoginPrompt,
} from './cart-options';

describe('applySubstitutePreference', () => {
  const lines = [
    { ean: 'a', substitute: false },
    { ean: 'b', substitute: true },
  ];

  it.each([
    ['SIMILAR', 'SIMILAR', [false, true]],
    ['HISTORY', 'SIMILAR', [true, true]],
    ['NONE', 'SIMILAR', [true, true]],
  ] as const)('choosing %s keeps preference %s and substitutes %j', (chosen, preference, substitutes) => {
    const result = applySubstitutePreference(chosen, lines);
    expect(result.substitutePreference).toBe(preference);
    expect(result.items.map((item) => item.substitute)).toEqual(substitutes);
  });

  it('leaves the given lines untouched', () => {
    applySubstitutePreference('HISTORY', lines);
    expect(lines[0]?.substitute).toBe(false);
  });
});

describe('quantityPickerKind', () => {
  it.each([
    [false, false, false, 'stepper'],
    [true, false, false, 'dropdown'],
    [false, true, false, 'dropdown'],
    [true, false, true, 'stepper'],
    [false, true, true, 'stepper'],
    [true, true, false, 'dropdown'],
  ] as const)('corporate %s, dropdown for all %s, stepper for all %s → %s', (isCorporate, dropdownForAll, stepperForAll, kind) => {
    expect(quantityPickerKind(isCorporate, { quantityDropdownForAll: dropdownForAll, quantityStepperForAll: stepperForAll })).toBe(kind);
  });
});

describe('shouldShowLoginPrompt', () => {
  const guest: LoginPromptInput = { loginLevel: 0, enabled: true, itemCount: 3, threshold: 3, dismissed: false };

  it.each([
    ['a guest reaching the configured count', guest, true],
    ['a guest above the count', { ...guest, itemCount: 7 }, true],
    ['a guest one item short', { ...guest, itemCount: 2 }, false],
    ['a guest who closed it within 30 days', { ...guest, dismissed: true }, false],
    ['the flag off', { ...guest, enabled: false }, false],
    ['a simplified login', { ...guest, loginLevel: 1 }, false],
    ['a member', { ...guest, loginLevel: 2 }, false],
  ] as const)('%s → %s', (_situation, input, shown) => {
    expect(shouldShowLoginPrompt(input)).toBe(shown);
  });
});

describe('calculatorFailureHandling', () => {
  it.each([
    ['1300', 'keepChangeAndCheckStore'],
    ['1210', 'keepChangeAndCheckStore'],
    ['1220', 'keepChangeAndCheckStore'],
    ['1100', 'rollBack'],
  ])('chain %s → %s', (chainId, handling) => {
    expect(calculatorFailureHandling(chainId)).toBe(handling);
  });
});

describe('offeredServiceFeeTypes', () => {
  it.each([
    [true, ['OPPSKJAERING', 'OPPSKJAERING_PRIVAT', 'INVOICE']],
    [false, []],
  ])('corporate %s → %j', (isCorporate, types) => {
    expect(offeredServiceFeeTypes(isCorporate)).toEqual(types);
  });
});

describe('checkoutNeedsPopup', () => {
  it.each([
    [true, true, false],
    [false, true, true],
    [true, false, true],
    [false, false, true],
  ])('time chosen %s, minimum reached %s → popup %s', (handoverTimeChosen, minimumReached, popup) => {
    expect(checkoutNeedsPopup({ handoverTimeChosen, minimumReached })).toBe(popup);
  });
});
