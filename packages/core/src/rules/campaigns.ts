/**
 * Spec section 3: the site settings carry the site's "relevant campaign ids" (`campaignIds`). Our reading: the campaigns
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
