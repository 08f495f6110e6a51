// What the cart popup shows: the view functions of this folder answer these, ui's cart takes them as props.

import type { ProductImageView } from '../format/product-image';

/** One line of the cart popup, as cartLinesView answers it from a cart item (spec section 3, "Cart item"). */
export interface CartLineView {
  ean: string;
  /** The product's title; '' (or blank) is shown as texts.unknownProduct ('Ukjent vare'). */
  title: string;
  /** The product's subtitle (e.g. '1 l'); '' for none. */
  subtitle: string;
  quantity: number;
  /** How much one step of the stepper changes the quantity (the product's unit rule); 1 when absent. */
  step?: number;
  /** Stops the stepper's increase button (a stock, order or drug limit is reached). */
  increaseDisabled: boolean;
  /** The quantity picker: the stepper (default) or, for corporate users (spec section 6), the dropdown. */
  picker?: 'stepper' | 'dropdown';
  /** The greatest quantity the line may reach (a stock, order or drug limit); the dropdown offers nothing above it. */
  maxQuantity?: number | null;
  /**
   * The line's amount (cartLineAmount): the calculator's line total when it was calculated for this quantity, else
   * quantity × unit price; never one that disagrees with the quantity. Null only in fixtures of old.
   */
  lineTotal: number | null;
  /** The line's amount without offers, when an offer lowered it; null otherwise. */
  lineTotalOriginal: number | null;
  /** The amount is quantity × unit price because the calculation failed: shown marked not updated. Default false. */
  notUpdated?: boolean;
  /** The shopper accepts a substitute for this line. */
  substitute: boolean;
  /** Bread that can be sliced (isBreadAndCanSlice): the slicing checkbox shows. */
  canSlice: boolean;
  /** The bread is sliced in the store. */
  shouldSlice: boolean;
  /** The product is not sold in the chosen store ('Ikke tilgjengelig i valgt butikk'). */
  notInStore: boolean;
  /** A stock or limit message for the line (e.g. 'Det er bare 2 av denne varen igjen på lager.'); null for none. */
  notice: string | null;
  /** Short labels (e.g. 'Maks antall per kunde', 'Bestillingsvare'). */
  labels: string[];
  /** The product's small image (spec section 9), or null for none; absent in views made before images. */
  image?: ProductImageView | null;
  /** The product's promotion (promotionDisplayName, e.g. '3 for 2'); null or absent for none. */
  promotionName?: string | null;
  /** The member's active coupon on the product shows ('Kupong aktivert'); absent is false. */
  couponActive?: boolean;
  /** What the line saves by offers, promotions and coupons, from the calculator's answer; null or absent for none. */
  saving?: number | null;
  /** Feature flag `productPriceVisible`: false shows no price on the line (its amount, struck price, saving); absent is true. */
  showsPrice?: boolean;
}

/** One item of the unavailable-products dialog (spec section 2). */
export interface UnavailableProductView {
  ean: string;
  /** '' (or blank) is shown as texts.unknownProduct ('Ukjent vare'). */
  title: string;
  /** '' for none. */
  subtitle: string;
  /** The product's small image (spec section 9), or null or absent for none. */
  image?: ProductImageView | null;
}
