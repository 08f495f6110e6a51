import { describe, expect, it } from 'vitest';
import { calculatedItemSums } from './calculated-item-sums';

describe('calculatedItemSums', () => {
  it.each([
    [[], { itemsTotal: 0, discount: 0 }],
    [[{ lineTotal: 49.8, lineTotalOriginal: null }], { itemsTotal: 49.8, discount: 0 }],
    [
      [
        { lineTotal: 49.8, lineTotalOriginal: null },
        { lineTotal: 59.9, lineTotalOriginal: 79.9 },
      ],
      { itemsTotal: 129.7, discount: 20 },
    ],
    // 3 for 2 of 39,90: 79,80 paid of 119,70.
    [[{ lineTotal: 79.8, lineTotalOriginal: 119.7 }], { itemsTotal: 119.7, discount: 39.9 }],
    // An "original" below the total is no saving.
    [[{ lineTotal: 20, lineTotalOriginal: 10 }], { itemsTotal: 20, discount: 0 }],
  ])('%j sums to %j', (lines, expected) => {
    expect(calculatedItemSums(lines)).toEqual(expected);
  });
});
