import { describe, expect, it } from 'vitest';
import { addCalendarDays, calendarDaysBetween } from './calendar-days';
import { osloDate, osloFields } from './oslo';
import { inOslo, osloOffsetMinutes } from './oslo-zone';

describe('osloDate', () => {
  it.each([
    ['late evening UTC, already the next day in Oslo (winter)', '2026-01-31T23:30:00Z', '2026-02-01'],
    ['the spring change day, just after Oslo midnight', '2026-03-28T23:30:00Z', '2026-03-29'],
    ['the autumn change day, just after Oslo midnight', '2026-10-24T22:30:00Z', '2026-10-25'],
    ['the autumn change day, late evening', '2026-10-25T22:59:00Z', '2026-10-25'],
  ])('dates %s', (_situation, instant, expected) => {
    expect(osloDate(new Date(instant))).toBe(expected);
    expect(osloDate(Date.parse(instant))).toBe(expected);
  });
});

describe('osloOffsetMinutes', () => {
  it.each([
    ['winter', '2026-01-15T12:00:00Z', 60],
    ['summer', '2026-07-15T12:00:00Z', 120],
    ['just before the spring change', '2026-03-29T00:59:00Z', 60],
    ['at the spring change', '2026-03-29T01:00:00Z', 120],
    ['just before the autumn change', '2026-10-25T00:59:00Z', 120],
    ['at the autumn change', '2026-10-25T01:00:00Z', 60],
  ])('is %s minutes east in %s', (_situation, instant, expected) => {
    expect(osloOffsetMinutes(new Date(instant))).toBe(expected);
  });
});

describe('calendar days', () => {
  it.each([
    ['the same date', '2026-03-29', '2026-03-29', 0],
    ['across the spring change', '2026-03-28', '2026-03-30', 2],
    ['across the autumn change', '2026-10-24', '2026-10-26', 2],
    ['backwards across a year', '2027-01-01', '2026-12-31', -1],
    ['a malformed date', 'x', '2026-01-01', Number.NaN],
  ])('counts %s', (_situation, from, to, expected) => {
    expect(calendarDaysBetween(from, to)).toBe(expected);
  });

  it('adds days across a DST change', () => {
    expect(addCalendarDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addCalendarDays('2026-10-25', 1)).toBe('2026-10-26');
  });

  it("shows Oslo's hour whatever the machine's zone", () => {
    expect(inOslo(new Date('2026-03-29T01:30:00Z')).getHours()).toBe(3);
  });
});

describe('osloFields', () => {
  it.each([
    ['winter, UTC+1', '2026-01-15T10:30:00Z', { year: 2026, month: 1, day: 15, hour: 11, minute: 30 }],
    ['summer, UTC+2', '2026-07-01T21:59:00Z', { year: 2026, month: 7, day: 1, hour: 23, minute: 59 }],
    ['midnight is hour 0, the next Oslo date', '2026-07-01T22:00:00Z', { year: 2026, month: 7, day: 2, hour: 0, minute: 0 }],
    ['New Year in Oslo, still the old year in UTC', '2025-12-31T23:15:00Z', { year: 2026, month: 1, day: 1, hour: 0, minute: 15 }],
    ['the last minute before summer time', '2026-03-29T00:59:00Z', { year: 2026, month: 3, day: 29, hour: 1, minute: 59 }],
    ['the first minute of summer time (02:00 skipped)', '2026-03-29T01:00:00Z', { year: 2026, month: 3, day: 29, hour: 3, minute: 0 }],
    ['the repeated hour in October, first time', '2026-10-25T00:30:00Z', { year: 2026, month: 10, day: 25, hour: 2, minute: 30 }],
    ['the repeated hour in October, second time', '2026-10-25T01:30:00Z', { year: 2026, month: 10, day: 25, hour: 2, minute: 30 }],
  ])('%s', (_situation, instant, fields) => {
    expect(osloFields(new Date(instant))).toEqual(fields);
    expect(osloFields(new Date(instant).getTime())).toEqual(fields);
  });

  it('agrees with the date library’s Oslo date for every hour of a year', () => {
    for (let hour = 0; hour < 366 * 24; hour += 1) {
      const instant = Date.UTC(2026, 0, 1) + hour * 3_600_000;
      const oslo = inOslo(instant);
      expect(osloFields(instant)).toEqual({
        year: oslo.getFullYear(),
        month: oslo.getMonth() + 1,
        day: oslo.getDate(),
        hour: oslo.getHours(),
        minute: oslo.getMinutes(),
      });
    }
  });

  it('throws a RangeError for an invalid date, as formatting one does', () => {
    expect(() => osloFields(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => osloDate(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => addCalendarDays('2026-13-45x', 1)).toThrow(RangeError);
  });
});
