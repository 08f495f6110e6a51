import { TZDate } from '@date-fns/tz';
import { type Instant, OSLO_TIME_ZONE } from './oslo';

// The date library's zoned dates, in a module of their own: the product pages read Oslo dates through `osloFields`
// (./oslo.ts) and load none of this; the handover calendar and the other date rules use it.

/** An instant as a date in Oslo's zone: its fields (hours, day, weekday) are Oslo's, whatever the machine's zone. */
export function inOslo(instant: Instant): TZDate {
  return new TZDate(typeof instant === 'number' ? instant : instant.getTime(), OSLO_TIME_ZONE);
}

/** Oslo's UTC offset at an instant, in minutes east of UTC (60 in winter, 120 in summer). */
export function osloOffsetMinutes(instant: Instant): number {
  // TZDate answers like Date: minutes west of UTC. `|| 0` turns -0 into 0.
  return -inOslo(instant).getTimezoneOffset() || 0;
}
