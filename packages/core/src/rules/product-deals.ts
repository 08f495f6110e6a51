import type { Product } from '../domain/product';
import type { FeatureFlags } from '../settings/site-settings';
import { campaignShown } from './membership';

/** What a product's promotion and coupon show on its add-to-cart button and its cart line. */
export interface ProductDeals {
  /** The promotion's display name (e.g. '3 for 2', spec section 3 promotionDisplayName); null for none. */
  promotionName: string | null;
  /** The member's coupon on the product is active (status AKTIV) and coupons show (feature flag `coupons`). */
  couponActive: boolean;
}

/**
 * Spec sections 3 and 9: a product shows its promotion's display name (a blank one is none), and the member's coupon
 * when it is active (AKTIV; an inactive INAKTIV or used BRUKT coupon gives nothing) and the `coupons` flag (default on)
 * is on. The promotion shows only when its campaign is one of the site's (`campaignIds`, campaignShown). The calculator
 * decides the prices; this says only what is named.
 */
export function productDeals(
  product: Pick<Product, 'promotionDisplayName' | 'coupon' | 'campaignId'>,
  features: Pick<FeatureFlags, 'coupons'> & { campaignIds?: readonly string[] },
): ProductDeals {
  const name = campaignShown(product.campaignId, features.campaignIds ?? []) ? (product.promotionDisplayName?.trim() ?? '') : '';
  return {
    promotionName: name === '' ? null : name,
    couponActive: features.coupons && product.coupon?.status === 'AKTIV',
  };
}
