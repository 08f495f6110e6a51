/** Realistic Norwegian data for the handover views, shared by their tests and stories. Data only, no callbacks. */
import { type TriggerBonusNotice, triggerBonusNotice, weeklyBonusExpiry } from '@kurv/core/handover';
import { formatText, nb } from '@kurv/core/texts';
import type {
  HandoverAddressSuggestionView,
  HandoverDayView,
  HandoverLocationGroupView,
  HandoverTimeGroupView,
  HandoverTypeOptionView,
  HandoverWeekGridView,
} from '@kurv/core/view';

export const BONUS_PRODUCT = 'Trumf';

export const AVAILABLE: HandoverTypeOptionView = { disabled: false, description: null };
export const DELIVERY_UNAVAILABLE: HandoverTypeOptionView = { disabled: true, description: nb.deliveryUnavailable };
export const PICKUP_UNAVAILABLE: HandoverTypeOptionView = { disabled: true, description: nb.pickupUnavailable };
export const DELIVERY_BELOW_MINIMUM: HandoverTypeOptionView = {
  disabled: true,
  description: formatText(nb.amountLeftForDelivery, { amount: '149,10' }),
};

export const ADDRESS_SUGGESTIONS: readonly HandoverAddressSuggestionView[] = [
  { id: 'a1', label: 'Karl Johans gate 1, 0154 OSLO' },
  { id: 'a2', label: 'Karl Johans gate 12, 0154 OSLO' },
  { id: 'a3', label: 'Karl Johans gate 22, 0159 OSLO' },
];

export const MINIMUM_PURCHASE_REMINDER = formatText(nb.minimumPurchaseReminderDelivery, { amount: '500' });

/** Six counties; Bergen has a deviation, Hardanger a location without a store. */
export const LOCATION_GROUPS: readonly HandoverLocationGroupView[] = [
  {
    county: 'Oslo',
    locations: [
      { id: '7080001150488', name: 'MENY Storo', address: 'Vitaminveien 7, 0485 Oslo', hasStore: true, deviationText: null },
      { id: '7080001150495', name: 'MENY Ullevål', address: 'Kirkeveien 140, 0361 Oslo', hasStore: true, deviationText: null },
      { id: '7080001150501', name: 'MENY Bjølsen', address: 'Bjølsengata 15, 0468 Oslo', hasStore: true, deviationText: null },
    ],
  },
  {
    county: 'Akershus',
    locations: [
      { id: '7080001250515', name: 'MENY Sandvika', address: 'Sandviksveien 176, 1337 Sandvika', hasStore: true, deviationText: null },
      { id: '7080001250522', name: 'MENY Lillestrøm', address: 'Storgata 2, 2000 Lillestrøm', hasStore: true, deviationText: null },
    ],
  },
  {
    county: 'Vestland',
    locations: [
      {
        id: '7080001350529',
        name: 'MENY Bergen Storsenter',
        address: 'Strømgaten 8, 5015 Bergen',
        hasStore: true,
        deviationText: 'Butikken stenger kl. 18.00 lørdag 14. mars på grunn av varetelling.',
      },
      {
        id: '7080001350536',
        name: 'Hentepunkt Norheimsund',
        address: 'Sandvenvegen 40, 5600 Norheimsund',
        hasStore: false,
        deviationText: null,
      },
    ],
  },
  {
    county: 'Rogaland',
    locations: [
      { id: '7080001450543', name: 'MENY Madla', address: 'Madlakrossen 7, 4042 Hafrsfjord', hasStore: true, deviationText: null },
    ],
  },
  {
    county: 'Trøndelag',
    locations: [
      { id: '7080001550550', name: 'MENY Solsiden', address: 'Beddingen 10, 7014 Trondheim', hasStore: true, deviationText: null },
      { id: '7080001550567', name: 'MENY Moan', address: 'Moaveien 4, 7650 Verdal', hasStore: true, deviationText: null },
    ],
  },
  {
    county: 'Østfold',
    locations: [
      { id: '7080001650574', name: 'MENY Fredrikstad', address: 'Farmannsgata 2, 1607 Fredrikstad', hasStore: true, deviationText: null },
    ],
  },
];

export const SELECTED_LOCATION_ID = '7080001550550';

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

/** A store deviation as the platform sends it: markup, rendered through SafeHtml (spec section 8). */
export const STORE_DEVIATION =
  '<p>Butikken bygges om og har <strong>redusert åpningstid</strong>. Henting i butikk er stengt på søndager.</p>';

/** A pickup point's description as the platform sends it: markup. */
export const PICKUP_POINT_DESCRIPTION = 'Henteskap ved inngangen til Nydalen T-bane. Åpent <strong>06–24</strong>; koden kommer på SMS.';
