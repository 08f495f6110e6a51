import { handoverCartFacts } from '../rules/handover/cart-facts';
import { buildCalendarDays, type CalendarDay, type WeekGrid, weekGrid } from '../rules/handover/day-calendar';
import { emptyDaysMessage } from '../rules/handover/handover-messages';
import type { HandoverWindow } from '../rules/handover/handover-types';
import { groupByTimeOfDay, type TimeOfDayGroup } from '../rules/handover/time-of-day-groups';
import { timeListWindows, type WindowDisabledReason, type WindowEvaluation } from '../rules/handover/window-disabled-reasons';
import type { ShopState } from '../store/index';
import type { Texts } from '../texts/nb';

// What the handover picker's time page shows, derived from the store's state with the pure handover rules.

export interface HandoverCalendarView {
  days: CalendarDay[];
  grid: WeekGrid;
  /** The chosen (or first choosable) day's windows by part of the day, before-deadline windows left out. */
  timeGroups: TimeOfDayGroup<WindowEvaluation>[];
  /** The day the time list shows. */
  shownDate: string | null;
  /** The empty-days message (spec section 8) when there are no days and nothing is loading or failed. */
  emptyDaysText: string | null;
}

/** The calendar of the loaded windows for the cart, at `now`. */
export function handoverCalendarView(
  state: Pick<ShopState, 'cart' | 'handover'>,
  handoverType: 'Store' | 'Delivery',
  now: Date,
  texts: Pick<Texts, 'windowsUnavailable' | 'windowsCartWeight' | 'tryAgainLater'>,
): HandoverCalendarView {
  const facts = handoverCartFacts(state);
  const days = buildCalendarDays(state.handover.windows.days, facts, now);
  const choosable = (day: CalendarDay) => day.status === 'default';
  const shown = days.find((day) => day.date === state.handover.windows.selectedDate) ?? days.find(choosable) ?? null;
  const evaluations = shown ? timeListWindows(shown.evaluations) : [];
  const { status } = state.handover.windows;
  return {
    days,
    grid: weekGrid(days),
    timeGroups: groupByTimeOfDay(evaluations, (evaluation) => evaluation.window.displayFrom || evaluation.window.from),
    shownDate: shown?.date ?? null,
    emptyDaysText: days.length === 0 && status === 'idle' ? emptyDaysMessage(handoverType, facts.totalWeight, texts) : null,
  };
}

/** The words for a window's disabled reason (spec section 4's reasons; the day texts where they fit). */
export function windowDisabledText(
  reason: WindowDisabledReason | null,
  texts: Pick<Texts, 'dayFull' | 'dayClosed' | 'dayPreparation' | 'restrictionAgeRestricted' | 'restrictionAlcoholHours'>,
): string | null {
  switch (reason) {
    case null:
      return null;
    case 'BeforeDeadline':
      return texts.dayClosed;
    case 'FullyBooked':
    case 'TemporarilyDisabled':
      return texts.dayFull;
    case 'AgeRestricted':
      return texts.restrictionAgeRestricted;
    case 'OutsideAlcoholWindows':
      return texts.restrictionAlcoholHours;
    case 'UnavailableProducts':
      return texts.dayPreparation;
    default:
      return reason satisfies never;
  }
}

/** A window's display times (the platform's display times when given). */
export function windowDisplayTimes(window: Pick<HandoverWindow, 'displayFrom' | 'displayTo' | 'from' | 'to'>): {
  from: string;
  to: string;
} {
  return { from: window.displayFrom || window.from, to: window.displayTo || window.to };
}
