import { canEditOrder, orderEditDeadline, orderStatusName } from '../rules/order-edit';
import type { ShopStore } from '../store/assemble-shop-store';
import type { KurvHostApi } from './kurv-host-api';

/** `window.kurv.loadOrders()`: the member's orders, each with whether it can be changed now (for 'Endre' buttons). */
export async function loadHostOrders(store: ShopStore): ReturnType<KurvHostApi['loadOrders']> {
  await store.getState().ensureUser();
  await store.getState().loadOrders();
  const now = new Date();
  return store.getState().order.list.map((order) => ({
    orderId: order.ngOrderId ?? order.mwOrderId ?? '',
    pickupCode: order.pickupCode,
    status: order.status,
    statusName: orderStatusName(order.status),
    deadline: orderEditDeadline(order),
    editable: canEditOrder(order, now),
  }));
}
