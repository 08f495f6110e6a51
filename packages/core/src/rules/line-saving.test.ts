import { describe, expect, it } from 'vitest';
import { lineSaving } from './line-saving';

describe('lineSaving', () => {
  it.each<[number | null, number | null, number | null]>([
    [79.8, 119.7, 39.9],
    [103.2, 129, 25.8],
    [24.9, null, null],
    [null, 129, null],
    [null, null, null],
    [129, 129, null],
    [130, 129, null],
    [0.1 + 0.2, 0.6, 0.3],
  ])('a line of %s kr, %s kr before, saves %s kr', (total, original, saving) => {
    expect(lineSaving(total, original)).toBe(saving);
  });
});
