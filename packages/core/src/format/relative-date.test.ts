import { describe, expect, it } from 'vitest';
import { formatRelativeDate } from './relative-date';

// Thursday 26 March 2026, 10.00 in Oslo (winter time); the spring change is on Sunday the 29th.
const BEFORE_SPRING = '2026-03-26T09:00:00Z';
// Sunday 25 October 2026, 00.30 in Oslo (summer time, the autumn change day).
const AUTUMN_CHANGE_DAY = '2026-10-24T22:30:00Z';

describe('formatRelativeDate', () => {
  it.each([
    ['the same Oslo day', BEFORE_SPRING, '2026-03-26T22:59:00Z', 'i dag'],
    ['the next Oslo day, although the same UTC day', BEFORE_SPRING, '2026-03-26T23:00:00Z', 'i morgen'],
    ['the previous day', BEFORE_SPRING, '2026-03-25T12:00:00Z', 'i går'],
    ['two days ahead', BEFORE_SPRING, '2026-03-28T12:00:00Z', 'lørdag'],
    ['the spring change day', BEFORE_SPRING, '2026-03-29T12:00:00Z', 'søndag'],
    ['Monday after the spring change, just after Oslo midnight', BEFORE_SPRING, '2026-03-29T22:05:00Z', 'mandag'],
    ['six days ahead', BEFORE_SPRING, '2026-04-01T12:00:00Z', 'onsdag'],
    ['seven days ahead', BEFORE_SPRING, '2026-04-02T12:00:00Z', '02.04'],
    ['two days back', BEFORE_SPRING, '2026-03-24T12:00:00Z', '24.03'],
    ['the autumn change day itself, late evening', AUTUMN_CHANGE_DAY, '2026-10-25T22:30:00Z', 'i dag'],
    ['the day after the autumn change, just after Oslo midnight', AUTUMN_CHANGE_DAY, '2026-10-25T23:00:00Z', 'i morgen'],
    ['the day before the autumn change, late evening', AUTUMN_CHANGE_DAY, '2026-10-24T21:59:00Z', 'i går'],
  ])('names %s', (_situation, now, instant, expected) => {
    expect(formatRelativeDate(new Date(instant), new Date(now))).toBe(expected);
  });

  it('takes its words from the texts', () => {
    const texts = { relativeToday: 'I dag', relativeTomorrow: 'I morgen', relativeYesterday: 'I går' };
    expect(formatRelativeDate(Date.parse(BEFORE_SPRING), Date.parse(BEFORE_SPRING), texts)).toBe('I dag');
  });
});
