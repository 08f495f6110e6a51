import type { CouponStatus } from '@kurv/core/domain';

/** How a coupon's discountRate reads: per cent off, or kroner off. */
export type SeedCouponDiscountType = 'PROSENT' | 'KRONER';

/** A member's coupon (spec section 3, "Coupon"), its validity as days from the simulator's date. */
export interface SeedCoupon {
  couponId: string;
  couponTitle: string;
  campaignName: string;
  categoryId: string;
  categoryTitle: string;
  /** Per cent or kroner off, by discountType. */
  discountRate: number;
  discountType: SeedCouponDiscountType;
  /** How many units the discount applies to. */
  numberOfProducts: number;
  productEan: string;
  /** The first valid day, as days from the simulator's date in Oslo (negative: in the past). */
  validFromInDays: number;
  /** The last valid day, as days from the simulator's date in Oslo. */
  validToInDays: number;
  status: CouponStatus;
}

const WEEKLY_CAMPAIGN = 'Ukens kuponger';

/**
 * The seeded members' coupons by member id: every member has one active (AKTIV), one not yet activated (INAKTIV) and one
 * used (BRUKT) coupon, each on a different seeded product. Kari (M-100001) also has an inactive salmon coupon that
 * runs out in 3 days, for the campaign-expiry message. Valid from 7 days before the simulator's date to 14 after.
 *
 * - Kari (M-100001): KUP-1001 AKTIV 20 % Norvegia, KUP-1002 INAKTIV 30 % Freia Melkesjokolade, KUP-1003 BRUKT 10 kr
 *   Friele Frokostkaffe, KUP-1004 INAKTIV 25 % Laksefilet (ends in 3 days)
 * - Ola (M-100002): KUP-2001 AKTIV 25 % Kvikk Lunsj, KUP-2002 INAKTIV 20 % Evergood, KUP-2003 BRUKT 5 kr Sunniva
 * - Per (M-100003): KUP-3001 AKTIV 20 % Zalo, KUP-3002 INAKTIV 15 % Jasminris, KUP-3003 BRUKT 10 kr Barilla Fusilli
 * - Lise (M-100004): KUP-4001 AKTIV 20 % Mills Kaviar, KUP-4002 INAKTIV 20 % Stabburet Leverpostei, KUP-4003 BRUKT
 *   10 kr Axa havregryn
 */
export const SEED_COUPONS: Readonly<Record<string, readonly SeedCoupon[]>> = {
  'M-100001': [
    {
      couponId: 'KUP-1001',
      couponTitle: '20 % rabatt på Norvegia 26 %',
      campaignName: WEEKLY_CAMPAIGN,
      categoryId: '400',
      categoryTitle: 'Ost',
      discountRate: 20,
      discountType: 'PROSENT',
      numberOfProducts: 1,
      productEan: '7038551135202',
      validFromInDays: -7,
      validToInDays: 14,
      status: 'AKTIV',
    },
    {
      couponId: 'KUP-1002',
      couponTitle: '30 % rabatt på Freia Melkesjokolade',
      campaignName: WEEKLY_CAMPAIGN,
      categoryId: '700',
      categoryTitle: 'Snacks og godteri',
      discountRate: 30,
      discountType: 'PROSENT',
      numberOfProducts: 2,
      productEan: '7063734197821',
      validFromInDays: -7,
      validToInDays: 14,
      status: 'INAKTIV',
    },
    {
      couponId: 'KUP-1003',
      couponTitle: '10 kr rabatt på Friele Frokostkaffe',
      campaignName: WEEKLY_CAMPAIGN,
      categoryId: '900',
      categoryTitle: 'Kaffe og te',
      discountRate: 10,
      discountType: 'KRONER',
      numberOfProducts: 1,
      productEan: '7058215979409',
      validFromInDays: -7,
      validToInDays: 14,
      status: 'BRUKT',
    },
    {
      couponId: 'KUP-1004',
      couponTitle: '25 % rabatt på Laksefilet med skinn',
      campaignName: 'Sjømatuka',
      categoryId: '500',
      categoryTitle: 'Fisk og sjømat',
      discountRate: 25,
      discountType: 'PROSENT',
      numberOfProducts: 1,
      productEan: '7023262224406',
      validFromInDays: -7,
      validToInDays: 3,
      status: 'INAKTIV',
    },
  ],
  'M-100002': [
    {
      couponId: 'KUP-2001',
      couponTitle: '25 % rabatt på Kvikk Lunsj',
      campaignName: WEEKLY_CAMPAIGN,
      categoryId: '700',
      categoryTitle: 'Snacks og godteri',
      discountRate: 25,
      discountType: 'PROSENT',
      numberOfProducts: 1,
      productEan: '7012630695801',
      validFromInDays: -7,
      validToInDays: 14,
      status: 'AKTIV',
    },
    {
      couponId: 'KUP-2002',
      couponTitle: '20 % rabatt på Evergood Classic',
      campaignName: WEEKLY_CAMPAIGN,
      categoryId: '900',
      categoryTitle: 'Kaffe og te',
      discountRate: 20,
      discountType: 'PROSENT',
      numberOfProducts: 1,
      productEan: '7049778016878',
      validFromInDays: -7,
      validToInDays: 14,
      status: 'INAKTIV',
    },
    {
      couponId: 'KUP-2003',
      couponTitle: '5 kr rabatt på Sunniva Appelsinjuice',
      campaignName: WEEKLY_CAMPAIGN,
      categoryId: '800',
      categoryTitle: 'Drikke',
      discountRate: 5,
      discountType: 'KRONER',
      numberOfProducts: 1,
      productEan: '7082118111123',
      validFromInDays: -7,
      validToInDays: 14,
      status: 'BRUKT',
    },
  ],
  'M-100003': [
    {
      couponId: 'KUP-3001',
      couponTitle: '20 % rabatt på Zalo Oppvaskmiddel',
      campaignName: WEEKLY_CAMPAIGN,
      categoryId: '1100',
      categoryTitle: 'Husholdning',
      discountRate: 20,
      discountType: 'PROSENT',
      numberOfProducts: 2,
      productEan: '7013140497732',
      validFromInDays: -7,
      validToInDays: 14,
      status: 'AKTIV',
    },
    {
      couponId: 'KUP-3002',
      couponTitle: '15 % rabatt på Jasminris',
      campaignName: WEEKLY_CAMPAIGN,
      categoryId: '600',
      categoryTitle: 'Middag og tilbehør',
      discountRate: 15,
      discountType: 'PROSENT',
      numberOfProducts: 1,
      productEan: '7048382042051',
      validFromInDays: -7,
      validToInDays: 14,
      status: 'INAKTIV',
    },
    {
      couponId: 'KUP-3003',
      couponTitle: '10 kr rabatt på Barilla Fusilli',
      campaignName: WEEKLY_CAMPAIGN,
      categoryId: '600',
      categoryTitle: 'Middag og tilbehør',
      discountRate: 10,
      discountType: 'KRONER',
      numberOfProducts: 1,
      productEan: '7077294726988',
      validFromInDays: -7,
      validToInDays: 14,
      status: 'BRUKT',
    },
  ],
  'M-100004': [
    {
      couponId: 'KUP-4001',
      couponTitle: '20 % rabatt på Mills Kaviar',
      campaignName: WEEKLY_CAMPAIGN,
      categoryId: '1000',
      categoryTitle: 'Frokost og pålegg',
      discountRate: 20,
      discountType: 'PROSENT',
      numberOfProducts: 1,
      productEan: '7045130499440',
      validFromInDays: -7,
      validToInDays: 14,
      status: 'AKTIV',
    },
    {
      couponId: 'KUP-4002',
      couponTitle: '20 % rabatt på Stabburet Leverpostei',
      campaignName: WEEKLY_CAMPAIGN,
      categoryId: '1000',
      categoryTitle: 'Frokost og pålegg',
      discountRate: 20,
      discountType: 'PROSENT',
      numberOfProducts: 1,
      productEan: '7008954771185',
      validFromInDays: -7,
      validToInDays: 14,
      status: 'INAKTIV',
    },
    {
      couponId: 'KUP-4003',
      couponTitle: '10 kr rabatt på Axa Lettkokte havregryn',
      campaignName: WEEKLY_CAMPAIGN,
      categoryId: '1000',
      categoryTitle: 'Frokost og pålegg',
      discountRate: 10,
      discountType: 'KRONER',
      numberOfProducts: 1,
      productEan: '7066476133911',
      validFromInDays: -7,
      validToInDays: 14,
      status: 'BRUKT',
    },
  ],
};
