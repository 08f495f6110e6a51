export type { Instant } from './oslo';
export { addCalendarDays, calendarDaysBetween, inOslo, OSLO_TIME_ZONE, osloDate, osloOffsetMinutes } from './oslo';
