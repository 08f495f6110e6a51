import { describe, expect, it } from 'vitest';
import { type DateGridCell, type DateGridKey, dateGridTabStop, dateGridTarget, isDateGridKey } from './date-grid-keys';

// Three weeks from Wednesday 2025-03-12 to Sunday 2025-03-30 (Monday-first rows, two empty cells before the first day).
// Closed: the Sundays (16th, 23rd, 30th) and Tuesday the 18th.
function cellsFrom(first: string, count: number, closed: readonly string[], leading: number): (DateGridCell | null)[] {
  const cells: (DateGridCell | null)[] = Array.from({ length: leading }, () => null);
  const start = Date.parse(`${first}T00:00:00Z`);
  for (let day = 0; day < count; day += 1) {
    const date = new Date(start + day * 86_400_000).toISOString().slice(0, 10);
    cells.push({ date, selectable: !closed.includes(date) });
  }
  while (cells.length % 7 !== 0) {
    cells.push(null);
  }
  return cells;
}

const cells = cellsFrom('2025-03-12', 19, ['2025-03-16', '2025-03-18', '2025-03-23', '2025-03-30'], 2);
const at = (date: string) => cells.findIndex((cell) => cell?.date === date);
const dateAt = (index: number) => cells[index]?.date;

describe('dateGridTarget', () => {
  it.each<[string, DateGridKey, string]>([
    ['2025-03-12', 'ArrowRight', '2025-03-13'],
    ['2025-03-15', 'ArrowRight', '2025-03-17'], // skips closed Sunday the 16th
    ['2025-03-17', 'ArrowRight', '2025-03-19'], // skips closed Tuesday the 18th
    ['2025-03-12', 'ArrowLeft', '2025-03-12'], // the first day: nowhere to go
    ['2025-03-17', 'ArrowLeft', '2025-03-15'],
    ['2025-03-29', 'ArrowRight', '2025-03-29'], // the last selectable day (the 30th is closed)
    ['2025-03-12', 'ArrowDown', '2025-03-19'],
    ['2025-03-13', 'ArrowDown', '2025-03-20'],
    ['2025-03-25', 'ArrowDown', '2025-03-25'], // no week below
    ['2025-03-26', 'ArrowUp', '2025-03-19'],
    ['2025-03-19', 'ArrowUp', '2025-03-12'],
    ['2025-03-17', 'ArrowUp', '2025-03-17'], // Monday the 10th is before the grid's first day
    ['2025-03-19', 'Home', '2025-03-17'],
    ['2025-03-19', 'End', '2025-03-22'], // Sunday the 23rd is closed
    ['2025-03-13', 'Home', '2025-03-12'], // the first row starts on Wednesday
    ['2025-03-13', 'PageDown', '2025-03-29'], // a month later is beyond the grid: its last selectable day
    ['2025-03-20', 'PageUp', '2025-03-12'], // a month earlier is before the grid: its first selectable day
  ])('from %s, %s focuses %s', (from, key, expected) => {
    expect(dateAt(dateGridTarget(cells, at(from), key))).toBe(expected);
  });

  it('moves by a month to the same day when the grid holds it, to the next selectable day when that one is closed', () => {
    const long = cellsFrom('2025-01-27', 42, ['2025-02-28'], 0);
    const index = long.findIndex((cell) => cell?.date === '2025-01-31');
    // 31 January + one month = 28 February (clamped), closed: 1 March.
    expect(long[dateGridTarget(long, index, 'PageDown')]?.date).toBe('2025-03-01');
    const march = long.findIndex((cell) => cell?.date === '2025-03-05');
    expect(long[dateGridTarget(long, march, 'PageUp')]?.date).toBe('2025-02-05');
  });

  it('stays put on a grid with no other selectable day', () => {
    const lonely = cellsFrom('2025-03-10', 7, ['2025-03-10', '2025-03-11', '2025-03-13', '2025-03-14', '2025-03-15', '2025-03-16'], 0);
    const index = lonely.findIndex((cell) => cell?.date === '2025-03-12');
    for (const key of ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'] as const) {
      expect(dateGridTarget(lonely, index, key)).toBe(index);
    }
  });
});

describe('dateGridTabStop', () => {
  it.each<[string | null, string | null, string | undefined]>([
    ['2025-03-20', '2025-03-13', '2025-03-20'], // the day the keys moved to
    [null, '2025-03-13', '2025-03-13'], // else the selected day
    ['2025-03-18', null, '2025-03-12'], // a closed day never holds it: the first selectable day
    [null, '2025-03-16', '2025-03-12'],
  ])('focused %s, selected %s: the Tab stop is %s', (focused, selected, expected) => {
    expect(dateAt(dateGridTabStop(cells, focused, selected))).toBe(expected);
  });

  it('is -1 when no day can be chosen', () => {
    expect(dateGridTabStop([null, { date: '2025-03-12', selectable: false }], null, null)).toBe(-1);
  });
});

describe('isDateGridKey', () => {
  it('knows the grid keys and nothing else', () => {
    expect(isDateGridKey('PageDown')).toBe(true);
    expect(isDateGridKey('Enter')).toBe(false);
    expect(isDateGridKey('Tab')).toBe(false);
  });
});
