import {
  BAG_TYPES,
  type BagType,
  type CartDiscounts,
  type CartFees,
  type CartOptionPrices,
  type CartTotals,
  NO_CART_DISCOUNTS,
  NO_CART_FEES,
  SERVICE_FEE_TYPES,
  type ServiceFeeType,
  type SubstitutePreference,
} from '../../domain/cart';
import type { HandoverType } from '../../domain/store';
import { array, type Decoder, idString, nullable, number, object, withDefault } from '../decode';
import type { Request } from '../request';

/** One line as the calculator is asked for it. */
export interface CartCalculationLine {
  ean: string;
  quantity: number;
  substitute: boolean;
  shouldSlice: boolean;
}

export interface CartCalculationRequest {
  persistedId: string;
  gln: string | null;
  handoverType: HandoverType;
  bagType: BagType | null;
  serviceFeeType: ServiceFeeType | null;
  substitutePreference: SubstitutePreference;
  /** The chosen handover window, whose price for this cart the calculator adds (fees.handover); null for none. */
  windowId: string | null;
  items: readonly CartCalculationLine[];
}

export interface CalculatedCartLine {
  ean: string;
  quantity: number;
  unitPrice: number;
  /** What the shopper pays for the line: offers, mix-and-match promotions and active coupons taken off. */
  lineTotal: number;
  /** The line without offers, promotions and coupons, when one of them lowered it. */
  lineTotalOriginal: number | null;
  weight: number;
  /** The line's saving by its offer price (0 for none). */
  offerSaving: number;
  /** The line's saving by a mix-and-match promotion such as '3 for 2' (0 for none). */
  promotionSaving: number;
  /** The line's saving by the member's active coupon (0 for none). */
  couponSaving: number;
}

export interface CartCalculation {
  items: CalculatedCartLine[];
  /** totalToPay is calculatorTotal plus the fees. */
  totals: CartTotals;
  /** The bag and service fees in totalToPay; none when the answer leaves them out. */
  fees: CartFees;
  /** The least calculatorTotal the handover type takes (the minimum purchase, spec section 8); null for none. */
  minimumPurchase: number | null;
  /** What each bag type and service fee type costs, so the options can show their prices; null when not answered. */
  optionPrices: CartOptionPrices | null;
  /** The savings taken off the lines, by kind; none when the answer leaves them out. */
  discounts: CartDiscounts;
}

/** A price per type: only the known types with a number are kept (an unknown type or a bad price is left out). */
function pricesOf<Type extends string>(types: readonly Type[]): Decoder<Partial<Record<Type, number>>> {
  return (value) => {
    const prices: Partial<Record<Type, number>> = {};
    if (typeof value === 'object' && value !== null) {
      for (const type of types) {
        const price = (value as Record<string, unknown>)[type];
        if (typeof price === 'number' && Number.isFinite(price) && price >= 0) {
          prices[type] = price;
        }
      }
    }
    return prices;
  };
}

const decodeCalculation: Decoder<CartCalculation> = object<CartCalculation>({
  items: array(
    object<CalculatedCartLine>({
      ean: idString,
      quantity: number,
      unitPrice: number,
      lineTotal: number,
      lineTotalOriginal: nullable(number),
      weight: number,
      offerSaving: withDefault(number, 0),
      promotionSaving: withDefault(number, 0),
      couponSaving: withDefault(number, 0),
    }),
  ),
  totals: object<CartTotals>({ calculatorTotal: number, totalWeight: number, totalToPay: number }),
  fees: withDefault(
    object<CartFees>({ bag: withDefault(number, 0), service: withDefault(number, 0), handover: withDefault(nullable(number), null) }),
    NO_CART_FEES,
  ),
  minimumPurchase: withDefault(nullable(number), null),
  optionPrices: withDefault(
    nullable(object<CartOptionPrices>({ bagTypes: pricesOf(BAG_TYPES), serviceFeeTypes: pricesOf(SERVICE_FEE_TYPES) })),
    null,
  ),
  discounts: withDefault(
    object<CartDiscounts>({
      offers: withDefault(number, 0),
      promotions: withDefault(number, 0),
      coupons: withDefault(number, 0),
      total: withDefault(number, 0),
    }),
    NO_CART_DISCOUNTS,
  ),
});

/**
 * The cart calculator, `POST /api/cart/calculator/{chainid}`: prices every line for the store (offers and promotions
 * applied), adds the bag and service fees and answers the totals and the handover type's minimum purchase. Its shape is
 * "not shown" in the spec; this is ours and the simulator's.
 */
export function calculateCart(request: Request, cart: CartCalculationRequest): Promise<CartCalculation> {
  return request({
    path: '/api/cart/calculator/{chainid}',
    method: 'POST',
    body: {
      persistedId: cart.persistedId,
      gln: cart.gln,
      handoverType: cart.handoverType,
      bagType: cart.bagType,
      serviceFeeType: cart.serviceFeeType,
      substitutePreference: cart.substitutePreference,
      windowId: cart.windowId,
      items: cart.items.map((item) => ({
        ean: item.ean,
        quantity: item.quantity,
        substitute: item.substitute,
        shouldSlice: item.shouldSlice,
      })),
    },
    decode: decodeCalculation,
  });
}
