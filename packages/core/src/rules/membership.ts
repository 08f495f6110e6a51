import type { ExtendedUser } from '../domain/extended-user';

/** Spec section 6: a loyalty member has a consent for the configured agreement with status 'true'. */
export function isLoyaltyMember(user: Pick<ExtendedUser, 'currentMember'> | null, agreementId: string | null): boolean {
  if (!user?.currentMember || agreementId === null) {
    return false;
  }
  return user.currentMember.consents.some((consent) => consent.agreementId === agreementId && consent.status === 'true');
}

/** Spec section 6: corporate users belong to an organisation household. */
export function isCorporateUser(user: Pick<ExtendedUser, 'household'> | null): boolean {
  return user?.household?.isOrganization === true;
}

/** Spec section 6: bonus badges and messages for fully logged-in loyalty members, never for organisations. */
export function showsLoyaltyBonuses(user: ExtendedUser | null, loginLevel: 0 | 1 | 2, agreementId: string | null): boolean {
  return loginLevel === 2 && !isCorporateUser(user) && isLoyaltyMember(user, agreementId);
}

/**
 * Here beside the other rules of what a member is shown (a module of its own would be a chunk of its own in the
 * bundles). Spec section 3: the site settings carry the site's "relevant campaign ids" (`campaignIds`). Our reading: the campaigns
 * the widgets show (a product's member bonus of the weekly-bonus campaign, its promotion, and the time page's
 * campaign-expiry message that follows from that bonus) are limited to those ids while the list is not empty; an empty
 * list shows every campaign. A deal the platform ties to no campaign (no `campaignId`) is not a campaign the site can
 * name, so it shows either way. What is only not shown stays priced: the cart calculator decides the amounts.
 */
export function campaignShown(campaignId: string | null | undefined, campaignIds: readonly string[]): boolean {
  if (campaignIds.length === 0 || campaignId === null || campaignId === undefined || campaignId === '') {
    return true;
  }
  return campaignIds.includes(campaignId);
}
