import type { Texts } from '../texts/nb';
import { formatText } from '../texts/texts';

/** "1 vare", "2 varer": spec section 9, plurals add 'er' or 'r'. */
export function formatItemCount(count: number, texts: Pick<Texts, 'itemSingular' | 'itemPlural'>): string {
  return formatText(count === 1 ? texts.itemSingular : texts.itemPlural, { count });
}
