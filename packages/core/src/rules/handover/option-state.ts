import type { HandoverType } from '../../domain/store';
import { formatNumber } from '../../format/number';
import type { Texts } from '../../texts/nb';
import { formatText } from '../../texts/texts';
import { PRICE_INTERVAL_EPSILON } from './handover-constants';
import type { HandoverOption } from './handover-types';
import { effectiveCartTotal, priceIntervalMatches } from './window-eligibility';

/** How a handover type's tab shows. */
export interface HandoverOptionState {
  disabled: boolean;
  /** The text under the option: the minimum message, or the unavailable text when disabled; null otherwise. */
  subtitle: string | null;
}

/** What the option's state depends on. */
export interface HandoverOptionContext {
  handoverType: HandoverType;
  option: HandoverOption | null;
  calculatorTotal: number | null;
  /** Delivery only: whether the chosen address is covered (null: not checked). */
  hasCoverage: boolean | null;
  /** Whether the user has an address (non-store options are re-enabled without one). */
  userHasAddress: boolean;
  /** The type's minimum purchase (minimumPurchaseThreshold); null for none. */
  minimumThreshold: number | null;
}

type ReminderTexts = Pick<Texts, 'minimumPurchaseReminderDelivery' | 'minimumPurchaseReminderPickup'>;

type OptionTexts = Pick<Texts, 'deliveryUnavailable' | 'pickupUnavailable' | 'amountLeftForDelivery' | 'amountLeftForPickup'>;

/**
 * Spec section 4: "If a minimum threshold exceeds the cart total". The threshold is minimumPurchaseThreshold's (the one
 * the cart's minimum-purchase message reads too); answers the amount still to buy, or null when the cart reaches it.
 */
export function amountLeftToMinimum(threshold: number | null, calculatorTotal: number | null): number | null {
  if (threshold === null) {
    return null;
  }
  const total = effectiveCartTotal(calculatorTotal);
  // The same comparison as a price interval's lower bound and minimumPurchaseMessage (spec section 9's epsilon).
  return total + PRICE_INTERVAL_EPSILON >= threshold ? null : threshold - total;
}

/**
 * Spec section 4: "Option disabled when no valid price interval or coverage: subtitle 'Vi kan dessverre ikke levere til
 * adressen din' or 'Vi kan dessverre ikke tilby henting i butikk'. Re-enabled if the user has no address (non-store).
 * If a minimum threshold exceeds the cart total: 'Handle for X kr til for å ...'."
 * Our readings: coverage counts for delivery only; a missing option has no valid price interval; the minimum message
 * replaces the unavailable subtitle (X with two decimals).
 */
export function handoverOptionState(context: HandoverOptionContext, texts: OptionTexts): HandoverOptionState {
  const { handoverType, option } = context;
  const total = effectiveCartTotal(context.calculatorTotal);
  const hasPriceInterval = option?.handoverProducts.some((product) => priceIntervalMatches(product, total)) ?? false;
  const covered = handoverType === 'Store' || context.hasCoverage !== false;
  const reenabled = handoverType !== 'Store' && !context.userHasAddress;
  const disabled = !reenabled && !(hasPriceInterval && covered);
  const amountLeft = amountLeftToMinimum(context.minimumThreshold, context.calculatorTotal);
  if (amountLeft !== null) {
    const template = handoverType === 'Store' ? texts.amountLeftForPickup : texts.amountLeftForDelivery;
    return { disabled, subtitle: formatText(template, { amount: formatNumber(amountLeft, 2) }) };
  }
  if (!disabled) {
    return { disabled, subtitle: null };
  }
  return { disabled, subtitle: handoverType === 'Store' ? texts.pickupUnavailable : texts.deliveryUnavailable };
}

/**
 * Spec section 8: the minimum-purchase reminder 'For å kunne få varene levert på døren / hente i butikk må du handle for
 * over X kr', shown under 'Husk!' while the cart is below the type's threshold (minimumPurchaseThreshold, as in
 * amountLeftToMinimum); null otherwise. X without decimals when whole.
 */
export function minimumPurchaseReminder(
  handoverType: HandoverType,
  threshold: number | null,
  calculatorTotal: number | null,
  texts: ReminderTexts,
): string | null {
  if (threshold === null || amountLeftToMinimum(threshold, calculatorTotal) === null) {
    return null;
  }
  const template = handoverType === 'Store' ? texts.minimumPurchaseReminderPickup : texts.minimumPurchaseReminderDelivery;
  return formatText(template, { amount: formatNumber(threshold, Number.isInteger(threshold) ? 0 : 2) });
}
