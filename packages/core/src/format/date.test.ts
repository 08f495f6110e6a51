import { describe, expect, it } from 'vitest';
import { formatEditDeadline, formatOsloDate, formatOsloDayMonth, formatOsloIsoDate, formatOsloTime } from './date';

describe('Oslo date and time formats', () => {
  it.each([
    // instant, dd.MM.yyyy, yyyy-MM-dd, HH.mm, dd.MM
    ['a winter afternoon', '2026-01-15T13:05:00Z', '15.01.2026', '2026-01-15', '14.05', '15.01'],
    ['a summer morning', '2026-07-01T06:30:00Z', '01.07.2026', '2026-07-01', '08.30', '01.07'],
    ['just after midnight in Oslo, still the day before in UTC', '2026-01-31T23:15:00Z', '01.02.2026', '2026-02-01', '00.15', '01.02'],
    ['29 March 2026 before the spring change', '2026-03-29T00:30:00Z', '29.03.2026', '2026-03-29', '01.30', '29.03'],
    ['29 March 2026 after the spring change', '2026-03-29T01:30:00Z', '29.03.2026', '2026-03-29', '03.30', '29.03'],
    ['29 March 2026 late evening (summer time)', '2026-03-29T21:45:00Z', '29.03.2026', '2026-03-29', '23.45', '29.03'],
    ['25 October 2026, the first 02.30 (summer time)', '2026-10-25T00:30:00Z', '25.10.2026', '2026-10-25', '02.30', '25.10'],
    ['25 October 2026, the second 02.30 (winter time)', '2026-10-25T01:30:00Z', '25.10.2026', '2026-10-25', '02.30', '25.10'],
    ['25 October 2026 late evening (winter time)', '2026-10-25T22:45:00Z', '25.10.2026', '2026-10-25', '23.45', '25.10'],
  ])('formats %s', (_situation, instant, date, isoDate, time, dayMonth) => {
    const at = new Date(instant);
    expect(formatOsloDate(at)).toBe(date);
    expect(formatOsloIsoDate(at)).toBe(isoDate);
    expect(formatOsloTime(at)).toBe(time);
    expect(formatOsloDayMonth(at.getTime())).toBe(dayMonth);
  });
});

describe('formatEditDeadline', () => {
  it.each([
    ['midnight on 22 November (the spec example)', '2026-11-21T23:00:00Z', '21.11 23.59'],
    ['midnight after the spring change (summer time)', '2026-03-29T22:00:00Z', '29.03 23.59'],
    ['midnight after the autumn change (winter time)', '2026-10-25T23:00:00Z', '25.10 23.59'],
    ['midnight starting the spring change day', '2026-03-28T23:00:00Z', '28.03 23.59'],
    ['00.30, still the midnight hour', '2026-11-21T23:30:00Z', '21.11 23.59'],
    ['01.00, shown as it is', '2026-11-22T00:00:00Z', '22.11 01.00'],
    ['a full hour in the afternoon', '2026-11-22T13:00:00Z', '22.11 14.00'],
    ['23.59, shown as it is', '2026-11-22T22:59:00Z', '22.11 23.59'],
    ['the second 02.00 of the autumn change day', '2026-10-25T01:00:00Z', '25.10 02.00'],
  ])('shows %s', (_situation, end, expected) => {
    expect(formatEditDeadline(new Date(end))).toBe(expected);
  });
});
