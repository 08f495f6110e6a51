import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetSimState } from '../model/sim-state';
import { createPlatformSim } from './create-platform-sim';

const sim = createPlatformSim();
const server = setupServer(...sim.handlers);
const base = 'http://sim.test';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetSimState(sim.state));
afterAll(() => server.close());

const post = (path: string, body: unknown) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

async function login(kind: string): Promise<string> {
  return (await (await post('/__sim/login', { kind })).json()).token;
}

const getNotifications = (token: string | null, query = '') =>
  fetch(`${base}/api/client-notifications/1300${query}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });

describe('GET /api/client-notifications/{chainid}', () => {
  it('answers the member’s notifications after `since`, oldest first', async () => {
    await post('/__sim/clock', { now: '2026-12-01T08:00:00.000Z' });
    await post('/__sim/notifications', { memberId: 'M-100001', type: 'EXTENDED_USER_UPDATED' });
    await post('/__sim/clock', { now: '2026-12-01T08:10:00.000Z' });
    await post('/__sim/notifications', { memberId: 'M-100001', type: 'SHOPPING_CART_UPDATED' });
    await post('/__sim/clock', { now: '2026-12-01T08:20:00.000Z' });
    await post('/__sim/notifications', { memberId: 'M-100001', type: 'PROCESS_ORDER_COMPLETE' });
    const kari = await login('member');

    const all = await (await getNotifications(kari)).json();
    expect(all.map((notification: { type: string }) => notification.type)).toEqual([
      'EXTENDED_USER_UPDATED',
      'SHOPPING_CART_UPDATED',
      'PROCESS_ORDER_COMPLETE',
    ]);
    expect(all[0]).toEqual({ type: 'EXTENDED_USER_UPDATED', timestamp: expect.stringMatching(/^2026-12-01T08:00/) });

    const later = await (await getNotifications(kari, '?since=2026-12-01T08:05:00.000Z')).json();
    expect(later.map((notification: { type: string }) => notification.type)).toEqual(['SHOPPING_CART_UPDATED', 'PROCESS_ORDER_COMPLETE']);

    const strictlyAfter = await (await getNotifications(kari, `?since=${encodeURIComponent(all[1].timestamp)}`)).json();
    expect(strictlyAfter.map((notification: { type: string }) => notification.type)).toEqual(['PROCESS_ORDER_COMPLETE']);

    expect(await (await getNotifications(kari, '?since=2026-12-01T09:00:00.000Z')).json()).toEqual([]);
    expect(await (await getNotifications(kari, '?since=yesterday')).json()).toHaveLength(3);
  });

  it('answers only the logged-in member’s notifications', async () => {
    await post('/__sim/notifications', { memberId: 'M-100002', type: 'SHOPPING_CART_UPDATED' });
    expect(await (await getNotifications(await login('member'))).json()).toEqual([]);
    expect(await (await getNotifications(await login('simplified'))).json()).toHaveLength(1);
  });

  it('answers 401 without a token', async () => {
    expect((await getNotifications(null)).status).toBe(401);
  });
});
