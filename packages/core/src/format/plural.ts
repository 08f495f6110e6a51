import type { Texts } from '../texts/nb';
import { formatText } from '../texts/texts';

/** The endings Norwegian plurals take here (spec section 9): 'er' (dag → dager) or 'r' (vare → varer). */
export type PluralSuffix = 'er' | 'r';

/** "1 vare", "2 varer": spec section 9, plurals add 'er' or 'r'. */
export function formatItemCount(count: number, texts: Pick<Texts, 'itemSingular' | 'itemPlural'>): string {
  return formatText(count === 1 ? texts.itemSingular : texts.itemPlural, { count });
}

/**
 * Spec section 9: the word for a count: the singular for exactly 1 (or −1), else the singular plus
 * its plural ending ('er' or 'r'); 0 takes the plural. pluralize(2, 'dag', 'er') → 'dager'.
 */
export function pluralize(count: number, singular: string, pluralSuffix: PluralSuffix): string {
  return Math.abs(count) === 1 ? singular : `${singular}${pluralSuffix}`;
}
