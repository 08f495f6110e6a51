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

/** The Oslo calendar date (yyyy-MM-dd) and ISO weekday (1 Monday … 7 Sunday) of an instant, whatever the machine's zone. */
export function osloCalendarDay(instant: Date | number): { date: string; isoWeekday: number } {
  let year = '';
  let month = '';
  let day = '';
  let weekday = '';
  for (const part of osloDatePartsFormat().formatToParts(instant)) {
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
  return { date: `${year}-${month}-${day}`, isoWeekday: WEEKDAYS.indexOf(weekday) + 1 };
}

/** The Oslo calendar date (yyyy-MM-dd) of an ISO instant string. */
export function osloDateOf(instant: string): string {
  return osloCalendarDay(Date.parse(instant)).date;
}

/** A yyyy-MM-dd date moved by whole days (calendar arithmetic in UTC: no zone, no DST involved). */
export function shiftDate(date: string, days: number): string {
  const match = ISO_DATE.exec(date);
  if (!match) {
    return date;
  }
  const shifted = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) + days * MS_PER_DAY);
  return shifted.toISOString().slice(0, 10);
}
