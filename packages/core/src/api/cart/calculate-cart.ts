import type { CartTotals } from '../../domain/cart';
import type { HandoverType } from '../../domain/store';
import { array, type Decoder, idString, nullable, number, object } from '../decode';
import type { Request } from '../request';

export interface CartCalculationRequest {
  persistedId: string;
  gln: string | null;
  handoverType: HandoverType;
  items: readonly { ean: string; quantity: number }[];
}

export interface CalculatedCartLine {
  ean: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  /** The line without offers, when an offer or a mix-and-match promotion lowered it. */
  lineTotalOriginal: number | null;
  weight: number;
}

export interface CartCalculation {
  items: CalculatedCartLine[];
  totals: CartTotals;
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
    }),
  ),
  totals: object<CartTotals>({ calculatorTotal: number, totalWeight: number, totalToPay: number }),
});

/**
 * The cart calculator: prices every line for the store (offers and promotions applied) and
 * answers the totals. Its shape is "not shown" in the spec; this is ours and the simulator's.
 */
export function calculateCart(request: Request, cart: CartCalculationRequest): Promise<CartCalculation> {
  return request({
    path: '/api/cart/calculator/{chainid}',
    method: 'POST',
    body: {
      persistedId: cart.persistedId,
      gln: cart.gln,
      handoverType: cart.handoverType,
      items: cart.items.map((item) => ({ ean: item.ean, quantity: item.quantity })),
    },
    decode: decodeCalculation,
  });
}
