import type { HandoverType } from '../../domain/store';
import { MISSING_GLN } from './handover-constants';
import type { HandoverDay, HandoverWindow } from './handover-types';

/** What a window fetch is made of. */
export interface WindowRequest {
  handoverType: HandoverType;
  gln: string | null;
  pickupGln: string | null;
  postalCode: string | null;
  calculatorTotal: number | null;
  totalWeight: number;
  /** EANs of the cart's lines that need lead time or a supplier order (they change the windows). */
  restrictedEans: readonly string[];
  /** The edited order's ngOrderId (windowRequestOrderId), else null. */
  ngOrderId: string | null;
}

/**
 * Spec section 7: the window fetch's body carries ngOrderId. Our reading: the ngOrderId of the order being edited (its
 * edit loaded), so that the platform counts the order's own place and lines; null outside edit mode, while the order
 * loads or failed to, and for an order without one.
 */
export function windowRequestOrderId(edit: { status: string; order: { ngOrderId: string | null } | null }): string | null {
  return edit.status === 'success' && edit.order?.ngOrderId ? edit.order.ngOrderId : null;
}

/** Spec section 5: the messages a window fetch is rejected with. */
export type WindowFetchError = 'Invalid cart' | 'Missing store' | 'Missing store-gln' | 'Missing store-pickupGln' | 'Missing postalcode';

function missingGln(value: string | null): boolean {
  return value === null || value.trim() === '' || value === MISSING_GLN;
}

/**
 * Spec section 5: "Window fetch rejects gln or pickupGln '0' or empty ('Missing store', 'Missing store-gln',
 * 'Missing store-pickupGln'); delivery needs postal code ('Missing postalcode'); a cart-validity check runs first."
 * Our readings: both missing → 'Missing store', one → its own message; the cart check's message is ours ('Invalid
 * cart', not in spec). Answers null when the fetch may run.
 */
export function windowFetchError(request: WindowRequest, cartIsValid: boolean): WindowFetchError | null {
  if (!cartIsValid) {
    return 'Invalid cart';
  }
  const noGln = missingGln(request.gln);
  const noPickupGln = missingGln(request.pickupGln);
  if (noGln && noPickupGln) {
    return 'Missing store';
  }
  if (noGln) {
    return 'Missing store-gln';
  }
  if (noPickupGln) {
    return 'Missing store-pickupGln';
  }
  if (request.handoverType === 'Delivery' && !request.postalCode?.trim()) {
    return 'Missing postalcode';
  }
  return null;
}

/** The key of a window request: equal keys mean identical requests (the EAN order does not matter). */
export function windowRequestKey(request: WindowRequest): string {
  return JSON.stringify([
    request.handoverType,
    request.gln,
    request.pickupGln,
    request.handoverType === 'Store' ? null : request.postalCode,
    request.calculatorTotal,
    request.totalWeight,
    [...request.restrictedEans].sort(),
    request.ngOrderId,
  ]);
}

/**
 * Whose windows a request asks for: the type, the store and pickup place, the delivery postal code and the order edited;
 * not the cart's facts, which change their prices and places, not which windows they are. Not in spec, our choice: while
 * windows of the same source load again the shown ones stay ('updating'); another source's are not shown meanwhile (a
 * delivery window's price on the pickup page, or its id confirmed as a pickup window).
 */
export function windowSourceKey(request: WindowRequest): string {
  return JSON.stringify([
    request.handoverType,
    request.gln,
    request.pickupGln,
    request.handoverType === 'Store' ? null : request.postalCode,
    request.ngOrderId,
  ]);
}

/** What to do with a new window request. */
export type WindowRequestDecision = 'ignore' | 'start' | 'cancelEarlierAndStart';

/** Spec section 4: "Window fetch: identical duplicate requests ignored, earlier cancelled." */
export function decideWindowRequest(inFlightKey: string | null, requestKey: string): WindowRequestDecision {
  if (inFlightKey === null) {
    return 'start';
  }
  return inFlightKey === requestKey ? 'ignore' : 'cancelEarlierAndStart';
}

/**
 * Spec section 4: "If the reserved or original-order window is full, capacity set to 1" (so the shopper may keep it).
 * Full: capacity 0 or less.
 */
export function keepOwnWindowsOpen(
  days: readonly HandoverDay[],
  own: { reservedWindowId: string | null; originalOrderWindowId: string | null },
): HandoverDay[] {
  const ownIds = new Set([own.reservedWindowId, own.originalOrderWindowId].filter((id): id is string => id !== null));
  return days.map((day) => ({
    ...day,
    handoverWindows: day.handoverWindows.map((window) =>
      ownIds.has(window.windowId) && window.capacity <= 0 ? { ...window, capacity: 1 } : window,
    ),
  }));
}

/** The outcome for the chosen window after a fetch. */
export type SelectedWindowOutcome = { action: 'keep' } | { action: 'reset'; reason: 'equivalentAvailableWindowNotFound' };

/**
 * Spec section 4: "If the selected window is gone and skipValidation is false, the window is reset with reason
 * equivalentAvailableWindowNotFound." Gone: no fetched window has its id. No chosen window: keep.
 */
export function selectedWindowOutcome(
  days: readonly HandoverDay[],
  selectedWindowId: string | null,
  skipValidation: boolean,
): SelectedWindowOutcome {
  if (selectedWindowId === null || skipValidation) {
    return { action: 'keep' };
  }
  const present = days.some((day) => day.handoverWindows.some((window) => window.windowId === selectedWindowId));
  return present ? { action: 'keep' } : { action: 'reset', reason: 'equivalentAvailableWindowNotFound' };
}

/** The window a shopper had: its id and times. */
export interface WantedWindow {
  windowId: string;
  from: string;
  to: string;
}

/**
 * Spec sections 4 and 8: after the windows reload (a gone reservation, a gone selected window) the shopper gets "an
 * equivalent" window. Our reading: the same window when it can still be chosen, else a choosable window with the same
 * start and end (window ids may change between loads); null when there is none, and the window is then reset with
 * reason equivalentAvailableWindowNotFound.
 */
export function equivalentWindow(
  days: readonly HandoverDay[],
  wanted: WantedWindow,
  isChoosable: (window: HandoverWindow) => boolean,
): HandoverWindow | null {
  const windows = days.flatMap((day) => day.handoverWindows).filter(isChoosable);
  return (
    windows.find((window) => window.windowId === wanted.windowId) ??
    windows.find((window) => window.from === wanted.from && window.to === wanted.to) ??
    null
  );
}
