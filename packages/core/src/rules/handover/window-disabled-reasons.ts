import type { CartFacts, HandoverProduct, HandoverWindow } from './handover-types';
import {
  effectiveCartTotal,
  unavailableCartEans,
  usableHandoverProduct,
  violatesAgeRestriction,
  violatesAlcoholWindow,
} from './window-eligibility';

/** Spec section 4: the reasons a window cannot be chosen, in the spec's order. */
export const WINDOW_DISABLED_REASONS = [
  'BeforeDeadline',
  'FullyBooked',
  'TemporarilyDisabled',
  'AgeRestricted',
  'OutsideAlcoholWindows',
  'UnavailableProducts',
] as const;

export type WindowDisabledReason = (typeof WINDOW_DISABLED_REASONS)[number];

/** The reasons that come from the window itself (time and capacity): a day with only these is 'Fullt'. */
export const CAPACITY_REASONS: readonly WindowDisabledReason[] = ['BeforeDeadline', 'FullyBooked', 'TemporarilyDisabled'];
/** The reasons that come from the cart's products: a day blocked by these is 'Klargjøring'. */
export const PRODUCT_REASONS: readonly WindowDisabledReason[] = ['AgeRestricted', 'OutsideAlcoholWindows', 'UnavailableProducts'];

/** A window as judged for one cart at one instant. */
export interface WindowEvaluation {
  window: HandoverWindow;
  /** The handover product the window would use (spec section 5), or null. */
  product: HandoverProduct | null;
  /** Every applicable reason, in the spec's order; empty when the window can be chosen. */
  reasons: WindowDisabledReason[];
  /** The first of `reasons` (the one shown), or null. */
  disabledReason: WindowDisabledReason | null;
  /** The cart EANs the window cannot hand over. */
  unavailableEans: string[];
}

/**
 * Spec section 4: "Window disabled reasons in order: BeforeDeadline, FullyBooked, TemporarilyDisabled, AgeRestricted,
 * OutsideAlcoholWindows, UnavailableProducts." Answers all applicable reasons in that order, and the first as the one
 * shown. Our reading of BeforeDeadline: no handover product of the window is usable for the cart (spec section 5:
 * price interval matches and deadline in the future), i.e. the order deadline has passed. FullyBooked: capacity 0 or less.
 */
export function evaluateWindow(window: HandoverWindow, cart: CartFacts, now: Date): WindowEvaluation {
  const product = usableHandoverProduct(window.handoverProducts, effectiveCartTotal(cart.calculatorTotal), now);
  const unavailableEans = unavailableCartEans(window, cart, now);
  const applies: Record<WindowDisabledReason, boolean> = {
    BeforeDeadline: product === null,
    FullyBooked: window.capacity <= 0,
    TemporarilyDisabled: window.isTemporarilyDisabled,
    AgeRestricted: violatesAgeRestriction(window, cart),
    OutsideAlcoholWindows: violatesAlcoholWindow(window, cart),
    UnavailableProducts: unavailableEans.length > 0,
  };
  const reasons = WINDOW_DISABLED_REASONS.filter((reason) => applies[reason]);
  return { window, product, reasons, disabledReason: reasons[0] ?? null, unavailableEans };
}

/** Spec section 4: "Before-deadline windows are dropped from the time list." */
export function timeListWindows(evaluations: readonly WindowEvaluation[]): WindowEvaluation[] {
  return evaluations.filter((evaluation) => !evaluation.reasons.includes('BeforeDeadline'));
}
