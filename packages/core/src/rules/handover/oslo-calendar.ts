import { OSLO_TIME_ZONE } from '../../time/oslo';

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// One formatter for every call: Intl formatters are costly to create, cheap to use (about 1 µs a date, against
// about 17 µs for date-fns format on a TZDate). The calendar computes a date for many windows on every render.
// Made on first use, not when the module loads: creating it took a long task (67–70 ms at 4× CPU) right after the cart's
// first open, where the module arrives with the cart's code although nothing there needed a date yet (issue 38).
let osloDateParts: Intl.DateTimeFormat | undefined;
function osloDatePartsFormat(): Intl.DateTimeFormat {
  osloDateParts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: OSLO_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'short',
  });
  return osloDateParts;
}
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/**
 * The days of the instants asked for, by epoch milliseconds: a picker's render asks again for the same windows' starts
 * (each window's day, its deadline, its campaign), and formatToParts is the costly part of the render that opens the days
 * (issue 38). Kept small: emptied when it holds more than a few weeks of windows.
 */
const daysOfInstants = new Map<number, { date: string; isoWeekday: number }>();
const MAX_REMEMBERED_INSTANTS = 2000;

/** The Oslo calendar date (yyyy-MM-dd) and ISO weekday (1 Monday … 7 Sunday) of an instant, whatever the machine's zone. */
export function osloCalendarDay(instant: Date | number): { date: string; isoWeekday: number } {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  const remembered = daysOfInstants.get(ms);
  if (remembered !== undefined) {
    return { ...remembered };
  }
  let year = '';
  let month = '';
  let day = '';
  let weekday = '';
  // An invalid instant (NaN) throws a RangeError here, as before, and is not remembered.
  for (const part of osloDatePartsFormat().formatToParts(ms)) {
    if (part.type === 'year') {
      year = part.value;
    } else if (part.type === 'month') {
      month = part.value;
    } else if (part.type === 'day') {
      day = part.value;
    } else if (part.type === 'weekday') {
      weekday = part.value;
    }
  }
  const found = { date: `${year}-${month}-${day}`, isoWeekday: WEEKDAYS.indexOf(weekday) + 1 };
  if (daysOfInstants.size >= MAX_REMEMBERED_INSTANTS) {
    daysOfInstants.clear();
  }
  daysOfInstants.set(ms, found);
  return { ...found };
}

/** The Oslo calendar date (yyyy-MM-dd) of an ISO instant string. */
export function osloDateOf(instant: string): string {
  return osloCalendarDay(Date.parse(instant)).date;
}

/**
 * A yyyy-MM-dd date moved by whole days (calendar arithmetic in UTC: no zone, no DST involved). Plain integer arithmetic,
 * no Date object: the picker's grid and day list call it for every cell on the render that opens the days (issue 38).
 */
export function shiftDate(date: string, days: number): string {
  const match = ISO_DATE.exec(date);
  if (!match) {
    return date;
  }
  // Date.UTC also carries an overflowing day or month over (2026-02-30 is 2026-03-02), as before.
  return dateOfEpochDay(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / MS_PER_DAY + days);
}

/** The yyyy-MM-dd date of a day count from 1970-01-01 (the proleptic Gregorian calendar's civil-from-days algorithm). */
function dateOfEpochDay(epochDay: number): string {
  const shifted = epochDay + 719_468; // Days from 0000-03-01, the start of a 400-year era whose years begin in March.
  const era = Math.floor(shifted / 146_097);
  const dayOfEra = shifted - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
