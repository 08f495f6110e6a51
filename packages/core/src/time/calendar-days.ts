// Calendar arithmetic on yyyy-MM-dd dates (the picker's days, relative dates, bonus periods): apart from oslo.ts, which a
// product page's first load needs, as only the parts that come later count days.

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A yyyy-MM-dd date moved by whole days (calendar arithmetic on UTC midnights: no zone, no daylight saving). */
export function addCalendarDays(date: string, days: number): string {
  // An invalid date gives NaN, and toISOString throws a RangeError, as formatting an invalid date does.
  return new Date(utcMidnight(date) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Whole calendar days from one yyyy-MM-dd date to another (negative when `to` is earlier); NaN for a malformed date. */
export function calendarDaysBetween(from: string, to: string): number {
  return (utcMidnight(to) - utcMidnight(from)) / MS_PER_DAY;
}

function utcMidnight(date: string): number {
  const match = ISO_DATE.exec(date);
  if (!match) {
    return Number.NaN;
  }
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}
