import type { ShopStore } from '../store/assemble-shop-store';
import { hostOrderView } from '../view/host-order-view';
import type { KurvHostApi } from './kurv-host-api';

/**
 * `window.kurv.loadOrders()`: the member's orders, each with whether it can be changed now (for 'Endre' buttons) and its
 * edit deadline as the widgets write it while it can.
 */
export async function loadHostOrders(store: ShopStore): ReturnType<KurvHostApi['loadOrders']> {
  await store.getState().ensureUser();
  await store.getState().loadOrders();
  const now = new Date();
  return store.getState().order.list.map((order) => hostOrderView(order, now));
}
