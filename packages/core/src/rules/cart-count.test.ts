import { describe, expect, it } from 'vitest';
import { countCartUnits } from './cart-count';

describe('countCartUnits', () => {
  it.each([
    [[], 0],
    [[{ quantity: 1 }], 1],
    [[{ quantity: 2 }, { quantity: 3 }], 5],
  ])('counts %j as %s units', (items, expected) => {
    expect(countCartUnits(items)).toBe(expected);
  });
});
