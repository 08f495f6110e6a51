import type { CartFacts, HandoverDay } from './handover-types';
import { evaluateWindow } from './window-disabled-reasons';

/**
 * Issue 34, point 6: the day the time page opens on. The day of the chosen (or saved) window when it is among the
 * days; else the first day with a window the shopper can choose (no disabled reason for this cart at `now`: not past
 * its deadline, not full, not disabled, not blocked by the cart's products); else, when no day has one, the first day
 * with a window not past its deadline (the time list shows it with its reason), then the first day with any window,
 * then the first day (the page says that the day has no free window). Null without days.
 * The spec is silent on the opening day; a page that opens on a day that cannot be chosen (a Friday evening: today
 * 'Fullt') shows the shopper nothing to choose, so the first day that can be chosen is the conventional choice.
 */
export function openingDay(
  days: readonly HandoverDay[],
  cart: CartFacts,
  now: Date,
  selectedWindowId: string | null = null,
): string | null {
  const sorted = [...days].sort((first, second) => first.date.localeCompare(second.date));
  if (selectedWindowId !== null) {
    const selected = sorted.find((day) => day.handoverWindows.some((window) => window.windowId === selectedWindowId));
    if (selected !== undefined) {
      return selected.date;
    }
  }
  const reasons = (day: HandoverDay) => day.handoverWindows.map((window) => evaluateWindow(window, cart, now).reasons);
  const choosable = sorted.find((day) => reasons(day).some((windowReasons) => windowReasons.length === 0));
  // Without one, a day whose windows the time list shows (not past their deadline), each with its reason.
  const listed = sorted.find((day) => reasons(day).some((windowReasons) => !windowReasons.includes('BeforeDeadline')));
  return (choosable ?? listed ?? sorted.find((day) => day.handoverWindows.length > 0) ?? sorted[0])?.date ?? null;
}
