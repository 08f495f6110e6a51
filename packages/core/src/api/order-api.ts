import type { ApiClient } from './api-client';
import { getOrder, getOrders, removeOrder } from './order/get-order';

/** The platform's order calls over an API client's request: apart from the client, carried by the order code only. */
export function createOrderApi(client: Pick<ApiClient, 'request'>) {
  const { request } = client;
  return {
    getOrder: (memberId: string, orderId: string) => getOrder(request, memberId, orderId),
    getOrders: (memberId: string) => getOrders(request, memberId),
    removeOrder: (memberId: string, orderId: string) => removeOrder(request, memberId, orderId),
  };
}

export type OrderApi = ReturnType<typeof createOrderApi>;
