import { type CartItem, cartItemOf } from '../../domain/cart';
import type { Order, OrderLine } from '../../domain/order';
import { canEditOrder, orderEditDeadline } from '../../rules/order-edit';
import type { ShopState } from '../shop-state';

/**
 * The order an add asks about: of the orders the member can change, the one whose edit window ends first, then the one
 * handed over first (the spec says only "an editable order"; the next one due is the one the shopper means).
 */
export function nextEditableOrder(orders: readonly Order[], now: Date): Order | null {
  const editable = orders.filter((order) => canEditOrder(order, now));
  const time = (value: string | null) => (value === null ? Number.POSITIVE_INFINITY : new Date(value).getTime());
  editable.sort(
    (first, second) =>
      time(orderEditDeadline(first)) - time(orderEditDeadline(second)) || time(first.handoverInfo.from) - time(second.handoverInfo.from),
  );
  return editable[0] ?? null;
}

/** The id an order is known by: the new platform's, else the middleware's. */
export function orderIdOf(order: Order): string {
  return order.ngOrderId ?? order.mwOrderId ?? '';
}

/** The order's lines as cart lines, for the products the catalog has. */
export function toCartLines(lines: readonly OrderLine[], state: ShopState): CartItem[] {
  return lines.flatMap((line): CartItem[] => {
    const product = state.catalog.products[line.ean];
    return product ? [cartItemOf(product, line)] : [];
  });
}
