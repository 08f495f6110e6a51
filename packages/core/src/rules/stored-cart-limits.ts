import { CART_LINE_MAX_QUANTITY, CART_MAX_LINES } from '../constants';
import type { CartItem } from '../domain/cart';
import { isMaxQuantityPerOrderActive } from './availability';

/** What the rule reads of a stored line: its product, its quantity and its prices. */
export type StoredLine = Pick<CartItem, 'ean' | 'quantity' | 'lineTotal' | 'lineTotalOriginal'> & {
  product: Pick<CartItem['product'], 'maxQuantityPerOrder' | 'maxQuantityPerOrderFrom' | 'maxQuantityPerOrderTo'>;
};

/**
 * Issue 35: a stored cart (local storage, another tab's message) is read within bounds, whatever was written there. Spec
 * section 4 limits a line by its product's per-order maximum when that is in force at `now`; not in spec: a line the
 * product does not limit holds at most CART_LINE_MAX_QUANTITY, the cart at most CART_MAX_LINES lines (the first ones),
 * a product once (its first line: the EAN is the line's id), and a line without a positive, finite quantity goes. The
 * product's inventory is left to the store check, which reads it fresh (a stored product's inventory is old news). A
 * line whose quantity is cut loses its prices, so the page prices the cart again.
 */
export function clampStoredLines<Line extends StoredLine>(lines: readonly Line[], now: Date): Line[] {
  const seen = new Set<string>();
  const kept: Line[] = [];
  for (const line of lines) {
    if (kept.length >= CART_MAX_LINES) {
      break;
    }
    if (seen.has(line.ean) || !Number.isFinite(line.quantity) || line.quantity <= 0) {
      continue;
    }
    seen.add(line.ean);
    const orderLimit = isMaxQuantityPerOrderActive(line.product, now) ? (line.product.maxQuantityPerOrder ?? CART_LINE_MAX_QUANTITY) : null;
    const limit = Math.min(CART_LINE_MAX_QUANTITY, orderLimit ?? CART_LINE_MAX_QUANTITY);
    kept.push(line.quantity <= limit ? line : { ...line, quantity: limit, lineTotal: null, lineTotalOriginal: null });
  }
  return kept;
}
