import { format } from 'date-fns';
import { nb as nbLocale } from 'date-fns/locale/nb';
import { RELATIVE_WEEKDAY_MAX_DAYS_AHEAD } from '../constants';
import type { Texts } from '../texts/nb';
import { nbParts } from '../texts/nb-parts';
import { calendarDaysBetween } from '../time/calendar-days';
import { type Instant, osloDate } from '../time/oslo';
import { inOslo } from '../time/oslo-zone';

/**
 * Spec section 9: a date relative to now, in Norwegian, by Oslo calendar days: the same day
 * 'i dag', the next 'i morgen', the previous 'i går'; 2 to 6 days ahead the weekday name in the
 * nb locale ('mandag'); any other day dd.MM ('05.04'). Lower case, to stand inside a sentence.
 */
export function formatRelativeDate(
  instant: Instant,
  now: Instant,
  texts: Pick<Texts, 'relativeToday' | 'relativeTomorrow' | 'relativeYesterday'> = nbParts,
): string {
  const days = calendarDaysBetween(osloDate(now), osloDate(instant));
  if (days === 0) {
    return texts.relativeToday;
  }
  if (days === 1) {
    return texts.relativeTomorrow;
  }
  if (days === -1) {
    return texts.relativeYesterday;
  }
  const oslo = inOslo(instant);
  if (days > 1 && days <= RELATIVE_WEEKDAY_MAX_DAYS_AHEAD) {
    return format(oslo, 'EEEE', { locale: nbLocale });
  }
  return format(oslo, 'dd.MM');
}
