import { AFTERNOON_FROM_HOUR, EVENING_FROM_HOUR, FORENOON_FROM_HOUR } from '../constants';
import type { Texts } from '../texts/nb';
import { type Instant, osloFields } from '../time/oslo';

/** Spec section 9: the parts of the day a handover window's start falls in. */
export type TimeOfDay = 'morning' | 'forenoon' | 'afternoon' | 'evening';

/** Spec section 9: the part of the day of an instant in Oslo: before 09 morning, from 09 forenoon, from 12 afternoon, from 18 evening. */
export function timeOfDay(instant: Instant): TimeOfDay {
  // The hour from Intl (osloFields), not a zoned Date subclass: a page whose Date is replaced (a fake clock, a
  // polyfill) makes subclass instances plain Dates, whose hours are the machine's zone's.
  const { hour } = osloFields(instant);
  if (hour < FORENOON_FROM_HOUR) {
    return 'morning';
  }
  if (hour < AFTERNOON_FROM_HOUR) {
    return 'forenoon';
  }
  if (hour < EVENING_FROM_HOUR) {
    return 'afternoon';
  }
  return 'evening';
}

/** The Norwegian label of a part of the day ('Morgen', 'Formiddag', 'Ettermiddag', 'Kveld'; not in spec). */
export function timeOfDayLabel(
  part: TimeOfDay,
  texts: Pick<Texts, 'timeOfDayMorning' | 'timeOfDayForenoon' | 'timeOfDayAfternoon' | 'timeOfDayEvening'>,
): string {
  switch (part) {
    case 'morning':
      return texts.timeOfDayMorning;
    case 'forenoon':
      return texts.timeOfDayForenoon;
    case 'afternoon':
      return texts.timeOfDayAfternoon;
    case 'evening':
      return texts.timeOfDayEvening;
    default:
      return part satisfies never;
  }
}
