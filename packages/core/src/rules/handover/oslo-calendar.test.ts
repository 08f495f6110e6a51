import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { addCalendarDays } from '../../time/calendar-days';
import { osloDate } from '../../time/oslo';
import { inOslo } from '../../time/oslo-zone';
import { osloCalendarDay, osloDateOf, shiftDate } from './oslo-calendar';

describe('osloCalendarDay', () => {
  it.each([
    ['DST start day, 00:30 Oslo (UTC still the day before)', '2026-03-28T23:30:00Z', '2026-03-29', 7],
    ['DST start day, 03:00 summer time', '2026-03-29T03:00:00+02:00', '2026-03-29', 7],
    ['DST end day, the repeated 02:30', '2026-10-25T02:30:00+01:00', '2026-10-25', 7],
    ['DST end day, 23:30 Oslo', '2026-10-25T22:30:00Z', '2026-10-25', 7],
    ['the Monday after, 00:00 Oslo', '2026-10-25T23:00:00Z', '2026-10-26', 1],
    ['new year in Oslo before UTC', '2026-12-31T23:15:00Z', '2027-01-01', 5],
  ])('%s', (_situation, instant: string, date: string, isoWeekday: number) => {
    expect(osloCalendarDay(Date.parse(instant))).toEqual({ date, isoWeekday });
    expect(osloDateOf(instant)).toBe(date);
  });

  it('agrees with core osloDate and the Oslo weekday for any instant (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }), (ms) => {
        expect(osloCalendarDay(ms)).toEqual({ date: osloDate(ms), isoWeekday: inOslo(ms).getDay() || 7 });
      }),
    );
  });
});

describe('osloCalendarDay remembered', () => {
  it('answers an instant asked again as the first time, a Date as its milliseconds, untouched by a caller that changed an answer', () => {
    const instant = Date.parse('2026-03-28T23:30:00Z');
    const first = osloCalendarDay(instant);
    first.date = 'changed';
    expect(osloCalendarDay(instant)).toEqual({ date: '2026-03-29', isoWeekday: 7 });
    expect(osloCalendarDay(new Date(instant))).toEqual({ date: '2026-03-29', isoWeekday: 7 });
    expect(() => osloCalendarDay(Number.NaN)).toThrow(RangeError);
  });
});

describe('the Oslo date formatter', () => {
  it("is made on first use, not when the module loads, and once (issue 38: its making was a long task on the cart's first open)", async () => {
    vi.resetModules();
    const RealFormat = Intl.DateTimeFormat;
    let made = 0;
    // A subclass that counts: a spy on the constructor would not make a working formatter.
    Intl.DateTimeFormat = class extends RealFormat {
      constructor(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        super(...args);
        made += 1;
      }
    } as typeof Intl.DateTimeFormat;
    try {
      const calendar = await import('./oslo-calendar');
      expect(made).toBe(0);
      expect(calendar.osloDateOf('2026-03-28T23:30:00Z')).toBe('2026-03-29');
      expect(calendar.osloCalendarDay(Date.parse('2026-10-25T23:00:00Z'))).toEqual({ date: '2026-10-26', isoWeekday: 1 });
      expect(made).toBe(1);
    } finally {
      Intl.DateTimeFormat = RealFormat;
    }
  });
});

describe('shiftDate', () => {
  it.each([
    ['across the March DST change', '2026-03-28', 2, '2026-03-30'],
    ['across the October DST change', '2026-10-24', 1, '2026-10-25'],
    ['backwards over a year end', '2027-01-01', -1, '2026-12-31'],
    ['leap day', '2028-02-28', 1, '2028-02-29'],
    ['a malformed date is kept', 'soon', 1, 'soon'],
    ['an overflowing day carries over, as Date.UTC does', '2026-02-30', 0, '2026-03-02'],
  ])('%s', (_situation, date: string, days: number, expected: string) => {
    expect(shiftDate(date, days)).toBe(expected);
  });

  it('agrees with core addCalendarDays (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: -400, max: 400 }), (offset, days) => {
        const date = new Date(Date.UTC(2000, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
        expect(shiftDate(date, days)).toBe(addCalendarDays(date, days));
      }),
    );
  });
});
