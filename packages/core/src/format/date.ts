import type { TZDate } from '@date-fns/tz';
import { lightFormat, startOfDay, subMinutes } from 'date-fns';
import { type Instant, inOslo, osloDate } from '../time/oslo';

/** Spec section 9: an instant's date in Oslo as dd.MM.yyyy ("29.03.2026"). */
export function formatOsloDate(instant: Instant): string {
  return lightFormat(inOslo(instant), 'dd.MM.yyyy');
}

/** Spec section 9: an instant's date in Oslo as yyyy-MM-dd ("2026-03-29"). */
export function formatOsloIsoDate(instant: Instant): string {
  return osloDate(instant);
}

/** Spec section 9: an instant's time of day in Oslo as HH.mm ("08.30"). */
export function formatOsloTime(instant: Instant): string {
  return lightFormat(inOslo(instant), 'HH.mm');
}

/** An instant's day and month in Oslo as dd.MM ("29.03"): the short date of relative dates and the campaign text. */
export function formatOsloDayMonth(instant: Instant): string {
  return lightFormat(inOslo(instant), 'dd.MM');
}

/**
 * Spec section 9: the edit-window end is checked to the hour, and midnight shows as the previous
 * day's 23:59. An end in Oslo's 00 hour (00:00–00:59) is shown as 23:59 the day before (the
 * shopper then never reads a later end than the real one, nor a date one day late); any other end
 * is shown as it is. Answers the instant to show, as an Oslo date.
 */
export function editDeadlineShown(end: Instant): TZDate {
  const oslo = inOslo(end);
  if (oslo.getHours() !== 0) {
    return oslo;
  }
  return subMinutes(startOfDay(oslo), 1);
}

/**
 * The edit-window end as shown to the shopper: "dd.MM HH.mm" in Oslo (the spec's HH.mm time
 * format), midnight as the previous day's 23.59: an end at 00:00 on 22 November → "21.11 23.59".
 */
export function formatEditDeadline(end: Instant): string {
  return lightFormat(editDeadlineShown(end), 'dd.MM HH.mm');
}
