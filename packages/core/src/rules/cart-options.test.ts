import { describe, expect, it } from 'vitest';
import { applySubstitutePreference, calculatorFailureHandling, checkoutNeedsPopup, offeredServiceFeeTypes } from './cart-options';

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
