import type { Order } from '../domain/order';
import { formatEditDeadline } from '../format/date';
import { canEditOrder, type EditableOrderFacts, orderEditDeadline, orderStatusName } from '../rules/order-edit';

/** The order facts an order page's row reads. */
export type HostOrderFacts = EditableOrderFacts & Pick<Order, 'mwOrderId' | 'pickupCode'>;

/** One order as `window.kurv.loadOrders()` gives it to a host page's order list. */
export interface HostOrderView {
  orderId: string;
  pickupCode: string;
  status: number;
  statusName: string;
  /** ISO: the end of the edit window (supplier order deadline, else deadline), or null. */
  deadline: string | null;
  /** Whether the order can be changed now (canEditOrder): the page shows 'Endre' only then. */
  editable: boolean;
  /**
   * The edit-window end as the widgets write it (formatEditDeadline: "dd.MM HH.mm" in Oslo, midnight as 23.59 the day
   * before), only while the order can be changed; null otherwise, so a page never says 'endres innen' for an order that
   * cannot be changed.
   */
  deadlineText: string | null;
}

/** An order page's row: the order's ids, status, and its edit deadline only while the order can be changed. */
export function hostOrderView(order: HostOrderFacts, now: Date): HostOrderView {
  const deadline = orderEditDeadline(order);
  const editable = canEditOrder(order, now);
  return {
    orderId: order.ngOrderId ?? order.mwOrderId ?? '',
    pickupCode: order.pickupCode,
    status: order.status,
    statusName: orderStatusName(order.status),
    deadline,
    editable,
    deadlineText: editable && deadline !== null ? formatEditDeadline(new Date(deadline)) : null,
  };
}
