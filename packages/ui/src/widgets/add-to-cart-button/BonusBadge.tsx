import { formatNumber } from '@kurv/core/format';
import { formatText, type Texts } from '@kurv/core/texts';
import { fractionDigits } from '../shared/fraction-digits';

export interface BonusBadgeProps {
  /**
   * The product's loyalty bonus in percent; null (or undefined) renders nothing. The container decides whether to
   * pass it: loyalty members only, never organisations (spec section 6).
   */
  percent: number | null | undefined;
  /** The loyalty programme's name ({product} of the text, e.g. 'Trumf'). */
  loyaltyProgramName: string;
  texts: Pick<Texts, 'bonusPercentSuffix'>;
}

/** The bonus text of spec section 9 as a badge: '10 % Trumf-bonus!'. Used by the add-to-cart button and the cart. */
export function BonusBadge({ percent, loyaltyProgramName, texts }: BonusBadgeProps) {
  if (percent === null || percent === undefined || !Number.isFinite(percent)) {
    return null;
  }
  const number = formatNumber(percent, fractionDigits(percent, 2));
  return <span className="kurv-bonus-badge">{`${number}${formatText(texts.bonusPercentSuffix, { product: loyaltyProgramName })}`}</span>;
}
