import type { Product } from '../../domain/product';
import { campaignShown } from '../membership';
import type { CampaignExpiryKind } from './handover-messages';
import { weeklyBonusEnd } from './handover-messages';
import { osloDateOf } from './oslo-calendar';

/** What the campaign-expiry message names: which reward the chosen day loses, and the last day that keeps it. */
export interface CampaignExpiry {
  kind: CampaignExpiryKind;
  /** yyyy-MM-dd (Oslo): the last day a pickup keeps every reward the message names. */
  lastDate: string;
}

/** A cart line's product, as far as its campaign rewards go. */
export type CampaignProduct = Pick<Product, 'bonusPercent' | 'isOffer' | 'campaignId' | 'coupon'>;

/** The time page's situation: the cart's products, the chosen pickup, now, and who sees what. */
export interface CampaignExpiryInput {
  products: readonly CampaignProduct[];
  /** The chosen (or saved) pickup's start, ISO; null when none is chosen. */
  pickupFrom: string | null;
  now: Date;
  /** Settings `campaignIds`: only the site's campaigns can run out (campaignShown). */
  campaignIds: readonly string[];
  /** Members with loyalty bonuses (spec section 6: not organisations). */
  showsBonuses: boolean;
}

/**
 * Spec section 8: "Campaign expiry: 'Bytt til en dato senest {dd.MM} for å få din {product}-bonus / din kupongrabatt /
 * rabatten / rabatt og mer {product}-bonus'". The spec does not say which rewards run out when; our reading:
 * - the weekly campaigns (spec section 9: "weekly-bonus campaign ends the coming Saturday") hold the products' member
 *   bonuses (bonusPercent) and the offers of a campaign (isOffer with a campaignId), both of the site's campaigns;
 * - a member's active (AKTIV) coupon on a product runs to its validTo.
 * A chosen pickup after such an end (Oslo dates) loses the reward: a lost bonus with a lost offer or coupon is
 * 'rabatt og mer {product}-bonus', a bonus alone 'din {product}-bonus', an offer (with or without a coupon) 'rabatten',
 * a coupon alone 'din kupongrabatt'. The date is the earliest end among the rewards lost. Nothing lost, or no pickup
 * chosen: null.
 */
export function campaignExpiry(input: CampaignExpiryInput): CampaignExpiry | null {
  const { products, pickupFrom, now, campaignIds, showsBonuses } = input;
  if (pickupFrom === null) {
    return null;
  }
  const pickupDate = osloDateOf(pickupFrom);
  const weeklyEnd = weeklyBonusEnd(now);
  const weeklyLost = pickupDate > weeklyEnd;
  const bonusLost =
    weeklyLost &&
    showsBonuses &&
    products.some((product) => (product.bonusPercent ?? 0) > 0 && campaignShown(product.campaignId, campaignIds));
  const offerLost =
    weeklyLost &&
    products.some((product) => product.isOffer && product.campaignId != null && campaignShown(product.campaignId, campaignIds));
  const couponEnds = products.flatMap((product) => {
    const validTo = product.coupon?.status === 'AKTIV' ? (product.coupon.validTo ?? null) : null;
    return validTo !== null && pickupDate > validTo ? [validTo] : [];
  });
  const couponLost = couponEnds.length > 0;
  const kind: CampaignExpiryKind | null =
    bonusLost && (offerLost || couponLost)
      ? 'discountAndBonus'
      : bonusLost
        ? 'bonus'
        : offerLost
          ? 'discount'
          : couponLost
            ? 'coupon'
            : null;
  if (kind === null) {
    return null;
  }
  const ends = [...(bonusLost || offerLost ? [weeklyEnd] : []), ...couponEnds].sort();
  return { kind, lastDate: ends[0] ?? weeklyEnd };
}
