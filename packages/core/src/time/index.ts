export type { Instant } from './oslo';
export { addCalendarDays, calendarDaysBetween, OSLO_TIME_ZONE, osloDate, osloFields } from './oslo';
export { inOslo, osloOffsetMinutes } from './oslo-zone';
