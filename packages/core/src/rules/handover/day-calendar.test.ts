import { format, parseISO } from 'date-fns';
import { nb as nbLocale } from 'date-fns/locale/nb';
import { describe, expect, it } from 'vitest';
import { nb } from '../../texts/nb';
import { buildCalendarDays, type DayStatus, dayStatus, dayStatusLabel, isoWeekday, monthRangeLabel, weekGrid } from './day-calendar';
import { cartFacts, handoverDay, handoverProduct, handoverWindow } from './handover.fixtures';
import type { HandoverWindow } from './handover-types';
import { evaluateWindow } from './window-disabled-reasons';

const now = new Date('2026-03-27T12:00:00Z');
const passed = [handoverProduct({ deadline: '2026-03-27T11:00:00Z' })];
const alcoholCart = cartFacts({ hasAlcoholItems: true });
const judged = (windows: Partial<HandoverWindow>[]) =>
  windows.map((overrides) => evaluateWindow(handoverWindow(overrides), alcoholCart, now));

describe('dayStatus', () => {
  it.each<[string, Partial<HandoverWindow>[], DayStatus]>([
    ['no windows: store deviation', [], 'storeDeviation'],
    ['one free window', [{ capacity: 0 }, {}], 'default'],
    ['all full, passed or disabled', [{ capacity: 0 }, { handoverProducts: passed }, { isTemporarilyDisabled: true }], 'unavailable'],
    ['full and outside alcohol hours counts as full', [{ capacity: 0, alcoholAllowed: false }], 'unavailable'],
    ['all product-related', [{ alcoholAllowed: false }, { alcoholAllowed: false }], 'productDeviation'],
    ['full and product-related mixed, all disabled', [{ capacity: 0 }, { alcoholAllowed: false }], 'productDeviation'],
    ['product-related and one free', [{ alcoholAllowed: false }, {}], 'default'],
  ])('%s', (_situation, windows, expected) => {
    expect(dayStatus(judged(windows))).toBe(expected);
  });
});

describe('dayStatusLabel', () => {
  it.each<[string, DayStatus, boolean, string | null]>([
    ['closed', 'storeDeviation', false, 'Stengt'],
    ['full', 'unavailable', false, 'Fullt'],
    ['full today: the status wins', 'unavailable', true, 'Fullt'],
    ['preparation', 'productDeviation', false, 'Klargjøring'],
    ['today', 'default', true, 'I dag'],
    ['an ordinary day', 'default', false, null],
  ])('%s', (_situation, status, isToday, expected) => {
    expect(dayStatusLabel({ status, isToday }, nb)).toBe(expected);
  });
});

describe('buildCalendarDays', () => {
  const window = (date: string) => handoverWindow({ from: `${date}T10:00:00+02:00`, to: `${date}T12:00:00+02:00` });
  it.each([
    ['no days', [], []],
    [
      'gap days filled Stengt and days sorted',
      [handoverDay('2026-03-30', [window('2026-03-30')]), handoverDay('2026-03-27', [window('2026-03-27')])],
      [
        ['2026-03-27', 'default', true, false],
        ['2026-03-28', 'storeDeviation', false, true],
        ['2026-03-29', 'storeDeviation', false, true],
        ['2026-03-30', 'default', false, false],
      ],
    ],
    [
      'across the October DST change',
      [handoverDay('2026-10-24', [window('2026-10-24')]), handoverDay('2026-10-26', [window('2026-10-26')])],
      [
        ['2026-10-24', 'default', false, false],
        ['2026-10-25', 'storeDeviation', false, true],
        ['2026-10-26', 'default', false, false],
      ],
    ],
  ])('%s', (_situation, days, expected) => {
    const product = handoverProduct({ deadline: '2026-12-31T00:00:00Z' });
    const withProduct = days.map((day) => ({
      ...day,
      handoverWindows: day.handoverWindows.map((w) => ({ ...w, handoverProducts: [product] })),
    }));
    expect(buildCalendarDays(withProduct, cartFacts(), now).map((day) => [day.date, day.status, day.isToday, day.isFilledGap])).toEqual(
      expected,
    );
  });

  it.each([
    ['today late evening in Oslo is already the next UTC day', new Date('2026-03-27T23:30:00Z'), '2026-03-28'],
    ['today just after midnight Oslo (UTC still the day before)', new Date('2026-10-24T22:30:00Z'), '2026-10-25'],
  ])('isToday: %s', (_situation, at: Date, expectedToday: string) => {
    const days = [handoverDay('2026-03-28', []), handoverDay('2026-10-25', [])];
    const today = buildCalendarDays(days, cartFacts(), at).filter((day) => day.isToday);
    expect(today.map((day) => day.date)).toEqual([expectedToday]);
  });
});

describe('week grid', () => {
  it.each([
    ['a Monday', '2026-03-23', 1],
    ['DST start Sunday', '2026-03-29', 7],
    ['DST end Sunday', '2026-10-25', 7],
    ['a Thursday', '2026-01-01', 4],
  ])('isoWeekday: %s', (_situation, date: string, expected: number) => {
    expect(isoWeekday(date)).toBe(expected);
  });

  it.each([
    ['one month', '2026-03-02', '2026-03-15', 'mars 2026'],
    ['two months', '2026-03-27', '2026-04-09', 'mars–april 2026'],
    ['across the year', '2026-12-28', '2027-01-10', 'desember 2026–januar 2027'],
  ])('monthRangeLabel: %s', (_situation, first: string, last: string, expected: string) => {
    expect(monthRangeLabel(first, last)).toBe(expected);
  });

  it("monthRangeLabel: every month by its Norwegian name, as date-fns' nb locale writes it", () => {
    for (let month = 1; month <= 12; month++) {
      const date = `2026-${String(month).padStart(2, '0')}-15`;
      expect(monthRangeLabel(date, date)).toBe(`${format(parseISO(date), 'LLLL', { locale: nbLocale })} 2026`);
    }
  });

  it.each([
    ['Friday to Thursday: two weeks, padded', '2026-03-27', 7, 2, [null, null, null, null, '2026-03-27', '2026-03-28', '2026-03-29']],
    [
      'Monday to Sunday: one full week',
      '2026-10-19',
      7,
      1,
      ['2026-10-19', '2026-10-20', '2026-10-21', '2026-10-22', '2026-10-23', '2026-10-24', '2026-10-25'],
    ],
    [
      '14 days from a Wednesday: three weeks',
      '2026-03-25',
      14,
      3,
      [null, null, '2026-03-25', '2026-03-26', '2026-03-27', '2026-03-28', '2026-03-29'],
    ],
  ])('weekGrid: %s', (_situation, first: string, count: number, weeks: number, firstWeek: (string | null)[]) => {
    const dates = Array.from({ length: count }, (_, index) => {
      const date = new Date(`${first}T12:00:00Z`);
      date.setUTCDate(date.getUTCDate() + index);
      return date.toISOString().slice(0, 10);
    });
    const days = buildCalendarDays(
      dates.map((date) => handoverDay(date, [])),
      cartFacts(),
      now,
    );
    const grid = weekGrid(days);
    expect(grid.weeks).toHaveLength(weeks);
    expect(grid.weeks.every((week) => week.length === 7)).toBe(true);
    expect(grid.weeks[0]?.map((cell) => cell?.date ?? null)).toEqual(firstWeek);
  });
});
