import { SEED_EXPIRED_OPEN_ORDER, SEED_OPEN_ORDER, seedProductNamed } from '@kurv/platform-sim';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '../../storage/storage-keys';
import { memberStore } from '../testing/order.fixtures';
import { createFixtureStore } from '../testing/shop-store.fixtures';
import { serveSimulator } from '../testing/simulator.fixtures';

const { sim, base } = serveSimulator();

const bananas = seedProductNamed('Bananer').ean;

describe('an add while the member has an editable order (spec sections 2 and 4)', () => {
  it('asks first, and «Endre bestilling» puts the order’s lines and options in the cart, then the new product', async () => {
    const { store, storage } = await memberStore();

    await store.getState().addItem(bananas);

    expect(store.getState().ui.editOrder).toMatchObject({ trigger: 'addToCart', pickupCode: '483920', status: 'confirm' });
    expect(store.getState().cart.items).toEqual([]);

    await store.getState().startOrderEdit();

    const { cart, order, ui } = store.getState();
    expect(ui.editOrder).toBeNull();
    expect(order.edit.status).toBe('success');
    expect(cart.items.map((item) => item.ean)).toEqual([...SEED_OPEN_ORDER.itemEans, bananas]);
    const seeded = (sim.state.orders ?? []).find(
      (candidate) => (candidate as { ngOrderId: string }).ngOrderId === SEED_OPEN_ORDER.ngOrderId,
    ) as {
      totals: { totalToPay: number };
      substitutePreference: string;
      bagType: string;
    };
    expect(order.edit.previousTotalToPay).toBe(seeded.totals.totalToPay);
    expect(cart.substitutePreference).toBe(seeded.substitutePreference);
    expect(cart.bagType).toBe(seeded.bagType);
    expect(storage.getItem(storageKeys.orderEdit('1300', SEED_OPEN_ORDER.memberId))).toContain(SEED_OPEN_ORDER.ngOrderId);
  });

  it('«Start ny bestilling» adds to a fresh cart and is not asked again in this visit', async () => {
    const { store } = await memberStore();
    await store.getState().addItem(bananas);
    await store.getState().declineOrderEdit('startNew');

    expect(store.getState().cart.items.map((item) => item.ean)).toEqual([bananas]);
    await store.getState().addItem(seedProductNamed('Tine Lettmelk 1 %').ean);
    expect(store.getState().ui.editOrder).toBeNull();
    expect(store.getState().cart.items).toHaveLength(2);
  });

  it('an order load failing with 500 shows the error dialog; after «OK» the waiting add goes into the cart as it was', async () => {
    const { store } = await memberStore();
    const milk = seedProductNamed('Tine Lettmelk 1 %').ean;
    await store.getState().addItem(bananas);
    await store.getState().declineOrderEdit('cancel');
    // Cancelled: asked again on the next add.
    await store.getState().addItem(milk);
    expect(store.getState().ui.editOrder?.trigger).toBe('addToCart');
    sim.state.faults.push({ route: 'GET /api/order/:chainId/:memberId/:orderId', status: 500, times: 1 });

    await store.getState().startOrderEdit();
    expect(store.getState().ui.editOrder?.status).toBe('error');
    expect(store.getState().cart.items).toEqual([]);

    await store.getState().acknowledgeOrderEditError();
    expect(store.getState().ui.editOrder).toBeNull();
    expect(store.getState().cart.items.map((item) => item.ean)).toEqual([milk]);
    expect(store.getState().order.edit.status).toBe('idle');
  });

  it('an order load failing with 500 shows the error dialog and loses nothing', async () => {
    const { store } = await memberStore();
    await store.getState().addItem(bananas);
    await store.getState().declineOrderEdit('startNew');
    const before = store.getState().cart.items;
    await store.getState().requestOrderChange(SEED_OPEN_ORDER.ngOrderId);
    sim.state.faults.push({ route: 'GET /api/order/:chainId/:memberId/:orderId', status: 500, times: 1 });

    await store.getState().startOrderEdit();

    expect(store.getState().ui.editOrder?.status).toBe('error');
    expect(store.getState().order.edit.status).toBe('error');
    expect(store.getState().cart.items).toEqual(before);
  });

  it('does not ask a member without the update-order flag', async () => {
    const { store } = await memberStore('simplified');
    await store.getState().addItem(bananas);
    expect(store.getState().ui.editOrder).toBeNull();
    expect(store.getState().cart.items.map((item) => item.ean)).toEqual([bananas]);
  });

  it('does not hold the add when no <edit-order-dialog> is on the page to ask', async () => {
    const answer = await fetch(`${base}/__sim/login`, { method: 'POST', body: JSON.stringify({ kind: 'member' }) });
    const { token } = (await answer.json()) as { token: string };
    const { store } = createFixtureStore();
    await store.getState().login(token);
    await store.getState().addItem(bananas);
    expect(store.getState().ui.editOrder).toBeNull();
    expect(store.getState().cart.items.map((item) => item.ean)).toEqual([bananas]);
  });

  it('does not ask a guest', async () => {
    const { store } = createFixtureStore();
    await store.getState().addItem(bananas);
    expect(store.getState().ui.editOrder).toBeNull();
  });
});

describe('the host page’s change-order action', () => {
  it('asks «Vil du endre bestillingen?» for an editable order', async () => {
    const { store } = await memberStore();
    await store.getState().requestOrderChange(SEED_OPEN_ORDER.ngOrderId);
    expect(store.getState().ui.editOrder).toMatchObject({ trigger: 'changeOrder', pickupCode: '483920', status: 'confirm' });
    await store.getState().declineOrderEdit('cancel');
    expect(store.getState().ui.editOrder).toBeNull();
    expect(store.getState().order.declinedFor).toBeNull();
  });

  it('shows the error dialog for an order whose deadline has passed', async () => {
    const { store } = await memberStore();
    await store.getState().requestOrderChange(SEED_EXPIRED_OPEN_ORDER.ngOrderId ?? '');
    expect(store.getState().ui.editOrder?.status).toBe('error');
  });
});
