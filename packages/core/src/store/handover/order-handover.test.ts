import { describe, expect, it } from 'vitest';
import { createOrderApi } from '../../api/order-api';
import { memberWithWindows, post, WINDOWS } from '../testing/handover.fixtures';
import { serveSimulator } from '../testing/simulator.fixtures';

const { server } = serveSimulator();

describe('edit mode', () => {
  /** Kari editing an order the simulator was given (the edit loaded, as 'Endre bestilling' leaves it). */
  async function editing(order: Record<string, unknown>) {
    expect((await post('/__sim/orders', { memberId: 'M-100001', ...order })).status).toBe(201);
    const shop = await memberWithWindows();
    const edited = await createOrderApi(shop.api).getOrder(shop.memberId, String(order.ngOrderId));
    const edit = {
      status: 'success' as const,
      orderId: edited.ngOrderId,
      order: edited,
      previousTotalToPay: 0,
      deadline: null,
      error: null,
    };
    shop.store.setState({ order: { ...shop.store.getState().order, edit } });
    return shop;
  }

  it('sends the order’s ngOrderId with the windows and picks the order’s store', async () => {
    const { store } = await editing({ ngOrderId: '4199101', storeGln: '7080001150022', handoverInfo: { handoverType: 'Store' } });
    let body: { ngOrderId?: unknown } | null = null;
    server.events.on('request:start', async ({ request }) => {
      if (WINDOWS.test(new URL(request.url).pathname)) {
        body = (await request.clone().json()) as { ngOrderId?: unknown };
      }
    });
    await store.getState().loadHandoverOptions();
    expect(store.getState().handover.selectedLocation?.store?.gln).toBe('7080001150022');
    expect(store.getState().handover.orderReconciliation).toBeNull();
    await store.getState().loadHandoverWindows();
    server.events.removeAllListeners();
    expect(body).toMatchObject({ ngOrderId: '4199101' });
    store.getState().logout();
  });

  it('moves a delivery order whose store no longer delivers to its address to pickup at that store, with the reason', async () => {
    const { store } = await editing({ ngOrderId: '4199102', storeGln: '7080001150022', handoverInfo: { handoverType: 'Delivery' } });
    await store.getState().loadHandoverOptions();
    expect(store.getState().handover.orderReconciliation).toMatchObject({
      reason: 'DeliveryStoreOnOrderIsInvalid',
      handoverType: 'Store',
      store: { gln: '7080001150022' },
    });
    expect(store.getState().handover.draftType).toBe('Store');
    expect(store.getState().handover.selectedLocation?.store?.gln).toBe('7080001150022');
    // Nothing is saved before the shopper confirms.
    expect(store.getState().user.extendedUser?.store.gln).not.toBe('7080001150022');
    store.getState().logout();
  });
});
