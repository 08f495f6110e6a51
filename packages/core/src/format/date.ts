import { type Instant, osloDate, osloFields, padded } from '../time/oslo';

/** Spec section 9: an instant's date in Oslo as dd.MM.yyyy ("29.03.2026"). */
export function formatOsloDate(instant: Instant): string {
  const { year, month, day } = osloFields(instant);
  return `${padded(day)}.${padded(month)}.${padded(year, 4)}`;
}

/** Spec section 9: an instant's date in Oslo as yyyy-MM-dd ("2026-03-29"). */
export function formatOsloIsoDate(instant: Instant): string {
  return osloDate(instant);
}

/** Spec section 9: an instant's time of day in Oslo as HH.mm ("08.30"). */
export function formatOsloTime(instant: Instant): string {
  const { hour, minute } = osloFields(instant);
  return `${padded(hour)}.${padded(minute)}`;
}

/** An instant's day and month in Oslo as dd.MM ("29.03"): the short date of relative dates and the campaign text. */
export function formatOsloDayMonth(instant: Instant): string {
  const { month, day } = osloFields(instant);
  return `${padded(day)}.${padded(month)}`;
}

/**
 * Spec section 9: the edit-window end is checked to the hour, and midnight shows as the previous
 * day's 23:59. An end in Oslo's 00 hour (00:00–00:59) is shown as 23:59 the day before (the
 * shopper then never reads a later end than the real one, nor a date one day late); any other end
 * is shown as it is. Answers the instant to show (read its Oslo fields with `osloFields`).
 */
export function editDeadlineShown(end: Instant): Date {
  const instant = new Date(end);
  const { hour, minute } = osloFields(instant);
  if (hour !== 0) {
    return instant;
  }
  // Back to the start of Oslo's 00 hour (seconds and milliseconds are the same in every zone), then one minute more.
  const intoTheHour = minute * 60_000 + instant.getUTCSeconds() * 1000 + instant.getUTCMilliseconds();
  return new Date(instant.getTime() - intoTheHour - 60_000);
}

/**
 * The edit-window end as shown to the shopper: "dd.MM HH.mm" in Oslo (the spec's HH.mm time
 * format), midnight as the previous day's 23.59: an end at 00:00 on 22 November → "21.11 23.59".
 */
export function formatEditDeadline(end: Instant): string {
  const { month, day, hour, minute } = osloFields(editDeadlineShown(end));
  return `${padded(day)}.${padded(month)} ${padded(hour)}.${padded(minute)}`;
}
