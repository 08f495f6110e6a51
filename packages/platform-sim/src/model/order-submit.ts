import { type HandoverInfo, ORDER_STATUS, type OrderLine } from '@kurv/core/domain';
import { osloIso, simNow } from '../clock';
import type { SimPaymentMethod } from '../seed/order-seed';
import { storeProductOverride } from '../seed/store-assortment';
import type { SimHandoverInfo } from '../seed/user-types';
import { orderTotals } from './calculator';
import { CartBodyProblem, readBagType, readCartLines, readServiceFeeType, readSubstitutePreference, tryReadCartBody } from './cart-body';
import { orderCustomer } from './seeded-orders';
import type { SimOrder, SimState } from './sim-state';

/** The platform's answer (422) to an order none of whose lines can be delivered. */
export const NO_LINE_AVAILABLE_MESSAGE = 'Ingen av varene er tilgjengelig';

/** The platform's answer (422) to an order without a chosen handover window. */
export const NO_WINDOW_MESSAGE = 'Velg tidspunkt for levering eller henting før du bestiller';

const PAYMENT_METHODS: readonly SimPaymentMethod[] = ['CARD', 'INVOICE', 'VIPPS'];

/** A new order as `POST /api/order/{chainid}/{memberId}` takes it: the client order's lines and choices. */
export interface SimOrderSubmit {
  items: OrderLine[];
  substitutePreference: SimOrder['substitutePreference'];
  substituteComment: string;
  bagType: SimOrder['bagType'];
  serviceFeeType: SimOrder['serviceFeeType'];
  paymentMethod: SimPaymentMethod | null;
  invoice: SimOrder['invoice'];
}

/** A line the platform left out of an order: its product and quantity, for the site's put-back. */
export interface SimRefusedLine {
  ean: string;
  quantity: number;
}

/**
 * Reads a submit body: `items` (at least one `{ ean, quantity > 0, substitute?, shouldSlice? }`) and optionally
 * `substitutePreference`, `substituteComment`, `bagType`, `serviceFeeType`, `paymentMethod` (CARD, INVOICE, VIPPS or
 * null) and `invoiceReference`/`costCenter`. Answers a CartBodyProblem for a bad body.
 */
export function readOrderSubmit(body: Record<string, unknown> | null): SimOrderSubmit | CartBodyProblem {
  return tryReadCartBody(() => {
    if (!body) {
      throw new CartBodyProblem('Body must be a JSON object');
    }
    const items = readCartLines(body.items);
    if (items.length === 0) {
      throw new CartBodyProblem('items must hold at least one line');
    }
    const paymentMethod = body.paymentMethod ?? null;
    if (paymentMethod !== null && !PAYMENT_METHODS.includes(paymentMethod as SimPaymentMethod)) {
      throw new CartBodyProblem(`paymentMethod must be one of ${PAYMENT_METHODS.join(', ')} or null`);
    }
    const text = (value: unknown, field: string) => {
      if (value === undefined || value === null) {
        return '';
      }
      if (typeof value !== 'string') {
        throw new CartBodyProblem(`${field} must be a string`);
      }
      return value;
    };
    const invoiceReference = text(body.invoiceReference, 'invoiceReference');
    const costCenter = text(body.costCenter, 'costCenter');
    return {
      items,
      substitutePreference: readSubstitutePreference(body.substitutePreference),
      substituteComment: text(body.substituteComment, 'substituteComment'),
      bagType: readBagType(body.bagType) ?? 'PLAST',
      serviceFeeType: readServiceFeeType(body.serviceFeeType),
      paymentMethod: paymentMethod as SimPaymentMethod | null,
      invoice: paymentMethod === 'INVOICE' ? { reference: invoiceReference, costCenter } : null,
    };
  });
}

/**
 * The lines the picking store cannot deliver now: products the platform does not know, does not sell on line, the store
 * does not carry or has not enough of, and the products the control API marked sold out at order time
 * (`POST /__sim/orders/unavailable`). Ours: the spec says only that unavailable items can be put back after a failed
 * submit; the platform places the order with the other lines and names these.
 */
export function unavailableLines(state: SimState, gln: string, items: readonly OrderLine[]): SimRefusedLine[] {
  return items
    .filter((item) => {
      const seeded = state.products.get(item.ean);
      if (!seeded || state.unavailableAtOrder.includes(item.ean)) {
        return true;
      }
      const product = { isForSale: true, isOutOfStock: false, availableInventory: 200, existsInStore: true, ...seeded };
      const store = { ...product, ...storeProductOverride(gln, item.ean) };
      return (
        !store.isForSale ||
        store.isOutOfStock ||
        !store.existsInStore ||
        (store.availableInventory !== null && store.availableInventory < item.quantity)
      );
    })
    .map((item) => ({ ean: item.ean, quantity: item.quantity }));
}

/** The household's saved handover as the order's (the platform's BUTIKK/HJEM as Store/Delivery). */
export interface SimOrderPlace {
  store: { name: string; gln: string; pickupGln: string };
  handoverInfo: SimHandoverInfo;
}

/**
 * Places a member's order at the saved store and window with the lines that can be delivered. Answers the order and the
 * lines left out; or the refusal's message when there is no window, or when no line can be delivered (nothing placed).
 */
export function placeSimOrder(
  state: SimState,
  memberId: string,
  place: SimOrderPlace,
  submit: SimOrderSubmit,
): { order: SimOrder; unavailableItems: SimRefusedLine[] } | { message: string; unavailableItems: SimRefusedLine[] } {
  const info = place.handoverInfo;
  if (!info.windowId || !info.from || !info.to) {
    return { message: NO_WINDOW_MESSAGE, unavailableItems: [] };
  }
  const unavailableItems = unavailableLines(state, place.store.gln, submit.items);
  const lines = submit.items.filter((item) => !unavailableItems.some((refused) => refused.ean === item.ean));
  const handoverType = info.handoverType === 'HJEM' ? 'Delivery' : 'Store';
  const totals = orderTotals(state.products, lines, {
    bagType: submit.bagType,
    serviceFeeType: submit.serviceFeeType,
    handoverType,
    coupons: state.coupons[memberId] ?? [],
  });
  if (lines.length === 0 || !totals) {
    return { message: NO_LINE_AVAILABLE_MESSAGE, unavailableItems };
  }
  const number = state.nextOrderNumber;
  const order: SimOrder = {
    memberId,
    ngOrderId: String(number),
    mwOrderId: `MW-${number}`,
    pickupCode: String(100_000 + ((number * 7919) % 900_000)),
    status: ORDER_STATUS.Open,
    store: { ...place.store },
    // The household's handover as the platform keeps it, with the order's spelling of the type.
    handoverInfo: structuredClone({ ...info, handoverType }) as unknown as HandoverInfo,
    substitutePreference: submit.substitutePreference,
    substituteComment: submit.substituteComment,
    bagType: submit.bagType,
    serviceFeeType: submit.serviceFeeType,
    paymentMethod: submit.paymentMethod,
    originalCart: { items: lines },
    totals,
    customer: orderCustomer(memberId),
    invoice: submit.invoice,
    isPendingProcessing: false,
    createdAt: osloIso(simNow(state)),
    reservationAmount: totals.totalToPay,
  };
  state.nextOrderNumber += 1;
  return { order, unavailableItems };
}
