export { addCalendarDays, calendarDaysBetween } from './calendar-days';
export type { Instant } from './oslo';
export { OSLO_TIME_ZONE, osloDate, osloFields, prepareOsloTime } from './oslo';
export { inOslo, osloOffsetMinutes } from './oslo-zone';
