import type { CartItem } from '../domain/cart';
import type { Product } from '../domain/product';
import { formatNumber } from '../format/number';
import { type PluralSuffix, pluralize } from '../format/plural';
import type { Texts } from '../texts/nb';
import { formatText } from '../texts/texts';

/** The unit of a line of pieces in 'Fjernet N unit title'. */
export const PIECE_UNIT = 'stk';

/** How much of a line was removed, as 'Fjernet N unit title' says it. */
export interface RemovedAmount {
  quantity: number;
  unit: 'stk' | 'g' | 'kg';
}

/** The line facts the amount is read from. */
export type RemovedLine = Pick<CartItem, 'quantity'> & { product: Pick<Product, 'productSoldByWeight' | 'weight'> };

/**
 * Spec section 8's 'Fjernet N unit title' in the line's own unit. A line of pieces counts them ('stk'). A product sold
 * by weight counts pieces in the cart, each of the product's estimated weight, so its N is their weight, in spec
 * section 9's number formatting: below 1 kg in grams (whole grams), from 1 kg in kilograms (up to two decimals). Our
 * choice where the weight is unknown (0 or less): the pieces, 'stk'.
 */
export function removedAmount(line: RemovedLine): RemovedAmount {
  const { productSoldByWeight, weight } = line.product;
  if (!productSoldByWeight || !(weight > 0)) {
    return { quantity: line.quantity, unit: PIECE_UNIT };
  }
  const grams = Math.round(line.quantity * weight * 1000);
  if (grams < 1000) {
    return { quantity: grams, unit: 'g' };
  }
  return { quantity: Math.round(grams / 10) / 100, unit: 'kg' };
}

/** 'Fjernet N unit title' for a removed cart line; a line without a title is named 'Ukjent vare' (spec section 2). */
export function removedLineText(
  line: RemovedLine & { product: Pick<Product, 'title'> },
  texts: Pick<Texts, 'itemRemoved' | 'unknownProduct'>,
): string {
  const amount = removedAmount(line);
  return removedItemText(amount.quantity, amount.unit, line.product.title.trim() === '' ? texts.unknownProduct : line.product.title, texts);
}

/** A sales unit: an abbreviation shown as is ('stk', 'kg'), or a word that takes a plural ending (spec section 9). */
export type RemovedItemUnit = string | { singular: string; pluralSuffix: PluralSuffix };

/**
 * Spec section 8: "removed item 'Fjernet N unit title'". Our readings: N without decimals when whole, else with up to
 * two (decimal comma, trailing zeros dropped: 0.5 kg → '0,5'); a unit given as a string is an abbreviation and shown
 * as is, a unit word takes its plural ending unless N is 1 (spec section 9: plurals add 'er' or 'r').
 */
export function removedItemText(quantity: number, unit: RemovedItemUnit, title: string, texts: Pick<Texts, 'itemRemoved'>): string {
  const count = Number.isInteger(quantity) ? formatNumber(quantity, 0) : formatNumber(quantity, 2).replace(/,?0+$/, '');
  const unitText = typeof unit === 'string' ? unit : pluralize(quantity, unit.singular, unit.pluralSuffix);
  return formatText(texts.itemRemoved, { count, unit: unitText, title });
}
