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

const setStatus = (gln: string, body: unknown) =>
  fetch(`${base}/__sim/stores/${gln}/status`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('GET /api/stores/{chainid}/{gln}/status', () => {
  it('answers that a seeded store is active', async () => {
    const answer = await fetch(`${base}/api/stores/1300/7080001150022/status`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ isActive: true });
  });

  it('answers 404 for an unknown store', async () => {
    expect((await fetch(`${base}/api/stores/1300/7000000000000/status`)).status).toBe(404);
  });

  it('answers that a store made inactive by the control API is inactive, until it is made active again', async () => {
    const deactivated = await setStatus('7080001150022', { isActive: false });
    expect(deactivated.status).toBe(200);
    expect(await deactivated.json()).toEqual({ gln: '7080001150022', isActive: false });
    expect(await (await fetch(`${base}/api/stores/1300/7080001150022/status`)).json()).toEqual({ isActive: false });
    expect(await (await fetch(`${base}/api/stores/1300/7080001150015/status`)).json()).toEqual({ isActive: true });
    await setStatus('7080001150022', { isActive: true });
    expect(await (await fetch(`${base}/api/stores/1300/7080001150022/status`)).json()).toEqual({ isActive: true });
  });

  it('answers active again after a reset, and lists inactive stores in the state', async () => {
    await setStatus('7080001150022', { isActive: false });
    expect((await (await fetch(`${base}/__sim/state`)).json()).inactiveStores).toEqual(['7080001150022']);
    await fetch(`${base}/__sim/reset`, { method: 'POST' });
    expect(await (await fetch(`${base}/api/stores/1300/7080001150022/status`)).json()).toEqual({ isActive: true });
    expect((await (await fetch(`${base}/__sim/state`)).json()).inactiveStores).toEqual([]);
  });

  it('refuses a status that is not a boolean and a store that is not seeded', async () => {
    expect((await setStatus('7080001150022', { isActive: 'no' })).status).toBe(400);
    expect((await setStatus('7080001150022', {})).status).toBe(400);
    expect((await setStatus('7000000000000', { isActive: false })).status).toBe(404);
    expect(sim.state.inactiveStores.size).toBe(0);
  });

  it('goes through fault injection and the request log', async () => {
    await fetch(`${base}/__sim/faults`, {
      method: 'POST',
      body: JSON.stringify({ route: 'GET /api/stores/*/*/status', status: 500, times: 1 }),
    });
    expect((await fetch(`${base}/api/stores/1300/7080001150022/status`)).status).toBe(500);
    expect((await fetch(`${base}/api/stores/1300/7080001150022/status`)).status).toBe(200);
    expect(sim.state.requests.map((entry) => entry.fault)).toEqual(['GET /api/stores/*/*/status', null]);
  });

  it('leaves the store lookup answering stores', async () => {
    const store = await (await fetch(`${base}/api/stores/1300/7080001150022?store_format=mapped`)).json();
    expect(store.name).toBe('MENY Bergen Storsenter');
  });
});

describe('GET /api/pickup/{chainid}/{id}', () => {
  it('answers the seeded store with that pickup point', async () => {
    const answer = await fetch(`${base}/api/pickup/1300/7080001150039?store_format=mapped`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ pickupGln: '7080001150039', name: 'MENY Solsiden', type: 'STORE' });
  });

  it('answers MENY Bryn’s locker 667, picked by MENY Bryn (spec section 4)', async () => {
    const answer = await fetch(`${base}/api/pickup/1300/667?store_format=mapped`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ gln: '7080001150488', pickupGln: '667', name: 'MENY Bryn Henteskap' });
  });

  it('answers 404 with the platform message for an unknown pickup point', async () => {
    const answer = await fetch(`${base}/api/pickup/1300/123?store_format=mapped`);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ code: 404, message: 'Could not find pickup point with id 123' });
  });
});
