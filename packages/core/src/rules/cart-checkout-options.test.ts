import { describe, expect, it } from 'vitest';
import { calculatorFailureHandling, checkoutNeedsPopup, offeredServiceFeeTypes } from './cart-checkout-options';

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
