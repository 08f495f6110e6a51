import { BAG_TYPES, SERVICE_FEE_TYPES, SUBSTITUTE_PREFERENCES } from '../../domain/cart';
import type { Order, OrderLine } from '../../domain/order';
import { array, boolean, type Decoder, idString, nullable, number, object, oneOf, string, withDefault } from '../decode';
import { ignoreBody } from '../empty-answer';
import { decodeHandoverInfo } from '../extended-user/decode-extended-user';
import type { Request } from '../request';

const text = withDefault(string, '');

export const decodeOrder: Decoder<Order> = object<Order>({
  ngOrderId: nullable(idString),
  mwOrderId: nullable(idString),
  pickupCode: withDefault(idString, ''),
  status: number,
  store: object({ name: text, gln: idString, pickupGln: nullable(idString) }),
  handoverInfo: decodeHandoverInfo,
  substitutePreference: withDefault(oneOf(SUBSTITUTE_PREFERENCES), 'SIMILAR'),
  substituteComment: text,
  bagType: nullable(oneOf(BAG_TYPES)),
  serviceFeeType: nullable(oneOf(SERVICE_FEE_TYPES)),
  paymentMethod: nullable(string),
  originalCart: object({
    items: array(
      object<OrderLine>({
        ean: idString,
        quantity: number,
        substitute: withDefault(boolean, true),
        shouldSlice: withDefault(boolean, false),
      }),
    ),
  }),
  totals: object({
    calculatorTotal: withDefault(number, 0),
    totalWeight: withDefault(number, 0),
    totalQuantity: withDefault(number, 0),
    totalToPay: withDefault(number, 0),
  }),
  customer: withDefault(object({ firstName: text, lastName: text, mobile: text, email: text }), {
    firstName: '',
    lastName: '',
    mobile: '',
    email: '',
  }),
  invoice: nullable(object({ costCenter: text, reference: text })),
  isPendingProcessing: withDefault(boolean, false),
});

const orderPath = (memberId: string, orderId?: string) =>
  `/api/order/{chainid}/${encodeURIComponent(memberId)}${orderId === undefined ? '' : `/${encodeURIComponent(orderId)}`}`;

/** Spec section 7: `GET /api/order/{chainid}/{memberId}/{orderId}`. */
export function getOrder(request: Request, memberId: string, orderId: string): Promise<Order> {
  return request({ path: orderPath(memberId, orderId), decode: decodeOrder, noCache: true });
}

/** The member's orders, newest first (our route: the spec does not show how orders are listed). */
export async function getOrders(request: Request, memberId: string): Promise<Order[]> {
  return (await request({ path: orderPath(memberId), decode: object({ orders: array(decodeOrder) }), noCache: true })).orders;
}

/** Removes (cancels) an order being edited (spec section 4: "Removing the order empties the cart"); our route. */
export async function removeOrder(request: Request, memberId: string, orderId: string): Promise<void> {
  await request({ path: orderPath(memberId, orderId), method: 'DELETE', decode: ignoreBody });
}
