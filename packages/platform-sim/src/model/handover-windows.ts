import type { TZDate } from '@date-fns/tz';
import { addHours } from 'date-fns';
import { addCalendarDays, osloDate, osloIso, osloStartOfDay, osloTime, simNow, weekday } from '../clock';
import {
  DELIVERY_PEAK_SURCHARGE,
  DELIVERY_PRICES,
  PICKUP_POINT_PRICES,
  type SeedPriceInterval,
  STORE_PRICES,
  UNAVAILABLE_PRODUCT_EANS,
} from '../seed/coverage-seed';
import type { SeedStore } from '../seed/seed-types';
import { SUNDAY_CLOSED_PICKUP_GLNS } from '../seed/stores';
import { pickupPointByGln, storeByGln } from './coverage';
import type { SimState } from './sim-state';

/** How many days the window calendar covers, today (Oslo) included. */
export const WINDOW_DAYS = 14;

export type SimWindowKind = 'delivery' | 'store' | 'pickuppoint';

export interface SimHandoverProduct {
  price: number;
  priceIntervalFrom: number;
  /** Null when the interval has no upper bound (set through `POST /__sim/windows/prices`; the clients read 2e10). */
  priceIntervalTo: number | null;
  deadline: string;
  ean: string;
  flexibility: 'FLEXI' | '';
  title: string;
}

export type SimUnavailablePeriodType = 'DATE' | 'DAY' | 'LEADTIMEPRODUCT' | 'SUPPLIERPRODUCT';

export interface SimUnavailableProduct {
  ean: string;
  periodType: SimUnavailablePeriodType;
  from: string;
  to: string;
}

export type SimWindowTagType = 'Nabo3' | 'Nabo5' | 'Nabo7' | 'Trumf3' | 'Trumf5' | 'Trumf7' | 'Miljo';

export interface SimWindowTag {
  type: SimWindowTagType;
  guaranteed: boolean;
  bonusPercent: number;
}

export interface SimHandoverWindow {
  windowId: string;
  displayFrom: string;
  displayTo: string;
  from: string;
  to: string;
  capacity: number;
  isTemporarilyDisabled: boolean;
  handoverProducts: SimHandoverProduct[];
  unavailableProducts: SimUnavailableProduct[];
  notAvailableForProducts: string[];
  alcoholAllowed: boolean;
  ageRestrictedProductsAllowed: boolean;
  supplierOrderDeadline: string;
  carrierWindowId: string | null;
  windowTags: SimWindowTag[];
  isTripleTrumf: boolean;
  deadline: string;
  gln: string;
}

export interface SimHandoverDay {
  date: string;
  isTripleTrumf: boolean;
  handoverWindows: SimHandoverWindow[];
}

interface KindRules {
  code: 'D' | 'S' | 'P';
  /** [start hour, end hour] in Oslo wall-clock time. */
  slots: readonly (readonly [number, number])[];
  /** Hours between the deadline and the window's start. */
  deadlineHours: number;
  prices: readonly SeedPriceInterval[];
  ageRestrictedProductsAllowed: boolean;
}

/**
 * Delivery: 2-hour windows 08–22 (from 12 on Sundays), deadline 6 h before. Store pickup: 1-hour
 * windows 09–12, 2-hour windows 12–20 and 20–21, deadline 4 h before. Pickup point (parcel
 * locker): 2-hour windows 08–10, 12–14, 16–18, 20–22, deadline 6 h before, no age-restricted
 * products (nobody checks identity at a locker).
 */
const RULES: Record<SimWindowKind, KindRules> = {
  delivery: {
    code: 'D',
    slots: [
      [8, 10],
      [10, 12],
      [12, 14],
      [14, 16],
      [16, 18],
      [18, 20],
      [20, 22],
    ],
    deadlineHours: 6,
    prices: DELIVERY_PRICES,
    ageRestrictedProductsAllowed: true,
  },
  store: {
    code: 'S',
    slots: [
      [9, 10],
      [10, 11],
      [11, 12],
      [12, 14],
      [14, 16],
      [16, 18],
      [18, 20],
      [20, 21],
    ],
    deadlineHours: 4,
    prices: STORE_PRICES,
    ageRestrictedProductsAllowed: true,
  },
  pickuppoint: {
    code: 'P',
    slots: [
      [8, 10],
      [12, 14],
      [16, 18],
      [20, 22],
    ],
    deadlineHours: 6,
    prices: PICKUP_POINT_PRICES,
    ageRestrictedProductsAllowed: false,
  },
};

const KIND_BY_CODE: Record<KindRules['code'], SimWindowKind> = { D: 'delivery', S: 'store', P: 'pickuppoint' };

/** A window's id: `D|S|P-<gln or pickupGln>-<yyyyMMdd>-<HH>00` (delivery, store, pickup point), as findHandoverWindow reads it. */
export function handoverWindowId(code: KindRules['code'], placeId: string, date: string, startHour: number): string {
  return `${code}-${placeId}-${date.replaceAll('-', '')}-${String(startHour).padStart(2, '0')}00`;
}

/** FNV-1a: a stable pseudo-random number per window. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** Norwegian beer sales hours: until 20 on weekdays, 18 on Saturdays, not on Sundays. */
function alcoholAllowed(date: string, endHour: number): boolean {
  const day = weekday(date);
  if (day === 0) {
    return false;
  }
  return endHour <= (day === 6 ? 18 : 20);
}

function tagsOf(kind: SimWindowKind, value: number): SimWindowTag[] {
  const pick = (value >>> 6) % 10;
  const trumf: SimWindowTag[] = [
    { type: 'Trumf3', guaranteed: true, bonusPercent: 3 },
    { type: 'Trumf5', guaranteed: true, bonusPercent: 5 },
    { type: 'Trumf7', guaranteed: true, bonusPercent: 7 },
  ];
  if (pick >= 3 && pick <= 5) {
    return [trumf[pick - 3] as SimWindowTag];
  }
  if (kind !== 'delivery') {
    return [];
  }
  if (pick <= 2) {
    const nabo = (['Nabo3', 'Nabo5', 'Nabo7'] as const)[pick] ?? 'Nabo3';
    return [
      { type: nabo, guaranteed: false, bonusPercent: Number(nabo.slice(4)) },
      { type: 'Miljo', guaranteed: false, bonusPercent: 0 },
    ];
  }
  return pick === 6 ? [{ type: 'Miljo', guaranteed: true, bonusPercent: 0 }] : [];
}

/** The first Thursday of the calendar (today included): triple Trumf. */
function tripleTrumfDate(today: string): string {
  const offset = (4 - weekday(today) + 7) % 7;
  return addCalendarDays(today, offset);
}

/** Whether a date is a triple-Trumf day: the dates set through the control API, else the seeded first Thursday. */
function isTripleTrumfOn(state: SimState, date: string, today: string): boolean {
  return state.tripleTrumfDates === null ? date === tripleTrumfDate(today) : state.tripleTrumfDates.includes(date);
}

/** Active reservations of a window: not replaced and not expired on the simulator clock. */
export function activeReservationCount(state: SimState, windowId: string, exceptMemberId: string | null = null): number {
  const now = simNow(state).getTime();
  return state.reservations.filter(
    (reservation) =>
      reservation.active &&
      reservation.hentevinduId === windowId &&
      reservation.medlemId !== exceptMemberId &&
      Date.parse(reservation.reservertTil) > now,
  ).length;
}

function unavailableProductsOn(state: SimState, date: string, today: string, from: TZDate): SimUnavailableProduct[] {
  const now = simNow(state).getTime();
  const startOf = osloStartOfDay;
  const list: SimUnavailableProduct[] = [];
  if (weekday(date) === 1) {
    list.push({ ean: UNAVAILABLE_PRODUCT_EANS.day, periodType: 'DAY', from: startOf(date), to: startOf(addCalendarDays(date, 1)) });
  }
  const dateFrom = addCalendarDays(today, 3);
  const dateTo = addCalendarDays(today, 5);
  if (date >= dateFrom && date < dateTo) {
    list.push({ ean: UNAVAILABLE_PRODUCT_EANS.date, periodType: 'DATE', from: startOf(dateFrom), to: startOf(dateTo) });
  }
  const leadTimeEnd = osloTime(addCalendarDays(today, 2), 0);
  if (from.getTime() < leadTimeEnd.getTime()) {
    list.push({ ean: UNAVAILABLE_PRODUCT_EANS.leadTime, periodType: 'LEADTIMEPRODUCT', from: startOf(today), to: osloIso(leadTimeEnd) });
  }
  // The supplier delivers for a day when ordered by 12:00 two days before.
  let supplierDay = today;
  while (osloTime(addCalendarDays(supplierDay, -2), 12).getTime() <= now) {
    supplierDay = addCalendarDays(supplierDay, 1);
  }
  if (date < supplierDay) {
    list.push({ ean: UNAVAILABLE_PRODUCT_EANS.supplier, periodType: 'SUPPLIERPRODUCT', from: startOf(today), to: startOf(supplierDay) });
  }
  return list;
}

/**
 * The price table of a window kind: the one set through `POST /__sim/windows/prices` (its products take the seeded
 * table's EANs and title, in order; the last EAN again past the seed's count), else the seed.
 */
function pricesOf(
  state: SimState,
  kind: SimWindowKind,
): readonly { ean: string; title: string; price: number; from: number; to: number | null }[] {
  const seeded = RULES[kind].prices;
  const override = state.windowPriceOverrides[kind];
  if (override === undefined) {
    return seeded;
  }
  return override.map((interval, index) => {
    const seed = seeded[Math.min(index, seeded.length - 1)] as SeedPriceInterval;
    return { ean: seed.ean, title: seed.title, price: interval.price, from: interval.from, to: interval.to };
  });
}

function buildWindow(
  state: SimState,
  kind: SimWindowKind,
  place: SeedStore,
  date: string,
  today: string,
  [startHour, endHour]: readonly [number, number],
): SimHandoverWindow {
  const rules = RULES[kind];
  const id = kind === 'delivery' ? place.gln : place.pickupGln;
  const windowId = handoverWindowId(rules.code, id, date, startHour);
  const value = hash(windowId);
  const from = osloTime(date, startHour);
  const to = osloTime(date, endHour);
  const deadline = osloIso(addHours(from, -rules.deadlineHours));
  const surcharge = kind === 'delivery' && (startHour === 16 || startHour === 18) ? DELIVERY_PEAK_SURCHARGE : 0;
  const seededCapacity = value % 7 === 0 ? 0 : 1 + ((value >>> 3) % 8);
  const baseCapacity = state.windowCapacityOverrides[windowId] ?? state.windowCapacityOverrides['*'] ?? seededCapacity;
  const isTripleTrumf = isTripleTrumfOn(state, date, today);
  const unavailableProducts = unavailableProductsOn(state, date, today, from);
  return {
    windowId,
    displayFrom: osloIso(from),
    displayTo: osloIso(to),
    from: osloIso(from),
    to: osloIso(to),
    capacity: Math.max(0, baseCapacity - activeReservationCount(state, windowId)),
    isTemporarilyDisabled: value % 13 === 5,
    handoverProducts: pricesOf(state, kind).map((interval) => ({
      price: interval.price === 0 ? 0 : interval.price + surcharge,
      priceIntervalFrom: interval.from,
      priceIntervalTo: interval.to,
      deadline,
      ean: interval.ean,
      flexibility: '',
      title: interval.title,
    })),
    unavailableProducts,
    notAvailableForProducts: [...new Set(unavailableProducts.map((product) => product.ean))],
    alcoholAllowed: alcoholAllowed(date, endHour),
    ageRestrictedProductsAllowed: rules.ageRestrictedProductsAllowed,
    supplierOrderDeadline: osloIso(osloTime(addCalendarDays(date, -2), 12)),
    carrierWindowId:
      kind === 'delivery' || state.windowFieldOverrides[kind]?.carrierWindowIds ? `CW-${value.toString(16).padStart(8, '0')}` : null,
    windowTags: tagsOf(kind, value),
    isTripleTrumf,
    deadline,
    gln: state.windowFieldOverrides[kind]?.gln ?? place.gln,
  };
}

function hasWindowsOn(kind: SimWindowKind, place: SeedStore, date: string): boolean {
  return !(kind === 'store' && weekday(date) === 0 && SUNDAY_CLOSED_PICKUP_GLNS.includes(place.pickupGln));
}

function slotsOn(kind: SimWindowKind, date: string): readonly (readonly [number, number])[] {
  const slots = RULES[kind].slots;
  return kind === 'delivery' && weekday(date) === 0 ? slots.filter(([start]) => start >= 12) : slots;
}

/** Leaves only the unavailable products among the cart's (all when the cart's are not given). */
function forProducts(window: SimHandoverWindow, productIds: readonly string[] | null): SimHandoverWindow {
  if (!productIds || productIds.length === 0) {
    return window;
  }
  const unavailableProducts = window.unavailableProducts.filter((product) => productIds.includes(product.ean));
  return {
    ...window,
    unavailableProducts,
    notAvailableForProducts: [...new Set(unavailableProducts.map((product) => product.ean))],
  };
}

/**
 * The window calendar of a store or pickup point: 14 days from the simulator's Oslo date, only
 * windows that have not begun (those past their deadline included), and no days without windows
 * (the stores in SUNDAY_CLOSED_PICKUP_GLNS have no store windows on Sundays).
 */
export function handoverDays(
  state: SimState,
  kind: SimWindowKind,
  place: SeedStore,
  productIds: readonly string[] | null = null,
): SimHandoverDay[] {
  const now = simNow(state).getTime();
  const today = osloDate(simNow(state));
  const days: SimHandoverDay[] = [];
  for (let offset = 0; offset < WINDOW_DAYS; offset += 1) {
    const date = addCalendarDays(today, offset);
    if (!hasWindowsOn(kind, place, date)) {
      continue;
    }
    const handoverWindows = slotsOn(kind, date)
      .map((slot) => buildWindow(state, kind, place, date, today, slot))
      .filter((window) => Date.parse(window.from) > now)
      .map((window) => forProducts(window, productIds));
    if (handoverWindows.length > 0) {
      days.push({ date, isTripleTrumf: isTripleTrumfOn(state, date, today), handoverWindows });
    }
  }
  return days;
}

/** A window by its id (`D|S|P-<gln or pickupGln>-<yyyyMMdd>-<HHmm>`), on any date; null when there is none. */
export function findHandoverWindow(state: SimState, windowId: string): SimHandoverWindow | null {
  const match = /^([DSP])-(\d+)-(\d{4})(\d{2})(\d{2})-(\d{2})00$/.exec(windowId);
  if (!match) {
    return null;
  }
  const [, code, id = '', year, month, day, hour] = match;
  const kind = KIND_BY_CODE[code as KindRules['code']];
  const place = kind === 'delivery' ? storeByGln(state, id) : pickupPointByGln(state, id);
  const date = `${year}-${month}-${day}`;
  const slot = slotsOn(kind, date).find(([start]) => start === Number(hour));
  if (!place || !slot || !hasWindowsOn(kind, place, date)) {
    return null;
  }
  return buildWindow(state, kind, place, date, osloDate(simNow(state)), slot);
}
