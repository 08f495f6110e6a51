import type { Product } from './product';

/** One line of the cart (spec section 3, "Cart item"). */
export interface CartItem {
  /** The product's EAN doubles as the line id: a product occurs once in a cart. */
  id: string;
  ean: string;
  quantity: number;
  /** The product as last seen, so the cart renders at once after a reload. */
  product: Product;
  /** The line's total from the cart calculator, or null before the first calculation. */
  lineTotal: number | null;
  /** The line's total without offers, when an offer lowered it. */
  lineTotalOriginal: number | null;
}

/** Spec section 3: the cart's totals, as the cart calculator answers them. */
export interface CartTotals {
  calculatorTotal: number;
  totalWeight: number;
  totalToPay: number;
}

/** The status field every async area of the store has. */
export type AsyncStatus = 'idle' | 'loading' | 'updating' | 'error';

export const EMPTY_CART_TOTALS: CartTotals = { calculatorTotal: 0, totalWeight: 0, totalToPay: 0 };
