import { isEan } from './ean';

/** The longest part of a tag's value a warning repeats: a value pasted wrong may be a whole paragraph. */
const SHOWN_LENGTH = 40;

/**
 * Issue 37: what is wrong with an `<add-to-cart-button>`'s `ean` attribute, as the console warning says it with the tag
 * and the value, or null when it is an EAN (8 digits, EAN-8, or 13, EAN-13). The button still asks the platform: a
 * value that is no EAN shows «Selges ikke på nett», as an unknown product does.
 */
export function eanAttributeProblem(ean: string): string | null {
  if (isEan(ean)) {
    return null;
  }
  if (ean.trim() === '') {
    return '<add-to-cart-button> without ean';
  }
  const shown = ean.length > SHOWN_LENGTH ? `${ean.slice(0, SHOWN_LENGTH)}…` : ean;
  return `<add-to-cart-button ean="${shown}">: not 8 or 13 digits`;
}
