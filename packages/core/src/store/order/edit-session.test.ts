import { SEED_OPEN_ORDER, seedProductNamed } from '@kurv/platform-sim';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../../storage/guarded-storage';
import { storageKeys } from '../../storage/storage-keys';
import { createLocalTabChannel } from '../../tabs/tab-channel';
import { memberStore } from '../testing/order.fixtures';
import { simLogin } from '../testing/session.fixtures';
import { createFixtureStore } from '../testing/shop-store.fixtures';
import { serveSimulator } from '../testing/simulator.fixtures';

const { sim, base } = serveSimulator();

const milk = seedProductNamed('Tine Lettmelk 1 %');

const fault = (route: string, status = 500) => sim.state.faults.push({ route, times: 1, status });
const kinds = (fixture: ReturnType<typeof createFixtureStore>) => fixture.logged.map((entry) => entry.kind);
type Store = ReturnType<typeof createFixtureStore>['store'];
const lineQuantities = (store: Store) => store.getState().cart.items.map((item) => [item.ean, item.quantity]);
/** The member's own cart before an edit: two milks, added after 'Start ny bestilling'. */
async function ownCart(store: Store): Promise<void> {
  await store.getState().addItem(milk.ean, 2);
  await store.getState().declineOrderEdit('startNew');
  expect(lineQuantities(store)).toEqual([[milk.ean, 2]]);
}

describe('edit mode', () => {
  it('ends at the deadline, giving back the cart from before the edit and clearing the stored amount', async () => {
    const { store, storage } = await memberStore();
    await ownCart(store);
    const created = await fetch(`${base}/__sim/orders`, {
      method: 'POST',
      body: JSON.stringify({ memberId: SEED_OPEN_ORDER.memberId, ngOrderId: '4999999', deadlineInMinutes: 0.05 }),
    });
    expect(created.status).toBe(201);
    await store.getState().requestOrderChange('4999999');
    expect(store.getState().ui.editOrder?.status).toBe('confirm');
    await store.getState().startOrderEdit();
    expect(store.getState().order.edit).toMatchObject({ status: 'success', error: null });
    expect(lineQuantities(store)).not.toEqual([[milk.ean, 2]]);

    await vi.waitFor(() => expect(store.getState().order.edit.status).toBe('idle'), { timeout: 6000 });

    await vi.waitFor(() => expect(lineQuantities(store)).toEqual([[milk.ean, 2]]));
    expect(storage.getItem(storageKeys.orderEdit('1300', SEED_OPEN_ORDER.memberId))).toBeNull();
    expect(storage.getItem(storageKeys.orderEditKeptCart('1300', SEED_OPEN_ORDER.memberId))).toBeNull();
  });

  it('survives a reload: the member logged in again on the same storage is still editing the order', async () => {
    const { store, storage } = await memberStore();
    await store.getState().requestOrderChange(SEED_OPEN_ORDER.ngOrderId);
    await store.getState().startOrderEdit();
    const answer = await fetch(`${base}/__sim/login`, { method: 'POST', body: JSON.stringify({ kind: 'member' }) });
    const { token } = (await answer.json()) as { token: string };

    const reloaded = createFixtureStore({ storage });
    await reloaded.store.getState().login(token);

    expect(reloaded.store.getState().order.edit).toMatchObject({ status: 'success', orderId: SEED_OPEN_ORDER.ngOrderId });
    await vi.waitFor(() => expect(reloaded.store.getState().order.edit.order?.pickupCode).toBe('483920'));
    expect(reloaded.store.getState().cart.items.map((item) => item.ean)).toEqual(store.getState().cart.items.map((item) => item.ean));
  });

  it('reset removes the order on the platform and empties the cart', async () => {
    const { store } = await memberStore();
    await store.getState().requestOrderChange(SEED_OPEN_ORDER.ngOrderId);
    await store.getState().startOrderEdit();

    await store.getState().resetCart();

    expect(store.getState().cart.items).toEqual([]);
    expect(store.getState().order.edit.status).toBe('idle');
    const removed = (sim.state.orders ?? []).find(
      (candidate) => (candidate as { ngOrderId: string }).ngOrderId === SEED_OPEN_ORDER.ngOrderId,
    ) as {
      status: number;
    };
    expect(removed.status).toBe(30);
  });

  it('lets a line grow by the order’s own quantity beyond the store’s inventory (availability code 1)', async () => {
    const { store } = await memberStore();
    await store.getState().requestOrderChange(SEED_OPEN_ORDER.ngOrderId);
    await store.getState().startOrderEdit();
    const [first] = SEED_OPEN_ORDER.items;
    const product = store.getState().catalog.products[first?.ean ?? ''];
    expect(product).toBeDefined();
    const inventory = product?.availableInventory ?? 0;

    await store.getState().setItemQuantity(first?.ean ?? '', inventory + (first?.quantity ?? 0) + 5);

    expect(store.getState().cart.items.find((item) => item.ean === first?.ean)?.quantity).toBe(inventory + (first?.quantity ?? 0));
  });
});

// Spec section 8: the failures that are "logged" reach the logging service, each once, with its kind.
describe('logged failures', () => {
  it('logs an order load failure as «orderLoad» and an order removal failure as «orderRemoval»', async () => {
    const { token } = await simLogin('member');
    const fixture = createFixtureStore();
    await fixture.store.getState().login(token);
    fixture.store.getState().mountEditOrderDialog();
    await fixture.store.getState().addItem(milk.ean);
    fault('GET /api/order/:chainId/:memberId/:orderId');
    await fixture.store.getState().startOrderEdit();
    expect(kinds(fixture)).toEqual(['orderLoad']);
    await fixture.store.getState().acknowledgeOrderEditError();
    await fixture.store.getState().requestOrderChange('4100001');
    await fixture.store.getState().startOrderEdit();
    expect(fixture.store.getState().order.edit.status).toBe('success');
    fault('DELETE /api/order/:chainId/:memberId/:orderId');
    await fixture.store.getState().resetCart();
    expect(kinds(fixture)).toEqual(['orderLoad', 'orderRemoval']);
    // The edit has ended: the cart from before it (the milk the failed load let through) is back.
    expect(fixture.store.getState().cart.items.map((item) => item.ean)).toEqual([milk.ean]);
  });
});

// Not in the spec (issue 34): the member's own cart is kept while an order is edited, and given back when the edit ends.
describe('the cart from before an order edit', () => {
  it('is kept aside during the edit and given back whole by «Avslutt endring»', async () => {
    const { store, storage } = await memberStore();
    await ownCart(store);
    await store.getState().requestOrderChange(SEED_OPEN_ORDER.ngOrderId);
    await store.getState().startOrderEdit();
    expect(store.getState().cart.items.map((item) => item.ean)).toEqual(SEED_OPEN_ORDER.items.map((line) => line.ean));
    expect(storage.getItem(storageKeys.orderEditKeptCart('1300', SEED_OPEN_ORDER.memberId))).not.toBeNull();

    await store.getState().endOrderEdit('stopped');

    expect(lineQuantities(store)).toEqual([[milk.ean, 2]]);
    expect(store.getState().order.edit.status).toBe('idle');
    expect(storage.getItem(storageKeys.orderEditKeptCart('1300', SEED_OPEN_ORDER.memberId))).toBeNull();
  });

  it('is never uploaded over by the order’s lines: the platform keeps the member’s own cart during the edit', async () => {
    const { store } = await memberStore();
    await store.getState().syncMemberCart();
    await ownCart(store);
    const own = [{ ean: milk.ean, quantity: 2, substitute: true, shouldSlice: false }];
    await vi.waitFor(() => expect(sim.state.memberCarts[SEED_OPEN_ORDER.memberId]?.items).toEqual(own));
    await store.getState().requestOrderChange(SEED_OPEN_ORDER.ngOrderId);
    await store.getState().startOrderEdit();
    const [first] = SEED_OPEN_ORDER.items;
    await store.getState().setItemQuantity(first?.ean ?? '', 1);
    // A notification or a login sync during the edit does not take the platform's cart over the order's lines either.
    await store.getState().syncMemberCart('notification');

    expect(store.getState().cart.items.map((item) => item.ean)).toEqual(SEED_OPEN_ORDER.items.map((line) => line.ean));
    expect(sim.state.memberCarts[SEED_OPEN_ORDER.memberId]?.items).toEqual(own);
    await store.getState().endOrderEdit('stopped');
    expect(lineQuantities(store)).toEqual([[milk.ean, 2]]);
    await vi.waitFor(() => expect(sim.state.memberCarts[SEED_OPEN_ORDER.memberId]?.items).toEqual(own));
  });

  it('survives a reload in the middle of the edit and comes back when the edit ends', async () => {
    const { store, storage } = await memberStore();
    await ownCart(store);
    await store.getState().requestOrderChange(SEED_OPEN_ORDER.ngOrderId);
    await store.getState().startOrderEdit();
    const { token } = await simLogin('member');

    const reloaded = createFixtureStore({ storage });
    await reloaded.store.getState().login(token);
    await reloaded.store.getState().syncMemberCart();
    expect(reloaded.store.getState().order.edit.status).toBe('success');
    expect(reloaded.store.getState().cart.items.map((item) => item.ean)).toEqual(SEED_OPEN_ORDER.items.map((line) => line.ean));

    await reloaded.store.getState().endOrderEdit('stopped');
    expect(lineQuantities(reloaded.store)).toEqual([[milk.ean, 2]]);
  });

  it('comes back after the reset that follows the submitted order', async () => {
    const { store } = await memberStore();
    await ownCart(store);
    await store.getState().requestOrderChange(SEED_OPEN_ORDER.ngOrderId);
    await store.getState().startOrderEdit();

    await store.getState().resetCart();

    expect(lineQuantities(store)).toEqual([[milk.ean, 2]]);
    expect(store.getState().order.edit.status).toBe('idle');
  });

  it('is the one from before the first edit when a second order is edited after it', async () => {
    const { store } = await memberStore();
    await ownCart(store);
    await store.getState().requestOrderChange(SEED_OPEN_ORDER.ngOrderId);
    await store.getState().startOrderEdit();
    await store.getState().requestOrderChange('4100002');
    await store.getState().startOrderEdit();
    expect(store.getState().order.edit).toMatchObject({ status: 'success', orderId: '4100002' });

    await store.getState().endOrderEdit('stopped');
    expect(lineQuantities(store)).toEqual([[milk.ean, 2]]);
  });
});

describe('an order edit in another tab of the same browser', () => {
  it('shows there with its banner while it lasts, and gives the cart from before back there when it ends', async () => {
    const storage = createMemoryStorage();
    const firstTabs = createLocalTabChannel();
    const secondTabs = createLocalTabChannel();
    // Each tab's messages reach the other, as a BroadcastChannel does between tabs.
    firstTabs.post = (message) => secondTabs.receive(message);
    secondTabs.post = (message) => firstTabs.receive(message);
    const { token } = await simLogin('member');
    const first = createFixtureStore({ storage, tabs: firstTabs });
    const second = createFixtureStore({ storage, tabs: secondTabs });
    await first.store.getState().login(token);
    await second.store.getState().login(token);
    first.store.getState().mountEditOrderDialog();
    await ownCart(first.store);
    await vi.waitFor(() => expect(lineQuantities(second.store)).toEqual([[milk.ean, 2]]));

    await first.store.getState().requestOrderChange(SEED_OPEN_ORDER.ngOrderId);
    await first.store.getState().startOrderEdit();

    // Never the order's lines without the edit: the second tab is in the same edit, with the same order.
    await vi.waitFor(() => expect(second.store.getState().order.edit.status).toBe('success'));
    expect(second.store.getState().order.edit.orderId).toBe(SEED_OPEN_ORDER.ngOrderId);
    expect(second.store.getState().cart.items.map((item) => item.ean)).toEqual(SEED_OPEN_ORDER.items.map((line) => line.ean));

    await first.store.getState().endOrderEdit('stopped');

    await vi.waitFor(() => expect(second.store.getState().order.edit.status).toBe('idle'));
    await vi.waitFor(() => expect(lineQuantities(second.store)).toEqual([[milk.ean, 2]]));
    expect(lineQuantities(first.store)).toEqual([[milk.ean, 2]]);
  });
});
