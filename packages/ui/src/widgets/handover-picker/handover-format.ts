import { formatOsloTime } from '@kurv/core/format';

// Made on first use, not when the module loads: the picker's trigger is in every page's first render, and creating the
// first nb-NO formatter loads the locale's data (about 30 ms on this machine, 130 ms at 4× CPU), while only a saved
// handover's summary and the picker's pages format a day.
let dayFormat: Intl.DateTimeFormat | undefined;

/** "torsdag 12. mars" for a yyyy-MM-dd calendar date (no zone involved). */
export function formatHandoverDay(date: string): string {
  dayFormat ??= new Intl.DateTimeFormat('nb-NO', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  return dayFormat.format(new Date(`${date}T00:00:00Z`));
}

/** handoverDayParts' answers by date: the day grid asks for the same 35 days on each of its renders (issue 38). */
const dayPartsOfDates = new Map<string, { before: string; day: string; after: string }>();
const MAX_REMEMBERED_DATES = 400;

/**
 * formatHandoverDay's text in three parts around the day of month («mandag », «15», «. desember»), so that a day button
 * can show the number and read the rest.
 */
export function handoverDayParts(date: string): { before: string; day: string; after: string } {
  const remembered = dayPartsOfDates.get(date);
  if (remembered !== undefined) {
    return { ...remembered };
  }
  dayFormat ??= new Intl.DateTimeFormat('nb-NO', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  const parts = dayFormat.formatToParts(Date.parse(`${date}T00:00:00Z`));
  const index = parts.findIndex((part) => part.type === 'day');
  const text = (from: number, to?: number) =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join('');
  const found =
    index < 0
      ? { before: `${text(0)} `, day: dayOfMonth(date), after: '' }
      : { before: text(0, index), day: parts[index]?.value ?? '', after: text(index + 1) };
  if (dayPartsOfDates.size >= MAX_REMEMBERED_DATES) {
    dayPartsOfDates.clear();
  }
  dayPartsOfDates.set(date, found);
  return { ...found };
}

/** The day of month of a yyyy-MM-dd date ("12"). */
export function dayOfMonth(date: string): string {
  return String(Number(date.slice(8, 10)));
}

/** Spec section 9: a window as 'HH.mm–HH.mm' in Oslo time. */
export function formatWindowTimes(window: { from: string; to: string }): string {
  return `${formatOsloTime(new Date(window.from))}–${formatOsloTime(new Date(window.to))}`;
}
