import type { Product } from '../domain/product';
import type { HandoverType } from '../domain/store';
import { formatOsloDayMonth } from '../format/date';
import { formatNumber } from '../format/number';
import type { Texts } from '../texts/nb';
import { formatText } from '../texts/texts';
import { PRICE_INTERVAL_EPSILON } from './handover/handover-constants';
import type { HandoverWindow, UnavailableProduct } from './handover/handover-types';
import { effectiveCartTotal } from './handover/window-eligibility';

/** Spec section 8: more than this many restricted items collapse into one notice. */
export const RESTRICTED_CART_COLLAPSE_ABOVE = 2;

/** One date range a product cannot be handed over in; a null bound is open. Bounds are yyyy-MM-dd dates or instants. */
export interface UnavailableDateRange {
  from: string | null;
  to: string | null;
}

/** Why a cart line has restricted delivery: one kind per reason text of spec section 8, in the spec's order. */
export type CartRestriction =
  | { kind: 'ageRestricted' }
  | { kind: 'alcoholHours' }
  | { kind: 'unavailableDates'; ranges: UnavailableDateRange[] }
  | { kind: 'limitedHandover' }
  | { kind: 'leadTime' }
  | { kind: 'notAlwaysAvailable' };

/** The kind names of CartRestriction. */
export type CartRestrictionKind = CartRestriction['kind'];

/** A restricted cart line as the notices need it. */
export interface RestrictedCartLine {
  ean: string;
  title: string;
  restrictions: readonly CartRestriction[];
}

/** One item of the restricted-cart notices, with its reason texts. */
export interface RestrictedItemNotice {
  ean: string;
  title: string;
  reasons: string[];
}

/** Spec section 8: one collapsed notice for many restricted items, or one notice per item. */
export type RestrictedCartNotices =
  | { mode: 'collapsed'; title: string; items: RestrictedItemNotice[] }
  | { mode: 'perItem'; items: RestrictedItemNotice[] };

/** The texts the restricted-cart notices use. */
export type RestrictedCartTexts = Pick<
  Texts,
  | 'restrictedCartSummary'
  | 'restrictionAgeRestricted'
  | 'restrictionAlcoholHours'
  | 'restrictionUnavailableDates'
  | 'restrictionLimitedHandover'
  | 'restrictionSupplierProduct'
  | 'restrictionNotAlwaysAvailable'
>;

/** The product facts the restrictions are read from. */
export type RestrictedProductFacts = Pick<Product, 'ean' | 'ageLimit' | 'containsAlcohol' | 'leadTime' | 'mustOrderFromSupplier'>;

/** The window facts the restrictions are read from. */
export type RestrictedWindowFacts = Pick<HandoverWindow, 'unavailableProducts' | 'notAvailableForProducts'>;

const KIND_ORDER: readonly CartRestrictionKind[] = [
  'ageRestricted',
  'alcoholHours',
  'unavailableDates',
  'limitedHandover',
  'leadTime',
  'notAlwaysAvailable',
];

const EN_DASH = '\u2013';

function rangeKey(range: UnavailableDateRange): string {
  return `${range.from ?? ''}|${range.to ?? ''}`;
}

function compareRanges(first: UnavailableDateRange, second: UnavailableDateRange): number {
  // Open starts first; then by start, then by end (string order is date order for ISO dates and instants alike).
  return (first.from ?? '').localeCompare(second.from ?? '') || (first.to ?? '').localeCompare(second.to ?? '');
}

/** The date ranges of the DATE entries for one EAN over all windows: deduplicated, earliest first. */
function unavailableDateRanges(ean: string, entries: readonly UnavailableProduct[]): UnavailableDateRange[] {
  const byKey = new Map<string, UnavailableDateRange>();
  for (const entry of entries) {
    if (entry.ean === ean && entry.periodType === 'DATE') {
      const range = { from: entry.from, to: entry.to };
      byKey.set(rangeKey(range), range);
    }
  }
  return [...byKey.values()].sort(compareRanges);
}

/** Whether any window entry for the EAN has one of the period types. */
function hasPeriodType(ean: string, entries: readonly UnavailableProduct[], periodType: UnavailableProduct['periodType']): boolean {
  return entries.some((entry) => entry.ean === ean && entry.periodType === periodType);
}

/**
 * Spec sections 3 and 8: the restriction kinds of one product, from its own fields and the windows'
 * unavailableProducts / notAvailableForProducts, in the order of spec section 8's reasons; empty when unrestricted.
 * The spec names the reasons only; our readings:
 * - ageLimit above 0 → ageRestricted ('Aldersbestemt vare'), as the cart facts read it.
 * - containsAlcohol → alcoholHours ('Må utleveres innenfor salgstider for alkohol').
 * - a DATE entry → unavailableDates with every distinct from/to range of the product over all windows.
 * - the EAN in any window's notAvailableForProducts → limitedHandover ('Vare med begrenset utlevering').
 * - leadTime above 0, mustOrderFromSupplier, or a LEADTIMEPRODUCT / SUPPLIERPRODUCT entry → leadTime (the one text,
 *   'Trenger ekstra tid for klargjøring ... opptil 2 dager leveringstid', covers both; the entry alone suffices).
 * - a DAY entry → notAlwaysAvailable ('Ikke alltid tilgjengelig': it recurs on some weekdays).
 */
export function productRestrictions(product: RestrictedProductFacts, windows: readonly RestrictedWindowFacts[]): CartRestriction[] {
  const entries = windows.flatMap((window) => window.unavailableProducts);
  const { ean } = product;
  const restrictions: CartRestriction[] = [];
  if ((product.ageLimit ?? 0) > 0) {
    restrictions.push({ kind: 'ageRestricted' });
  }
  if (product.containsAlcohol) {
    restrictions.push({ kind: 'alcoholHours' });
  }
  const ranges = unavailableDateRanges(ean, entries);
  if (ranges.length > 0) {
    restrictions.push({ kind: 'unavailableDates', ranges });
  }
  if (windows.some((window) => window.notAvailableForProducts.includes(ean))) {
    restrictions.push({ kind: 'limitedHandover' });
  }
  const needsLeadTime =
    (product.leadTime ?? 0) > 0 ||
    product.mustOrderFromSupplier ||
    hasPeriodType(ean, entries, 'LEADTIMEPRODUCT') ||
    hasPeriodType(ean, entries, 'SUPPLIERPRODUCT');
  if (needsLeadTime) {
    restrictions.push({ kind: 'leadTime' });
  }
  if (hasPeriodType(ean, entries, 'DAY')) {
    restrictions.push({ kind: 'notAlwaysAvailable' });
  }
  return restrictions;
}

/** A bound as dd.MM in Oslo (a yyyy-MM-dd date is read as that day); null when open or unreadable. */
function formatBound(bound: string | null): string | null {
  if (bound === null) {
    return null;
  }
  // Date.parse reads a bare yyyy-MM-dd as UTC midnight, which is the same day in Oslo (UTC+1 / UTC+2).
  const instant = Date.parse(bound);
  return Number.isNaN(instant) ? null : formatOsloDayMonth(instant);
}

/**
 * One range as the spec's {dates}. Our reading (the spec does not show the format): 'dd.MM–dd.MM' with an en dash;
 * one day alone as 'dd.MM'; an open start as '–dd.MM', an open end as 'dd.MM–'; fully open as nothing.
 */
export function formatUnavailableRange(range: UnavailableDateRange): string {
  const from = formatBound(range.from);
  const to = formatBound(range.to);
  if (from !== null && to !== null) {
    return from === to ? from : `${from}${EN_DASH}${to}`;
  }
  if (from !== null) {
    return `${from}${EN_DASH}`;
  }
  if (to !== null) {
    return `${EN_DASH}${to}`;
  }
  return '';
}

/** The reason text of one restriction (spec section 8). Several date ranges are joined with ', ' into the one {dates}. */
export function restrictionReason(restriction: CartRestriction, texts: RestrictedCartTexts): string {
  switch (restriction.kind) {
    case 'ageRestricted':
      return texts.restrictionAgeRestricted;
    case 'alcoholHours':
      return texts.restrictionAlcoholHours;
    case 'unavailableDates': {
      const dates = restriction.ranges
        .map(formatUnavailableRange)
        .filter((text) => text !== '')
        .join(', ');
      // Only open ranges: 'Ikke tilgjengelig' without dates.
      return formatText(texts.restrictionUnavailableDates, { dates }).trim();
    }
    case 'limitedHandover':
      return texts.restrictionLimitedHandover;
    case 'leadTime':
      return texts.restrictionSupplierProduct;
    case 'notAlwaysAvailable':
      return texts.restrictionNotAlwaysAvailable;
    default:
      return restriction satisfies never;
  }
}

/** A line's reasons in the spec's order, one per kind (the first restriction of a kind counts). */
function lineReasons(restrictions: readonly CartRestriction[], texts: RestrictedCartTexts): string[] {
  return KIND_ORDER.flatMap((kind) => {
    const restriction = restrictions.find((candidate) => candidate.kind === kind);
    return restriction === undefined ? [] : [restrictionReason(restriction, texts)];
  });
}

/**
 * Spec section 8: "Restricted-cart notices: 'Noen av varene dine har begrenset levering' (more than 2 items,
 * collapsed) or one per item (fewer than 3); reasons 'Aldersbestemt vare', 'Må utleveres innenfor salgstider for
 * alkohol', 'Ikke tilgjengelig {dates}', 'Vare med begrenset utlevering', 'Trenger ekstra tid for klargjøring og har
 * derfor opptil 2 dager leveringstid. Det kan ta lengre tid rundt helger og helligdager', 'Ikke alltid tilgjengelig'."
 * Our readings: "items" counts cart lines with at least one restriction (not quantities); lines without one are left
 * out, in cart order; the collapsed notice still carries every item with its reasons (for expanding); null when no
 * line is restricted.
 */
export function restrictedCartNotices(lines: readonly RestrictedCartLine[], texts: RestrictedCartTexts): RestrictedCartNotices | null {
  const items = lines
    .map((line) => ({ ean: line.ean, title: line.title, reasons: lineReasons(line.restrictions, texts) }))
    .filter((item) => item.reasons.length > 0);
  if (items.length === 0) {
    return null;
  }
  if (items.length > RESTRICTED_CART_COLLAPSE_ABOVE) {
    return { mode: 'collapsed', title: texts.restrictedCartSummary, items };
  }
  return { mode: 'perItem', items };
}

// Kept beside the removed-line text so the store's first load does not carry the notices' rules.
export { type RemovedItemUnit, removedItemText } from './removed-item';

/**
 * Spec section 8: "Minimum purchase: 'Du må handle for minst X kr for å få varene levert på døren / kunne hente i
 * butikk'". Our readings: Store takes the pickup text, Delivery the delivery text; the cart reaches the threshold as a
 * price interval's lower bound is reached (spec sections 5 and 9: total plus 0.00001, a missing total counts as 1),
 * and then the answer is null; X is the threshold, without decimals when whole (as minimumPurchaseReminder writes it).
 */
export function minimumPurchaseMessage(
  handoverType: HandoverType,
  threshold: number,
  calculatorTotal: number | null,
  texts: Pick<Texts, 'minimumPurchaseDelivery' | 'minimumPurchasePickup'>,
): string | null {
  if (effectiveCartTotal(calculatorTotal) + PRICE_INTERVAL_EPSILON >= threshold) {
    return null;
  }
  const amount = formatNumber(threshold, Number.isInteger(threshold) ? 0 : 2);
  switch (handoverType) {
    case 'Store':
      return formatText(texts.minimumPurchasePickup, { amount });
    case 'Delivery':
      return formatText(texts.minimumPurchaseDelivery, { amount });
    default:
      return handoverType satisfies never;
  }
}
