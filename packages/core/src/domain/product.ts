/** A product of the chain's assortment (spec section 3, "Product"). */
export interface Product {
  ean: string;
  title: string;
  subtitle: string;
  brand: string;
  vendor: string;
  categoryName: string;
  /** Price of one sales unit now (after an offer), in kroner. For weight products: an estimate per piece. */
  price: number;
  /** Price of one sales unit before the offer, when the product is on offer. */
  priceOriginal: number | null;
  /** Comparison price per `unit` (kr per kg, l or piece). */
  pricePerUnit: number;
  pricePerUnitOriginal: number | null;
  /** The comparison unit: 'kg', 'l' or 'stk'. */
  unit: string;
  /** How many items one step of the quantity picker adds. */
  unitRule: number;
  productSoldByWeight: boolean;
  /** Weight of one sales unit in kilograms (an estimate for weight products). */
  weight: number;
  isForSale: boolean;
  isOutOfStock: boolean;
  availableInventory: number | null;
  maxQuantityPerOrder: number | null;
  maxQuantityPerOrderFrom: string | null;
  maxQuantityPerOrderTo: string | null;
  drug: ProductDrug | null;
  isOffer: boolean;
  /** Spec section 3: bread the store can slice (the cart line then offers slicing). */
  isBreadAndCanSlice: boolean;
  /**
   * Whether the product is sold in the store the products were asked for (the `gln` of the products call). Not in the
   * spec's product: the cart item's doesNotExistInCurrentStore (availability code 5) is set from it. Default true.
   */
  existsInStore: boolean;
  /** Spec section 3: the member's coupon on the product, when there is one. */
  coupon: ProductCoupon | null;
  /**
   * The loyalty bonus in per cent the product gives members, shown as a badge ('{n} % {product}-bonus!', spec section 9);
   * null for none. Not in the spec's product: the badges of spec section 6 need a figure.
   */
  bonusPercent: number | null;
  /** Ordered from the supplier for each order: up to 2 days' delivery (spec sections 3 and 9). */
  mustOrderFromSupplier: boolean;
  /** Days of preparation before handover (spec section 3, leadTime); null for none. */
  leadTime: number | null;
  /**
   * The buyer's minimum age (e.g. 18); null for none. Not in the spec's product: the handover windows' age rule
   * (ageRestrictedProductsAllowed) needs to know the cart has such items, so the product says so.
   */
  ageLimit: number | null;
  /**
   * Alcohol, handed over only inside the alcohol sales hours. Not in the spec's product: the windows' alcohol rule
   * (alcoholAllowed) needs it, so the product says so.
   */
  containsAlcohol: boolean;
  promotionDisplayName: string | null;
  /**
   * The campaign the product's member bonus or promotion belongs to (e.g. the weekly-bonus campaign); null or absent for
   * none. Not in the spec's product: the site's relevant campaign ids (settings `campaignIds`) need a campaign to match.
   */
  campaignId?: string | null;
  notForSaleText: string | null;
  imageUrl: string | null;
}

/** Spec section 3: a non-prescription drug and its purchase restriction. */
export interface ProductDrug {
  isForChildren: boolean;
  atcCode: string;
  /** How many of the ATC code and adult/child group may be bought per order. */
  restriction: number | null;
}

/** Spec section 3: coupon statuses. */
export const COUPON_STATUSES = ['AKTIV', 'INAKTIV', 'BRUKT'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

/** Spec section 3: the product's coupon {couponId, status}. */
/**
 * Spec section 9: "Promotion default type code 3 (mix-and-match)": a promotion without a type code is a mix-and-match
 * ('3 for 2'). Here, beside the product, so the simulator's calculator (which may use core's domain only) shares it.
 */
export const DEFAULT_PROMOTION_TYPE_CODE = 3;

/**
 * The longest address of a product lookup (`GET /api/products/{chainid}?eans=...`), in characters: the platform's
 * gateway, as most servers, proxies and CDNs, is only safe with addresses up to about 2,000 characters (many proxies'
 * and old browsers' limit). The simulator answers a longer one with 414 URI Too Long; the client keeps its calls under
 * it (api/products/product-lookup-calls.ts, MAX_EANS_PER_PRODUCT_LOOKUP).
 */
export const PRODUCT_LOOKUP_MAX_URL_LENGTH = 2000;

export interface ProductCoupon {
  couponId: string;
  status: CouponStatus;
  /** The coupon's last valid day (yyyy-MM-dd, spec section 3's Coupon validTo), when the platform sends it. */
  validTo?: string | null;
}

/** Spec section 3: how a coupon's discountRate reads. Not listed by the spec; ours: per cent or kroner off. */
export const COUPON_DISCOUNT_TYPES = ['PROSENT', 'KRONER'] as const;
export type CouponDiscountType = (typeof COUPON_DISCOUNT_TYPES)[number];

/** Spec section 3: a member's coupon. */
export interface Coupon {
  couponId: string;
  couponTitle: string;
  campaignName: string;
  categoryId: string | null;
  categoryTitle: string;
  /** Per cent or kroner off, by discountType. */
  discountRate: number;
  discountType: CouponDiscountType;
  /** How many units the discount applies to. */
  numberOfProducts: number;
  productEan: string | null;
  /** yyyy-MM-dd */
  validFrom: string;
  /** yyyy-MM-dd, the last valid day. */
  validTo: string;
  status: CouponStatus;
}
