import type { Coupon, Product } from '../../domain/product';

/** Per EAN: being fetched, known, not in the assortment, or failed (may be retried). */
export type ProductStatus = 'loading' | 'loaded' | 'missing' | 'error';

export interface CatalogSlice {
  catalog: {
    products: Record<string, Product>;
    status: Record<string, ProductStatus>;
    /** Per EAN whose lookup failed: what the shopper reads (spec section 8, errorTextOf); gone once it loads. */
    errors: Record<string, string>;
  };
  /**
   * Makes sure the products are known. Calls that follow each other within PRODUCT_BATCH_WINDOW_MS are batched into
   * one request (for at most PRODUCT_BATCH_MAX_WAIT_MS); a product already known, missing or on its way is not asked
   * for again. Never rejects.
   *
   * `forButtons` true: the lookup of `<add-to-cart-button>`s' products, which asks for nothing while the site sells
   * nothing online (settings.features.addToCart off: the buttons show nothing). The cart's own lookups (a member's
   * platform cart, an order being changed, `window.kurv`'s adds) ask either way: their lines need their products.
   */
  loadProducts: (eans: readonly string[], forButtons?: boolean) => Promise<void>;
  /**
   * Asks again for every product known (loaded or missing) and not on its way, in one batched request, keeping them
   * meanwhile: after a login or logout, a product's member-specific facts (the member's coupon, spec section 3) and the
   * member's store change. Never rejects.
   */
  reloadProducts: () => Promise<void>;
  /**
   * Activates the member's coupon (INAKTIV → AKTIV) and tracks it (spec section 7: coupon activation). Rejects with the
   * platform's error when refused (a used coupon); does nothing without a logged-in member.
   */
  activateCoupon: (couponId: string) => Promise<void>;
  /** The fully logged-in member's coupons as the platform answers them (not kept); an empty list for anyone else. */
  loadCoupons: () => Promise<Coupon[]>;
}

declare module '../shop-state' {
  /** The catalog slice's part of the shop's state. */
  interface ShopState extends CatalogSlice {}
}
