import type { CalculatedCartLine, CartCalculation } from '@kurv/core/api';
import {
  type BagType,
  type CartDiscounts,
  type CartFees,
  type CartOptionPrices,
  DEFAULT_PROMOTION_TYPE_CODE,
  type HandoverType,
  type ServiceFeeType,
} from '@kurv/core/domain';
import type { SeedCoupon } from '../seed/coupons';
import { DELIVERY_THRESHOLD, SEED_DELIVERY_AREAS, STORE_THRESHOLD } from '../seed/coverage-seed';
import { BAG_FEES, SERVICE_FEES, SIM_BAG_TYPES, SIM_SERVICE_FEE_TYPES } from '../seed/fees';
import type { SeedProduct } from '../seed/seed-types';

const roundKroner = (value: number) => Math.round(value * 100) / 100;
const roundKilograms = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Spec section 9: the units paid for under a mix-and-match promotion, type code 3 (the default), displayed "N for M":
 * of every N units only M are paid ('3 for 2': every third unit is free). Another type code, a name that is not "N for
 * M" (or asks for more than it gives), no promotion or a quantity that is not whole leave every unit paid.
 */
export function mixAndMatchPaidUnits(
  quantity: number,
  promotionDisplayName: string | null | undefined,
  promotionTypeCode: number = DEFAULT_PROMOTION_TYPE_CODE,
): number {
  const match = promotionDisplayName?.trim().match(/^(\d+) for (\d+)$/);
  if (!match || promotionTypeCode !== DEFAULT_PROMOTION_TYPE_CODE || !Number.isInteger(quantity)) {
    return quantity;
  }
  const buy = Number(match[1]);
  const pay = Number(match[2]);
  if (buy < 2 || pay < 1 || pay >= buy) {
    return quantity;
  }
  return Math.floor(quantity / buy) * pay + (quantity % buy);
}

/**
 * The member's coupon that applies to a product: the first of the member's coupons on its EAN that is active (AKTIV;
 * INAKTIV and BRUKT give nothing, spec section 3) and valid today (validity in days from the simulator's date).
 */
export function applicableCoupon(coupons: readonly SeedCoupon[], ean: string): SeedCoupon | null {
  return (
    coupons.find(
      (coupon) => coupon.productEan === ean && coupon.status === 'AKTIV' && coupon.validFromInDays <= 0 && coupon.validToInDays >= 0,
    ) ?? null
  );
}

/**
 * What a coupon takes off a line (ours: the spec names the coupon's fields, not how it counts). It applies to at most
 * numberOfProducts of the units paid for (a unit a promotion gives free is not discounted again), on the price paid (the
 * offer price): PROSENT takes discountRate per cent off each, KRONER takes discountRate kroner off each, never below 0.
 */
export function couponSaving(coupon: SeedCoupon | null, unitPrice: number, paidUnits: number): number {
  if (coupon === null || paidUnits <= 0) {
    return 0;
  }
  const units = Math.min(coupon.numberOfProducts, Number.isInteger(paidUnits) ? paidUnits : 1);
  const perUnit =
    coupon.discountType === 'PROSENT' ? (unitPrice * Math.min(coupon.discountRate, 100)) / 100 : Math.min(coupon.discountRate, unitPrice);
  return roundKroner(Math.max(perUnit, 0) * units);
}

/** What the calculator needs besides the lines: the choices that decide the fees and the minimum purchase. */
export interface CartCalculationOptions {
  /** Default null: no bags, no bag fee. */
  bagType?: BagType | null;
  /** Default null: no service fee. */
  serviceFeeType?: ServiceFeeType | null;
  /** Default 'Store'. */
  handoverType?: HandoverType;
  /** The store the cart is calculated for (a delivery area's own minimum purchase applies to its stores). */
  gln?: string | null;
  /**
   * The handover products of the chosen window (its price per cart total); default null: no window chosen, no
   * handover price. The handler looks the window up by the body's windowId.
   */
  handoverProducts?: readonly SimPriceInterval[] | null;
  /** The coupons of the member the cart is calculated for (only active ones apply); default none (a guest). */
  coupons?: readonly SeedCoupon[];
}

/** A handover product's price and the calculatorTotal interval it applies to (spec section 3, Handover product). */
export interface SimPriceInterval {
  price: number;
  priceIntervalFrom: number;
  priceIntervalTo: number | null;
}

/** The spec's price-interval epsilon (section 9) and open upper bound, as the clients compare the interval. */
const PRICE_INTERVAL_EPSILON = 0.00001;
const PRICE_INTERVAL_UPPER_DEFAULT = 2e10;

/**
 * The price of the chosen window for a cart: its handover product whose interval holds the calculatorTotal (from
 * inclusive, to exclusive, spec section 5); null without a window, or when no interval holds the total.
 */
export function handoverPrice(products: readonly SimPriceInterval[] | null, calculatorTotal: number): number | null {
  if (products === null) {
    return null;
  }
  const total = calculatorTotal + PRICE_INTERVAL_EPSILON;
  const product = products.find(
    (candidate) => total >= candidate.priceIntervalFrom && total < (candidate.priceIntervalTo ?? PRICE_INTERVAL_UPPER_DEFAULT),
  );
  return product?.price ?? null;
}

/** What each bag (or box) and each service fee costs, for the options' labels. */
export function optionPrices(): CartOptionPrices {
  return {
    bagTypes: Object.fromEntries(SIM_BAG_TYPES.map((type) => [type, BAG_FEES[type].pricePerBag])),
    serviceFeeTypes: Object.fromEntries(SIM_SERVICE_FEE_TYPES.map((type) => [type, SERVICE_FEES[type]])),
  };
}

/** How many bags (or boxes) of a bag type a cart of this weight needs: at least one for a cart with items. */
export function bagsNeeded(bagType: BagType, totalWeight: number, itemCount: number): number {
  if (itemCount === 0) {
    return 0;
  }
  return Math.max(1, Math.ceil(totalWeight / BAG_FEES[bagType].kilogramsPerBag));
}

/** The bag and service fees of a cart (the prices are in `seed/fees.ts`); an empty cart pays none. */
export function cartFees(bagType: BagType | null, serviceFeeType: ServiceFeeType | null, totalWeight: number, itemCount: number): CartFees {
  const bag = bagType === null ? 0 : roundKroner(bagsNeeded(bagType, totalWeight, itemCount) * BAG_FEES[bagType].pricePerBag);
  const service = serviceFeeType === null || itemCount === 0 ? 0 : SERVICE_FEES[serviceFeeType];
  return { bag, service };
}

/**
 * The least calculatorTotal a handover type takes (spec section 8, minimum purchase): delivery from a store of an area
 * with a minimum of its own takes that (the same figure its handover options' price intervals start from).
 */
export function minimumPurchase(handoverType: HandoverType, gln: string | null = null): number {
  if (handoverType === 'Store') {
    return STORE_THRESHOLD;
  }
  const area =
    gln === null ? undefined : SEED_DELIVERY_AREAS.find((candidate) => candidate.glns.includes(gln) && candidate.minimumPurchase);
  return area?.minimumPurchase ?? DELIVERY_THRESHOLD;
}

/**
 * The simulator's cart calculator: offer prices as they are, mix-and-match promotions ('3 for 2') applied, then the
 * member's active coupons, weights summed, then the bag and service fees and the chosen window's price added
 * (totalToPay = calculatorTotal + bag + service + handover), the handover type's minimum purchase and the options'
 * prices answered. Each line answers its saving by kind; `discounts` sums them.
 */
export function calculateCartTotals(
  products: ReadonlyMap<string, SeedProduct>,
  items: readonly { ean: string; quantity: number }[],
  options: CartCalculationOptions = {},
): CartCalculation | { unknownEans: string[] } {
  const unknownEans = items.filter((item) => !products.has(item.ean)).map((item) => item.ean);
  if (unknownEans.length > 0) {
    return { unknownEans };
  }
  const coupons = options.coupons ?? [];
  const lines = items.map((item): CalculatedCartLine => {
    const product = products.get(item.ean) as SeedProduct;
    const full = roundKroner(product.price * item.quantity);
    const paid = mixAndMatchPaidUnits(item.quantity, product.promotionDisplayName, product.promotionTypeCode);
    const afterPromotion = roundKroner(product.price * paid);
    const coupon = couponSaving(applicableCoupon(coupons, item.ean), product.price, paid);
    const lineTotal = roundKroner(afterPromotion - coupon);
    const beforeOffer = product.priceOriginal === null ? full : roundKroner(product.priceOriginal * item.quantity);
    return {
      ean: item.ean,
      quantity: item.quantity,
      unitPrice: product.price,
      lineTotal,
      lineTotalOriginal: beforeOffer > lineTotal + 0.001 ? beforeOffer : null,
      weight: roundKilograms(product.weight * item.quantity),
      offerSaving: roundKroner(Math.max(beforeOffer - full, 0)),
      promotionSaving: roundKroner(full - afterPromotion),
      couponSaving: coupon,
    };
  });
  const calculatorTotal = roundKroner(lines.reduce((sum, line) => sum + line.lineTotal, 0));
  const totalWeight = roundKilograms(lines.reduce((sum, line) => sum + line.weight, 0));
  const { bag, service } = cartFees(options.bagType ?? null, options.serviceFeeType ?? null, totalWeight, lines.length);
  const handover = lines.length === 0 ? null : handoverPrice(options.handoverProducts ?? null, calculatorTotal);
  return {
    items: lines,
    totals: { calculatorTotal, totalWeight, totalToPay: roundKroner(calculatorTotal + bag + service + (handover ?? 0)) },
    fees: { bag, service, handover },
    minimumPurchase: minimumPurchase(options.handoverType ?? 'Store', options.gln ?? null),
    optionPrices: optionPrices(),
    discounts: cartDiscounts(lines),
  };
}

/** The savings of the lines summed by kind, and in all. */
export function cartDiscounts(
  lines: readonly Pick<CalculatedCartLine, 'offerSaving' | 'promotionSaving' | 'couponSaving'>[],
): CartDiscounts {
  const sum = (pick: (line: (typeof lines)[number]) => number) => roundKroner(lines.reduce((total, line) => total + pick(line), 0));
  const offers = sum((line) => line.offerSaving);
  const promotions = sum((line) => line.promotionSaving);
  const coupons = sum((line) => line.couponSaving);
  return { offers, promotions, coupons, total: roundKroner(offers + promotions + coupons) };
}

/** An order's totals (spec section 3): the calculator's, plus the number of units. */
export interface SimOrderTotals {
  calculatorTotal: number;
  totalWeight: number;
  totalQuantity: number;
  totalToPay: number;
}

/**
 * The totals of an order's lines by the simulator's calculator (so an order agrees with its cart), with `totalQuantity`
 * the sum of the lines' quantities. Null when a line's EAN is not a seeded product.
 */
export function orderTotals(
  products: ReadonlyMap<string, SeedProduct>,
  items: readonly { ean: string; quantity: number }[],
  options: CartCalculationOptions = {},
): SimOrderTotals | null {
  const result = calculateCartTotals(products, items, options);
  if ('unknownEans' in result) {
    return null;
  }
  const totalQuantity = Math.round(items.reduce((sum, item) => sum + item.quantity, 0) * 1000) / 1000;
  return { ...result.totals, totalQuantity };
}
