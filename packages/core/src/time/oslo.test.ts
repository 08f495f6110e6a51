import { describe, expect, it } from 'vitest';
import { addCalendarDays, calendarDaysBetween, inOslo, osloDate, osloOffsetMinutes } from './oslo';

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
