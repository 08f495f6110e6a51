import { TZDate } from '@date-fns/tz';
import { addCalendarDays, inOslo, OSLO_TIME_ZONE, osloDate, osloFields } from '@kurv/core/time';
import { formatISO } from 'date-fns';

// The simulator's clock and its Oslo calendar. Core's pure time helpers are the same thing where they exist (the Oslo
// date of an instant, calendar-day arithmetic); they are passed on here so that the simulator reads its time from one
// module.
export { addCalendarDays, osloDate, osloFields };

/** What the simulator's clock is read from: the state keeps the offset. */
export interface SimClock {
  /** Milliseconds added to the machine clock; the simulator's "now" is Date.now() + this. */
  clockOffsetMs: number;
}

/** The simulator's now: the machine clock moved by the state's offset. */
export function simNow(clock: SimClock): Date {
  return new Date(Date.now() + clock.clockOffsetMs);
}

/** An Oslo wall-clock time on a calendar date (yyyy-MM-dd), as an instant. */
export function osloTime(date: string, hour: number, minute = 0): TZDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new TZDate(year, month - 1, day, hour, minute, 0, OSLO_TIME_ZONE);
}

/** ISO 8601 with the Oslo offset, e.g. 2026-03-29T08:00:00+02:00. */
export function osloIso(instant: Date | number): string {
  return formatISO(inOslo(instant));
}

/** The start of a calendar date in Oslo, ISO with offset. */
export function osloStartOfDay(date: string): string {
  return osloIso(osloTime(date, 0));
}

/** 0 Sunday … 6 Saturday, of a calendar date (yyyy-MM-dd; no time zone involved). */
export function weekday(date: string): number {
  return new Date(`${date}T12:00:00.000Z`).getUTCDay();
}
