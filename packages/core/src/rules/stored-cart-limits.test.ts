import { describe, expect, it } from 'vitest';
import { CART_LINE_MAX_QUANTITY, CART_MAX_LINES } from '../constants';
import { clampStoredLines, type StoredLine } from './stored-cart-limits';

const NOW = new Date('2026-11-24T08:00:00.000Z');

const line = (ean: string, quantity: number, product: Partial<StoredLine['product']> = {}): StoredLine => ({
  ean,
  quantity,
  lineTotal: 10,
  lineTotalOriginal: null,
  product: { maxQuantityPerOrder: null, maxQuantityPerOrderFrom: null, maxQuantityPerOrderTo: null, ...product },
});

const quantities = (lines: StoredLine[]) => lines.map((each) => [each.ean, each.quantity, each.lineTotal]);

describe('clampStoredLines (issue 35: a stored cart within the limits)', () => {
  it.each([
    ['a line within the limits stays, priced', [line('1', 3)], [['1', 3, 10]]],
    ['a quantity of 1e9 holds the most a line may', [line('1', 1e9)], [['1', CART_LINE_MAX_QUANTITY, null]]],
    ['the per-order maximum in force cuts the line', [line('1', 9, { maxQuantityPerOrder: 2 })], [['1', 2, null]]],
    [
      'a per-order maximum that has ended does not',
      [line('1', 9, { maxQuantityPerOrder: 2, maxQuantityPerOrderTo: '2026-11-01' })],
      [['1', 9, 10]],
    ],
    ['a maximum of 0 limits nothing (spec section 4)', [line('1', 9, { maxQuantityPerOrder: 0 })], [['1', 9, 10]]],
    ['a second line of the same product goes', [line('1', 2), line('1', 5)], [['1', 2, 10]]],
    [
      'a line of 0, a negative or an infinite quantity goes',
      [line('1', 0), line('2', -4), line('3', Infinity), line('4', 1)],
      [['4', 1, 10]],
    ],
  ])('%s', (_name, lines, expected) => {
    expect(quantities(clampStoredLines(lines, NOW))).toEqual(expected);
  });

  it('keeps the first CART_MAX_LINES of 5,000 lines', () => {
    const lines = Array.from({ length: 5000 }, (_, index) => line(String(index), 1));
    const kept = clampStoredLines(lines, NOW);
    expect(kept).toHaveLength(CART_MAX_LINES);
    expect(kept.at(-1)?.ean).toBe(String(CART_MAX_LINES - 1));
  });
});
