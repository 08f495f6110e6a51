import { describe, expect, it } from 'vitest';
import { pickerHasTimePage } from './picker-flow';

describe('pickerHasTimePage: the flow has a time page on the webshop chains only (spec sections 1 and 2)', () => {
  it.each([
    ['1300', 'MENY', true],
    ['1210', 'SPAR', true],
    ['1220', 'Joker', true],
    ['1100', 'Kiwi', false],
    ['9999', 'a chain Kurv does not know', false],
  ])('chain %s (%s): %s', (chainId, _name, expected) => {
    expect(pickerHasTimePage(chainId)).toBe(expected);
  });
});
