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
  /**
   * The quantity lineTotal was calculated for; null (or absent, in a cart stored before it existed) before the first
   * calculation. A line whose quantity differs has no current line total (cartLineAmount, rules/cart-amounts.ts).
   */
  calculatedQuantity?: number | null;
  /** The price of one unit as the calculator last answered it; null (or absent) before the first calculation. */
  unitPrice?: number | null;
  /** Spec section 3: the shopper accepts a substitute for this line when it is out of stock at picking. */
  substitute: boolean;
  /** Spec section 3: bread that can be sliced (isBreadAndCanSlice) is sliced in the store. */
  shouldSlice: boolean;
  /** Spec section 3: the product is not sold in the store the cart is for (availability code 5). */
  doesNotExistInCurrentStore: boolean;
}

/** Spec section 3: the cart's totals, as the cart calculator answers them. */
export interface CartTotals {
  calculatorTotal: number;
  totalWeight: number;
  totalToPay: number;
}

/** The fees the calculator adds to calculatorTotal to make totalToPay (ours: the spec does not show the calculator). */
export interface CartFees {
  /** What the bags of the chosen bag type cost. */
  bag: number;
  /** The service fee of the chosen service fee type. */
  service: number;
  /**
   * The price of the chosen handover window for this cart (its handover product whose price interval holds the cart's
   * calculatorTotal); null or absent when no window is chosen (or the calculator did not price it).
   */
  handover?: number | null;
}

/** What one bag of each bag type and each service fee type costs, as the calculator answers it (ours, spec silent). */
export interface CartOptionPrices {
  /** Kroner per bag (or box) of each bag type. */
  bagTypes: Partial<Record<BagType, number>>;
  /** Kroner per order of each service fee type. */
  serviceFeeTypes: Partial<Record<ServiceFeeType, number>>;
}

/**
 * What the calculator took off the cart's lines, in kroner (ours: the spec does not show the calculator; the cart shows
 * the saving, spec section 2 "Savings"). Every line's total already has them taken off.
 */
export interface CartDiscounts {
  /** Offer prices (the product's price below its original price). */
  offers: number;
  /** Mix-and-match promotions ('3 for 2', promotion type code 3, spec section 9). */
  promotions: number;
  /** The member's active (AKTIV) coupons. */
  coupons: number;
  /** The three together. */
  total: number;
}

/** Spec section 3, enumeration "Bag/service type": the bag types. */
export const BAG_TYPES = ['PLAST', 'PAPIR', 'PAPPESKE'] as const;
export type BagType = (typeof BAG_TYPES)[number];

/** Spec section 3, enumeration "Bag/service type": the service fee types. */
export const SERVICE_FEE_TYPES = ['OPPSKJAERING', 'OPPSKJAERING_PRIVAT', 'INVOICE'] as const;
export type ServiceFeeType = (typeof SERVICE_FEE_TYPES)[number];

/** Spec section 3: the substitute preference. */
export const SUBSTITUTE_PREFERENCES = ['SIMILAR', 'HISTORY', 'NONE'] as const;
export type SubstitutePreference = (typeof SUBSTITUTE_PREFERENCES)[number];

/** The status field every async area of the store has. */
export type AsyncStatus = 'idle' | 'loading' | 'updating' | 'error';

export const EMPTY_CART_TOTALS: CartTotals = { calculatorTotal: 0, totalWeight: 0, totalToPay: 0 };

export const NO_CART_FEES: CartFees = { bag: 0, service: 0 };

export const NO_CART_DISCOUNTS: CartDiscounts = { offers: 0, promotions: 0, coupons: 0, total: 0 };

/**
 * Spec section 3, "Order defaults: substitutePreference, handoverType Store, bag type, service fee type null". The spec
 * names the default bag type without giving it; ours is the plastic bag (PLAST), the usual default of Norwegian grocery
 * shops. The substitute preference defaults to SIMILAR (spec section 4 turns every other preference into it).
 */
export const ORDER_DEFAULTS = {
  substitutePreference: 'SIMILAR' as SubstitutePreference,
  bagType: 'PLAST' as BagType,
  serviceFeeType: null as ServiceFeeType | null,
};
