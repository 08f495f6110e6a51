import { type TimeOfDay, timeOfDay } from '../../format/time-of-day';

/** Spec section 9: the parts of the day in the order the time list shows them. */
export const TIME_OF_DAY_ORDER: readonly TimeOfDay[] = ['morning', 'forenoon', 'afternoon', 'evening'];

/** A part of the day and its windows. */
export interface TimeOfDayGroup<Item> {
  timeOfDay: TimeOfDay;
  items: Item[];
}

/**
 * Spec section 9: "Time-of-day labels: morning (before 09), forenoon (09), afternoon (12), evening (18 on)", decided
 * by the window's start (`from`) in Oslo time. Answers the non-empty groups in day order, items in their given order.
 */
export function groupByTimeOfDay<Item>(items: readonly Item[], startOf: (item: Item) => string): TimeOfDayGroup<Item>[] {
  const groups = new Map<TimeOfDay, Item[]>();
  for (const item of items) {
    const part = timeOfDay(new Date(startOf(item)));
    const group = groups.get(part);
    if (group === undefined) {
      groups.set(part, [item]);
    } else {
      group.push(item);
    }
  }
  return TIME_OF_DAY_ORDER.flatMap((part) => {
    const group = groups.get(part);
    return group === undefined ? [] : [{ timeOfDay: part, items: group }];
  });
}
