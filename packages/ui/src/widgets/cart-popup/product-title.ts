import type { Texts } from '@kurv/core/texts';

/** Spec section 2: a product without a title is named 'Ukjent vare'. */
export function productTitle(title: string, texts: Pick<Texts, 'unknownProduct'>): string {
  return title.trim() === '' ? texts.unknownProduct : title;
}

/** The accessible name of a line's remove button: 'Fjern vare: {title}'. */
export function removeItemLabel(title: string, texts: Pick<Texts, 'removeItem'>): string {
  return `${texts.removeItem}: ${title}`;
}
