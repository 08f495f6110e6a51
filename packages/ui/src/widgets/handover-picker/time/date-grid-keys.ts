/**
 * The keys of the date picker's grid, by the date-picker grid pattern of the ARIA practices: one Tab stop, arrow keys
 * by day and by week, Home/End to the week's first and last day, PageUp/PageDown by a month. Pure: from the cells
 * (index = position in the Monday-first week rows, null for an empty cell) and the focused index to the index to focus.
 *
 * Days that cannot be chosen ('Stengt', 'Fullt', 'Klargjøring') are skipped, not focused: they stay in the table with
 * their status in the name for a screen reader's reading mode, and the arrow keys land only where Enter does something.
 */
export interface DateGridCell {
  /** yyyy-MM-dd */
  date: string;
  selectable: boolean;
}

export type DateGridKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'PageUp' | 'PageDown';

const GRID_KEYS: readonly string[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'];

const WEEK = 7;

/** Whether the key moves in the grid. */
export function isDateGridKey(key: string): key is DateGridKey {
  return GRID_KEYS.includes(key);
}

function selectableAt(cells: readonly (DateGridCell | null)[], index: number): boolean {
  return cells[index]?.selectable === true;
}

/** The first selectable index from `from` on, going by `step`, while `inRange` holds; null for none. */
function scan(cells: readonly (DateGridCell | null)[], from: number, step: number, inRange: (index: number) => boolean): number | null {
  for (let index = from; index >= 0 && index < cells.length && inRange(index); index += step) {
    if (selectableAt(cells, index)) {
      return index;
    }
  }
  return null;
}

/** The same day of the month a month later or earlier (clamped to the month's last day), as yyyy-MM-dd. */
function shiftMonth(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const firstOfTarget = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth() + 1, 0)).getUTCDate();
  firstOfTarget.setUTCDate(Math.min(day, lastDay));
  return firstOfTarget.toISOString().slice(0, 10);
}

/**
 * The index to focus after `key` on the day at `index`; the same index when there is nowhere to go (the grid's edge,
 * no selectable day that way).
 */
export function dateGridTarget(cells: readonly (DateGridCell | null)[], index: number, key: DateGridKey): number {
  const row = Math.floor(index / WEEK);
  const inRow = (candidate: number) => Math.floor(candidate / WEEK) === row;
  const any = () => true;
  const column = index % WEEK;
  const inColumn = (candidate: number) => candidate % WEEK === column;
  switch (key) {
    case 'ArrowRight':
      return scan(cells, index + 1, 1, any) ?? index;
    case 'ArrowLeft':
      return scan(cells, index - 1, -1, any) ?? index;
    case 'ArrowDown':
      return scan(cells, index + WEEK, WEEK, inColumn) ?? index;
    case 'ArrowUp':
      return scan(cells, index - WEEK, -WEEK, inColumn) ?? index;
    case 'Home':
      return scan(cells, row * WEEK, 1, inRow) ?? index;
    case 'End':
      return scan(cells, row * WEEK + WEEK - 1, -1, inRow) ?? index;
    case 'PageDown':
    case 'PageUp': {
      const forward = key === 'PageDown';
      const current = cells[index];
      if (!current) {
        return index;
      }
      const wanted = shiftMonth(current.date, forward ? 1 : -1);
      const exact = cells.findIndex((cell) => cell?.date === wanted);
      // Beyond the grid (it spans the bookable weeks, rarely a whole month): the last or first day there is.
      const start = exact !== -1 ? exact : forward ? cells.length - 1 : 0;
      // From there the nearest selectable day, first on toward the key's direction, then back toward where we were.
      const step = forward ? 1 : -1;
      return (
        scan(cells, start, step, any) ??
        scan(cells, start, -step, (candidate) => (forward ? candidate > index : candidate < index)) ??
        index
      );
    }
    default:
      return key satisfies never;
  }
}

/**
 * The day that holds the grid's one Tab stop: the focused day if it can still be chosen, else the selected day, else
 * the first day that can be chosen; -1 for none.
 */
export function dateGridTabStop(cells: readonly (DateGridCell | null)[], focusedDate: string | null, selectedDate: string | null): number {
  for (const date of [focusedDate, selectedDate]) {
    const index = date === null ? -1 : cells.findIndex((cell) => cell?.date === date);
    if (index !== -1 && selectableAt(cells, index)) {
      return index;
    }
  }
  return scan(cells, 0, 1, () => true) ?? -1;
}
