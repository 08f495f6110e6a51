import type { Texts } from '../../texts/nb';
import { calendarDaysBetween } from '../../time/calendar-days';
import { WEEK_GRID_COLUMNS } from './handover-constants';
import type { CartFacts, HandoverDay } from './handover-types';
import { osloCalendarDay, shiftDate } from './oslo-calendar';
import { CAPACITY_REASONS, evaluateWindow, type WindowEvaluation } from './window-disabled-reasons';

/** Spec section 4: the window day statuses. */
export type DayStatus = 'default' | 'storeDeviation' | 'unavailable' | 'productDeviation';

/** A day of the date picker. */
export interface CalendarDay {
  /** yyyy-MM-dd in Oslo. */
  date: string;
  status: DayStatus;
  isToday: boolean;
  isTripleBonus: boolean;
  /** The day's windows judged for the cart, in the platform's order; empty for a closed or filled-in day. */
  evaluations: WindowEvaluation[];
  /** True for a gap day the platform did not send (spec section 4: "gap days filled 'Stengt'"). */
  isFilledGap: boolean;
}

/**
 * Spec section 4: "A day is 'Fullt' when all windows are before-deadline, fully booked or temporarily disabled;
 * 'Klargjøring' when all are product-related." Our readings: a day without windows is store-deviation ('Stengt');
 * 'Fullt' when every window has a time/capacity reason; otherwise, when every window is disabled (so at least one
 * only by the cart's products: age, alcohol, unavailable products) the day is product-deviation ('Klargjøring');
 * else default.
 */
export function dayStatus(evaluations: readonly WindowEvaluation[]): DayStatus {
  if (evaluations.length === 0) {
    return 'storeDeviation';
  }
  if (evaluations.every((evaluation) => evaluation.reasons.some((reason) => CAPACITY_REASONS.includes(reason)))) {
    return 'unavailable';
  }
  if (evaluations.every((evaluation) => evaluation.disabledReason !== null)) {
    return 'productDeviation';
  }
  return 'default';
}

/**
 * Spec section 4: the day's label: 'Stengt', 'Fullt', 'Klargjøring'; today 'I dag'. Our reading: a status label
 * wins over 'I dag' (a full day today reads 'Fullt'); a selectable day other than today has no label (null).
 */
export function dayStatusLabel(
  day: Pick<CalendarDay, 'status' | 'isToday'>,
  texts: Pick<Texts, 'dayClosed' | 'dayFull' | 'dayPreparation' | 'dayToday'>,
): string | null {
  switch (day.status) {
    case 'storeDeviation':
      return texts.dayClosed;
    case 'unavailable':
      return texts.dayFull;
    case 'productDeviation':
      return texts.dayPreparation;
    case 'default':
      return day.isToday ? texts.dayToday : null;
    default:
      return day.status satisfies never;
  }
}

/**
 * Spec section 4: the days of the date picker: each platform day with its windows judged and its status, sorted
 * by date, and the days missing between the first and the last filled in as 'Stengt' (store-deviation).
 */
export function buildCalendarDays(days: readonly HandoverDay[], cart: CartFacts, now: Date): CalendarDay[] {
  const today = osloCalendarDay(now).date;
  const byDate = new Map(days.map((day) => [day.date, day]));
  const dates = [...byDate.keys()].sort();
  const first = dates[0];
  const last = dates[dates.length - 1];
  if (first === undefined || last === undefined) {
    return [];
  }
  const result: CalendarDay[] = [];
  for (let date = first; date <= last; date = shiftDate(date, 1)) {
    const day = byDate.get(date);
    const evaluations = day === undefined ? [] : day.handoverWindows.map((window) => evaluateWindow(window, cart, now));
    result.push({
      date,
      status: dayStatus(evaluations),
      isToday: date === today,
      isTripleBonus: day?.isTripleBonus ?? false,
      evaluations,
      isFilledGap: day === undefined,
    });
  }
  return result;
}

/** ISO weekday of a yyyy-MM-dd date: 1 Monday … 7 Sunday (calendar arithmetic, no zone involved). */
export function isoWeekday(date: string): number {
  return (((calendarDaysBetween('1970-01-05', date) % 7) + 7) % 7) + 1;
}

/**
 * The Norwegian month names (standalone, as date-fns' 'LLLL' in nb: "mars"), made on first use: a formatter is costly to
 * make, cheap to use, and date-fns' format parsed and made several dates for each label.
 */
let monthNames: Intl.DateTimeFormat | undefined;

/** Spec section 2 and 9: the date picker's month range, Norwegian month names: "mars 2026", "mars–april 2026", "desember 2026–januar 2027". */
export function monthRangeLabel(firstDate: string, lastDate: string): string {
  monthNames ??= new Intl.DateTimeFormat('nb-NO', { month: 'long', timeZone: 'UTC' });
  const names = monthNames;
  // The month's name of its first day at UTC noon: a number, no Date made (the days' render, issue 38).
  const month = (date: string) => names.format(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, 1, 12));
  const firstYear = firstDate.slice(0, 4);
  const lastYear = lastDate.slice(0, 4);
  if (firstDate.slice(0, 7) === lastDate.slice(0, 7)) {
    return `${month(firstDate)} ${firstYear}`;
  }
  if (firstYear === lastYear) {
    return `${month(firstDate)}–${month(lastDate)} ${lastYear}`;
  }
  return `${month(firstDate)} ${firstYear}–${month(lastDate)} ${lastYear}`;
}

/** The date picker's grid: weeks of 7 cells, Monday first; a cell is null outside the days given. */
export interface WeekGrid {
  weeks: (CalendarDay | null)[][];
  monthRange: string;
}

/** Spec section 9: "Window grid: week starts Monday, 7 columns"; spec section 2: "week grid Monday to Sunday with month range". */
export function weekGrid(days: readonly CalendarDay[]): WeekGrid {
  const first = days[0];
  const last = days[days.length - 1];
  if (first === undefined || last === undefined) {
    return { weeks: [], monthRange: '' };
  }
  const byDate = new Map(days.map((day) => [day.date, day]));
  const gridStart = shiftDate(first.date, 1 - isoWeekday(first.date));
  const gridEnd = shiftDate(last.date, WEEK_GRID_COLUMNS - isoWeekday(last.date));
  const weeks: (CalendarDay | null)[][] = [];
  for (let weekStart = gridStart; weekStart <= gridEnd; weekStart = shiftDate(weekStart, WEEK_GRID_COLUMNS)) {
    const week: (CalendarDay | null)[] = [];
    for (let column = 0; column < WEEK_GRID_COLUMNS; column++) {
      week.push(byDate.get(shiftDate(weekStart, column)) ?? null);
    }
    weeks.push(week);
  }
  return { weeks, monthRange: monthRangeLabel(first.date, last.date) };
}
