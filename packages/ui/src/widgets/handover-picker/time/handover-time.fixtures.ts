/** Realistic Norwegian data for the time page and its parts, shared by their tests and stories. Data only, no callbacks. */
import { type TriggerBonusNotice, triggerBonusNotice, weeklyBonusExpiry } from '@kurv/core/handover';
import { formatText, nb } from '@kurv/core/texts';
import type { HandoverDayView, HandoverTimeGroupView, HandoverWeekGridView } from '@kurv/core/view';

export const BONUS_PRODUCT = 'Trumf';

/** Today in the fixtures: Tuesday 10 March 2026. */
export const TODAY = '2026-03-10';

function day(date: string, status: HandoverDayView['status'] = 'default', isTripleBonus = false): HandoverDayView {
  return { date, status, isToday: date === TODAY, isTripleBonus };
}

function grid(days: readonly HandoverDayView[], leading: number): HandoverWeekGridView {
  const cells: (HandoverDayView | null)[] = [...Array.from({ length: leading }, () => null), ...days];
  while (cells.length % 7 !== 0) {
    cells.push(null);
  }
  const weeks: (HandoverDayView | null)[][] = [];
  for (let index = 0; index < cells.length; index += 7) {
    weeks.push(cells.slice(index, index + 7));
  }
  return { weeks, monthRange: 'mars 2026' };
}

/** Tuesday 10 to Sunday 22 March 2026: Friday 13 full, Sunday 15 closed, Thursday 12 triple bonus, Saturday 21 preparation. */
export const WEEK_GRID = grid(
  [
    day('2026-03-10'),
    day('2026-03-11'),
    day('2026-03-12', 'default', true),
    day('2026-03-13', 'unavailable'),
    day('2026-03-14'),
    day('2026-03-15', 'storeDeviation'),
    day('2026-03-16'),
    day('2026-03-17'),
    day('2026-03-18'),
    day('2026-03-19'),
    day('2026-03-20'),
    day('2026-03-21', 'productDeviation'),
    day('2026-03-22', 'storeDeviation'),
  ],
  1,
);

/** Most days full: only Monday 16 March has room. */
export const FULL_WEEK_GRID = grid(
  [
    day('2026-03-10', 'unavailable'),
    day('2026-03-11', 'unavailable'),
    day('2026-03-12', 'unavailable'),
    day('2026-03-13', 'unavailable'),
    day('2026-03-14', 'unavailable'),
    day('2026-03-15', 'storeDeviation'),
    day('2026-03-16'),
  ],
  1,
);

/** Two triple-bonus days across a month boundary. */
export const TRIPLE_BONUS_GRID: HandoverWeekGridView = {
  ...grid(
    [
      day('2026-03-30'),
      day('2026-03-31', 'default', true),
      day('2026-04-01', 'default', true),
      day('2026-04-02'),
      day('2026-04-03'),
      day('2026-04-04'),
      day('2026-04-05', 'storeDeviation'),
    ],
    0,
  ),
  monthRange: 'mars–april 2026',
};

export const SELECTED_DATE = '2026-03-12';

/** Thursday 12 March 2026 (Oslo is UTC+1). */
export const TIME_GROUPS: readonly HandoverTimeGroupView[] = [
  {
    timeOfDay: 'morning',
    items: [
      {
        windowId: 'w-0700',
        from: '2026-03-12T06:00:00.000Z',
        to: '2026-03-12T08:00:00.000Z',
        priceFrom: 99,
        tags: [],
        disabledReason: nb.dayFull,
      },
    ],
  },
  {
    timeOfDay: 'forenoon',
    items: [
      {
        windowId: 'w-1000',
        from: '2026-03-12T09:00:00.000Z',
        to: '2026-03-12T11:00:00.000Z',
        priceFrom: 79,
        tags: [{ kind: 'bonusPercent', percent: 5 }],
        disabledReason: null,
      },
    ],
  },
  {
    timeOfDay: 'afternoon',
    items: [
      {
        windowId: 'w-1400',
        from: '2026-03-12T13:00:00.000Z',
        to: '2026-03-12T15:00:00.000Z',
        priceFrom: 79,
        tags: [{ kind: 'tripleBonus' }],
        disabledReason: null,
      },
      {
        windowId: 'w-1600',
        from: '2026-03-12T15:00:00.000Z',
        to: '2026-03-12T17:00:00.000Z',
        priceFrom: 99,
        tags: [{ kind: 'tripleBonus' }, { kind: 'littleGreener' }],
        disabledReason: null,
        // The half-price campaign's windows start between 06:00 and 18:00 (the campaign day range).
        campaignText: `${nb.campaignBadge}: ${nb.campaignHalfPriceDelivery}`,
      },
    ],
  },
  {
    timeOfDay: 'evening',
    items: [
      {
        windowId: 'w-1800',
        from: '2026-03-12T17:00:00.000Z',
        to: '2026-03-12T19:00:00.000Z',
        priceFrom: 129,
        tags: [],
        disabledReason: nb.restrictionAgeRestricted,
      },
      {
        windowId: 'w-2000',
        from: '2026-03-12T19:00:00.000Z',
        to: '2026-03-12T21:00:00.000Z',
        priceFrom: 49,
        tags: [{ kind: 'littleGreener' }],
        disabledReason: null,
      },
    ],
  },
];

export const TRIPLE_BONUS_NOTICE = formatText(nb.tripleBonusTwoDays, { firstDay: 'tirsdag', secondDay: 'onsdag', product: BONUS_PRODUCT });
export const EMPTY_DAYS_TEXT = `${nb.windowsUnavailable}${nb.tryAgainLater}`;
export const EMPTY_DAYS_HEAVY_CART_TEXT = `${nb.windowsUnavailable}${formatText(nb.windowsCartWeight, { weight: '112' })}`;
/** A member's 5 % trigger bonus to 2 April 2026: the reminder (no window after its end chosen) and the expiry message. */
const TRIGGER_BONUS = { validTo: '2026-04-02', percent: 5 };
export const TRIGGER_BONUS_REMINDER: TriggerBonusNotice = triggerBonusNotice(TRIGGER_BONUS, null, BONUS_PRODUCT, nb);
export const TRIGGER_BONUS_EXPIRY: TriggerBonusNotice = triggerBonusNotice(TRIGGER_BONUS, '2026-04-03T08:00:00Z', BONUS_PRODUCT, nb);
/** The weekly-bonus campaign's expiry message: a bonus product in the cart, a window after Saturday 28 March 2026. */
export const WEEKLY_BONUS_EXPIRY = weeklyBonusExpiry(true, '2026-03-29T08:00:00Z', new Date('2026-03-27T12:00:00Z'), BONUS_PRODUCT, nb);
export const RESERVATION = { minutesLeft: 23, maxMinutes: 60 };
