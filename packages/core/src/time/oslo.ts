import { TZDate } from '@date-fns/tz';
import { addDays, format, parseISO } from 'date-fns';

/** Every handover time is shown, and every calendar rule is decided, in Norway's time zone. */
export const OSLO_TIME_ZONE = 'Europe/Oslo';

/** The calendar date in Oslo of an instant, as yyyy-MM-dd, whatever the machine's zone. */
export function osloDate(instant: Date | number): string {
  return format(new TZDate(typeof instant === 'number' ? instant : instant.getTime(), OSLO_TIME_ZONE), 'yyyy-MM-dd');
}

/** A yyyy-MM-dd date moved by whole days (calendar arithmetic: no zone involved). */
export function addCalendarDays(date: string, days: number): string {
  return format(addDays(parseISO(date), days), 'yyyy-MM-dd');
}
