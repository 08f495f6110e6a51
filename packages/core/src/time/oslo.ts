/** Every handover time is shown, and every calendar rule is decided, in Norway's time zone. */
export const OSLO_TIME_ZONE = 'Europe/Oslo';

/** A point in time: a Date or epoch milliseconds. */
export type Instant = Date | number;

/** An instant's calendar fields in Oslo: month 1–12, hour 0–23. */
export interface OsloFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

let osloFieldsFormat: Intl.DateTimeFormat | undefined;

/**
 * An instant's calendar fields in Oslo, from the platform's own zone data (Intl, which the date library reads too):
 * the numeric dates and times of the product pages need no date library, so those pages do not load one. Throws a
 * RangeError for an invalid date, as the date library's formatting does.
 */
export function osloFields(instant: Instant): OsloFields {
  osloFieldsFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: OSLO_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const fields: OsloFields = { year: 0, month: 0, day: 0, hour: 0, minute: 0 };
  for (const part of osloFieldsFormat.formatToParts(instant)) {
    if (part.type in fields) {
      fields[part.type as keyof OsloFields] = Number(part.value);
    }
  }
  return fields;
}

/**
 * Makes the Oslo formatter of `osloFields` ahead of need. A page's first zoned date formatter loads the platform's
 * locale and zone data (some 6 ms, 25 ms at 4× CPU); every later one, the date library's too, is cheap. Called when the
 * page is idle, that cost falls in no press (issue 38: the first opening of the picker checks the device's time zone).
 */
export function prepareOsloTime(): void {
  osloFields(0);
}

/** A number with leading zeros: `padded(7)` is "07", `padded(26, 4)` is "0026". */
export function padded(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/** The calendar date in Oslo of an instant, as yyyy-MM-dd, whatever the machine's zone. */
export function osloDate(instant: Instant): string {
  const { year, month, day } = osloFields(instant);
  return `${padded(year, 4)}-${padded(month)}-${padded(day)}`;
}
