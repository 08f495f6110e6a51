import { beforeAll, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../storage/storage-keys';
import { simLogin } from '../testing/session.fixtures';
import { createFixtureStore } from '../testing/shop-store.fixtures';
import { serveSimulator } from '../testing/simulator.fixtures';

const { sim, base, requestsTo } = serveSimulator();
// The code fetched later (the poll's code) is here before a test runs its clock on fake timers.
beforeAll(() => import('./notification-poll'));

describe('timers', () => {
  it('polls notifications every 10 s for a webshop chain and acts on the newest of each type', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const { token, memberId } = await simLogin('member');
    const fixture = createFixtureStore();
    await fixture.store.getState().login(token);
    const polls = () => requestsTo('/api/client-notifications/1300').length;

    await vi.advanceTimersByTimeAsync(9_999);
    expect(polls()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(polls()).toBe(1);

    for (const type of ['SHOPPING_CART_UPDATED', 'SHOPPING_CART_UPDATED', 'EXTENDED_USER_UPDATED']) {
      await fetch(`${base}/__sim/notifications`, { method: 'POST', body: JSON.stringify({ memberId, type }) });
    }
    await vi.advanceTimersByTimeAsync(10_000);
    expect(polls()).toBe(2);
    expect(fixture.events.filter((event) => event.name === 'kurv:shopping-cart-updated')).toHaveLength(1);
    expect(fixture.events).toContainEqual({ name: 'kurv:extended-user-updated', detail: { source: 'sync', storeChanged: false } });
    expect(requestsTo('/api/extended-user/invalidateCache')).toHaveLength(1);
    expect(fixture.storage.getItem(storageKeys.notificationsSince(memberId))).toMatch(/^"\d{4}-/);

    await vi.advanceTimersByTimeAsync(10_000);
    expect(fixture.events.filter((event) => event.name === 'kurv:shopping-cart-updated')).toHaveLength(1);
  });

  it('does not poll for chains without the webshop', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const { token } = await simLogin('member');
    const fixture = createFixtureStore({ settings: { chainId: '1100' } });
    await fixture.store.getState().login(token);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(sim.state.requests.filter((request) => request.path.startsWith('/api/client-notifications'))).toHaveLength(0);
  });

  it('reads the member’s orders again on PROCESS_ORDER_COMPLETE', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const { token, memberId } = await simLogin('member');
    const fixture = createFixtureStore();
    await fixture.store.getState().login(token);
    const orderReads = () => requestsTo(`/api/order/1300/${memberId}`).length;
    await vi.advanceTimersByTimeAsync(10_000);
    const before = orderReads();

    await fetch(`${base}/__sim/notifications`, { method: 'POST', body: JSON.stringify({ memberId, type: 'PROCESS_ORDER_COMPLETE' }) });
    await vi.advanceTimersByTimeAsync(10_000);

    expect(fixture.events.filter((event) => event.name === 'kurv:process-order-complete')).toHaveLength(1);
    await vi.waitFor(() => expect(orderReads()).toBe(before + 1));
  });
});
