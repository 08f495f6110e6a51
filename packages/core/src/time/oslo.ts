import { TZDate } from '@date-fns/tz';
import { addDays, lightFormat } from 'date-fns';

/** Every handover time is shown, and every calendar rule is decided, in Norway's time zone. */
export const OSLO_TIME_ZONE = 'Europe/Oslo';

/** A point in time: a Date or epoch milliseconds. */
export type Instant = Date | number;

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** An instant as a date in Oslo's zone: its fields (hours, day, weekday) are Oslo's, whatever the machine's zone. */
export function inOslo(instant: Instant): TZDate {
  return new TZDate(typeof instant === 'number' ? instant : instant.getTime(), OSLO_TIME_ZONE);
}

/** The calendar date in Oslo of an instant, as yyyy-MM-dd, whatever the machine's zone. */
export function osloDate(instant: Instant): string {
  // lightFormat: the numeric patterns without date-fns' locale machinery, which the product pages need not load.
  return lightFormat(inOslo(instant), 'yyyy-MM-dd');
}

/** A yyyy-MM-dd date moved by whole days (calendar arithmetic: no zone involved). */
export function addCalendarDays(date: string, days: number): string {
  const match = ISO_DATE.exec(date);
  // Local midnight of that date (as date-fns' parseISO made it): calendar arithmetic in the machine's own fields.
  const local = match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : new Date(Number.NaN);
  return lightFormat(addDays(local, days), 'yyyy-MM-dd');
}

/** Whole calendar days from one yyyy-MM-dd date to another (negative when `to` is earlier); NaN for a malformed date. */
export function calendarDaysBetween(from: string, to: string): number {
  return (utcMidnight(to) - utcMidnight(from)) / MS_PER_DAY;
}

/** Oslo's UTC offset at an instant, in minutes east of UTC (60 in winter, 120 in summer). */
export function osloOffsetMinutes(instant: Instant): number {
  // TZDate answers like Date: minutes west of UTC. `|| 0` turns -0 into 0.
  return -inOslo(instant).getTimezoneOffset() || 0;
}

function utcMidnight(date: string): number {
  const match = ISO_DATE.exec(date);
  if (!match) {
    return Number.NaN;
  }
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}
