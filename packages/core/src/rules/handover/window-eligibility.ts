import {
  MISSING_CALCULATOR_TOTAL,
  PRICE_INTERVAL_EPSILON,
  PRICE_INTERVAL_UPPER_DEFAULT,
  SUPPLIER_PRODUCT_DELIVERY_DAYS,
} from './handover-constants';
import type { CartFacts, CartItemFacts, HandoverProduct, HandoverWindow, UnavailableProduct } from './handover-types';
import { osloCalendarDay, osloDateOf } from './oslo-calendar';

const MS_PER_DAY = 86_400_000;
const ISO_DATE_PREFIX = /^\d{4}-\d{2}-\d{2}/;
const WEEKDAY_NAMES = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;

/** Spec section 9: the cart total the price intervals are compared with; a missing calculator total counts as 1. */
export function effectiveCartTotal(calculatorTotal: number | null): number {
  return calculatorTotal ?? MISSING_CALCULATOR_TOTAL;
}

/**
 * Spec section 5: "price interval matches when cart total (plus 0.00001) is at least lower bound
 * and below upper bound" (section 9: upper-bound default 2e10).
 */
export function priceIntervalMatches(product: Pick<HandoverProduct, 'priceIntervalFrom' | 'priceIntervalTo'>, cartTotal: number): boolean {
  const total = cartTotal + PRICE_INTERVAL_EPSILON;
  return total >= product.priceIntervalFrom && total < (product.priceIntervalTo ?? PRICE_INTERVAL_UPPER_DEFAULT);
}

/** Spec section 5: "a product usable only if its deadline is in the future". */
export function isProductDeadlineAhead(product: Pick<HandoverProduct, 'deadline'>, now: Date): boolean {
  return Date.parse(product.deadline) > now.getTime();
}

/**
 * Spec section 5: the handover product the window uses for this cart: the first whose price interval
 * matches the cart total and whose deadline is in the future; null when none.
 */
export function usableHandoverProduct(products: readonly HandoverProduct[], cartTotal: number, now: Date): HandoverProduct | null {
  return products.find((product) => priceIntervalMatches(product, cartTotal) && isProductDeadlineAhead(product, now)) ?? null;
}

/** Spec section 5: "matches cart age-restriction" rule: a cart with age-restricted items needs a window that allows them. */
export function violatesAgeRestriction(window: Pick<HandoverWindow, 'ageRestrictedProductsAllowed'>, cart: CartFacts): boolean {
  return cart.hasAgeRestrictedItems && !window.ageRestrictedProductsAllowed;
}

/** Spec section 5: "matches cart ... alcohol" rule: a cart with alcohol needs a window inside the alcohol sales hours. */
export function violatesAlcoholWindow(window: Pick<HandoverWindow, 'alcoholAllowed'>, cart: CartFacts): boolean {
  return cart.hasAlcoholItems && !window.alcoholAllowed;
}

/** ISO weekday 1 (Monday) – 7 (Sunday) of a DAY bound given as a number or an English weekday name; null otherwise. */
function weekdayOf(bound: string): number | null {
  const trimmed = bound.trim().toUpperCase();
  if (/^[1-7]$/.test(trimmed)) {
    return Number(trimmed);
  }
  const index = WEEKDAY_NAMES.findIndex((name) => name === trimmed || name.slice(0, 3) === trimmed);
  return index === -1 ? null : index + 1;
}

/** The Oslo date of a bound: a yyyy-MM-dd date as is, an instant converted to its Oslo date. */
function boundDate(bound: string): string {
  return bound.length === 10 ? bound : osloDateOf(bound);
}

function withinDates(windowDate: string, from: string | null, to: string | null): boolean {
  return (from === null || windowDate >= boundDate(from)) && (to === null || windowDate <= boundDate(to));
}

function withinWeekdays(windowWeekday: number, from: number, to: number): boolean {
  // A range may wrap the week end: FRIDAY..MONDAY.
  return from <= to ? windowWeekday >= from && windowWeekday <= to : windowWeekday >= from || windowWeekday <= to;
}

function startsWithinDays(window: Pick<HandoverWindow, 'from'>, now: Date, days: number): boolean {
  return Date.parse(window.from) < now.getTime() + days * MS_PER_DAY;
}

/**
 * Spec sections 4 and 5: whether one unavailable-product entry of a window stops this cart line.
 * The spec names the period types only; our reading:
 * - DATE: the window's Oslo date lies within from..to (dates, or instants taken as their Oslo date; a null bound is open).
 * - DAY: from/to are ISO weekdays (1–7 or MONDAY…SUNDAY / MON…SUN, a range may wrap the week end) and the window's
 *   Oslo weekday lies within them; when they are dates instead, as DATE.
 * - LEADTIMEPRODUCT: only for a line with lead time (leadTime > 0); with from/to as DATE, without them the window
 *   must start at least leadTime days from now.
 * - SUPPLIERPRODUCT: only for a line ordered from the supplier; with from/to as DATE, without them the window must
 *   start at least 2 days from now (spec section 9: supplier products up to 2 days delivery).
 */
export function unavailableEntryApplies(
  entry: UnavailableProduct,
  line: CartItemFacts,
  window: Pick<HandoverWindow, 'from'>,
  now: Date,
): boolean {
  if (entry.ean !== line.ean) {
    return false;
  }
  const windowDay = osloCalendarDay(Date.parse(window.from));
  const windowDate = windowDay.date;
  const hasBounds = entry.from !== null || entry.to !== null;
  switch (entry.periodType) {
    case 'DATE':
      return withinDates(windowDate, entry.from, entry.to);
    case 'DAY': {
      const isDateRange = ISO_DATE_PREFIX.test(entry.from ?? entry.to ?? '');
      if (isDateRange || !hasBounds) {
        return withinDates(windowDate, entry.from, entry.to);
      }
      const weekday = windowDay.isoWeekday;
      const from = entry.from === null ? 1 : weekdayOf(entry.from);
      const to = entry.to === null ? 7 : weekdayOf(entry.to);
      return from !== null && to !== null && withinWeekdays(weekday, from, to);
    }
    case 'LEADTIMEPRODUCT': {
      const leadTime = line.leadTime ?? 0;
      if (leadTime <= 0) {
        return false;
      }
      return hasBounds ? withinDates(windowDate, entry.from, entry.to) : startsWithinDays(window, now, leadTime);
    }
    case 'SUPPLIERPRODUCT':
      if (!line.mustOrderFromSupplier) {
        return false;
      }
      return hasBounds ? withinDates(windowDate, entry.from, entry.to) : startsWithinDays(window, now, SUPPLIER_PRODUCT_DELIVERY_DAYS);
    default:
      return entry.periodType satisfies never;
  }
}

/**
 * Spec section 5: "matches cart ... unavailable-product rules": the EANs of the cart the window cannot hand over
 * (listed in notAvailableForProducts, or stopped by an unavailable-product entry), in cart order.
 */
export function unavailableCartEans(
  window: Pick<HandoverWindow, 'from' | 'unavailableProducts' | 'notAvailableForProducts'>,
  cart: CartFacts,
  now: Date,
): string[] {
  return cart.items
    .filter(
      (line) =>
        window.notAvailableForProducts.includes(line.ean) ||
        window.unavailableProducts.some((entry) => unavailableEntryApplies(entry, line, window, now)),
    )
    .map((line) => line.ean);
}
