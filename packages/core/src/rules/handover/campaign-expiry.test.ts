import { describe, expect, it } from 'vitest';
import { type CampaignExpiry, type CampaignProduct, campaignExpiry } from './campaign-expiry';

// Wednesday 25 March 2026 at noon: the weekly campaigns end Saturday 28 March.
const NOW = new Date('2026-03-25T11:00:00Z');
const FRIDAY = '2026-03-27T08:00:00Z';
const MONDAY = '2026-03-30T08:00:00Z';
const SUNDAY_JUST_AFTER_MIDNIGHT_OSLO = '2026-03-28T23:30:00Z'; // Saturday in UTC

const plain: CampaignProduct = { bonusPercent: null, isOffer: false, campaignId: null, coupon: null };
const bonus: CampaignProduct = { ...plain, bonusPercent: 10, campaignId: 'UKESBONUS' };
const offer: CampaignProduct = { ...plain, isOffer: true, campaignId: 'UKESTILBUD' };
const offerOfNoCampaign: CampaignProduct = { ...plain, isOffer: true };
const coupon = (validTo: string | null, status: 'AKTIV' | 'INAKTIV' | 'BRUKT' = 'AKTIV'): CampaignProduct => ({
  ...plain,
  coupon: { couponId: 'KUP-1', status, validTo },
});

describe('campaignExpiry', () => {
  it.each<[string, CampaignProduct[], string | null, Partial<{ campaignIds: string[]; showsBonuses: boolean }>, CampaignExpiry | null]>([
    ['no pickup chosen', [bonus, offer], null, {}, null],
    ['a plain cart, a late pickup', [plain], MONDAY, {}, null],
    ['a bonus product, pickup before Saturday', [bonus], FRIDAY, {}, null],
    ['a bonus product, pickup after Saturday', [bonus], MONDAY, {}, { kind: 'bonus', lastDate: '2026-03-28' }],
    [
      'after Saturday in Oslo though Saturday in UTC',
      [bonus],
      SUNDAY_JUST_AFTER_MIDNIGHT_OSLO,
      {},
      { kind: 'bonus', lastDate: '2026-03-28' },
    ],
    ['a bonus product for an organisation', [bonus], MONDAY, { showsBonuses: false }, null],
    ['a bonus of a campaign the site does not list', [bonus], MONDAY, { campaignIds: ['KIMS-3FOR2'] }, null],
    ['an offer of a campaign, pickup after Saturday', [offer], MONDAY, {}, { kind: 'discount', lastDate: '2026-03-28' }],
    ['an offer of a campaign, pickup before Saturday', [offer], FRIDAY, {}, null],
    ['an offer of no campaign (no known end)', [offerOfNoCampaign], MONDAY, {}, null],
    ['an offer and a bonus, pickup after Saturday', [bonus, offer], MONDAY, {}, { kind: 'discountAndBonus', lastDate: '2026-03-28' }],
    [
      'an offer and a bonus for an organisation: the offer',
      [bonus, offer],
      MONDAY,
      { showsBonuses: false },
      { kind: 'discount', lastDate: '2026-03-28' },
    ],
    ['an active coupon ending before the pickup', [coupon('2026-03-26')], FRIDAY, {}, { kind: 'coupon', lastDate: '2026-03-26' }],
    ['an active coupon on the pickup day', [coupon('2026-03-27')], FRIDAY, {}, null],
    ['an inactive coupon ending before the pickup', [coupon('2026-03-26', 'INAKTIV')], FRIDAY, {}, null],
    ['a used coupon', [coupon('2026-03-26', 'BRUKT')], FRIDAY, {}, null],
    ['a coupon without an end', [coupon(null)], MONDAY, {}, null],
    [
      'a coupon and an offer lost: the offer, the earlier end',
      [coupon('2026-03-26'), offer],
      MONDAY,
      {},
      { kind: 'discount', lastDate: '2026-03-26' },
    ],
    ['a coupon and a bonus lost', [coupon('2026-03-29'), bonus], MONDAY, {}, { kind: 'discountAndBonus', lastDate: '2026-03-28' }],
    [
      'a coupon lost, the bonus kept (pickup before Saturday)',
      [coupon('2026-03-26'), bonus],
      FRIDAY,
      {},
      { kind: 'coupon', lastDate: '2026-03-26' },
    ],
  ])('%s', (_situation, products, pickupFrom, options, expected) => {
    expect(campaignExpiry({ products, pickupFrom, now: NOW, campaignIds: [], showsBonuses: true, ...options })).toEqual(expected);
  });
});
