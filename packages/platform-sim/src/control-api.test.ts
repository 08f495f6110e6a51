import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformSim } from './create-platform-sim';
import { resetSimState } from './sim-state';

const sim = createPlatformSim();
const server = setupServer(...sim.handlers);
const base = 'http://sim.test';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetSimState(sim.state));
afterAll(() => server.close());

const post = (path: string, body: unknown) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('the control API', () => {
  it('moves the clock to a time and forward by minutes', async () => {
    const set = await (await post('/__sim/clock', { now: '2026-12-01T08:00:00.000Z' })).json();
    expect(Date.parse(set.now)).toBeGreaterThanOrEqual(Date.parse('2026-12-01T08:00:00.000Z'));
    expect(Date.parse(set.now)).toBeLessThan(Date.parse('2026-12-01T08:00:05.000Z'));
    const advanced = await (await post('/__sim/clock', { advanceMinutes: 90 })).json();
    expect(Date.parse(advanced.now) - Date.parse(set.now)).toBeGreaterThanOrEqual(90 * 60_000);
    expect((await post('/__sim/clock', { later: true })).status).toBe(400);
  });

  it('logs every platform request with method, path and simulator time', async () => {
    await post('/__sim/clock', { now: '2026-12-01T08:00:00.000Z' });
    await fetch(`${base}/api/extended-user/1300/default`);
    const state = await (await fetch(`${base}/__sim/state`)).json();
    expect(state.requests).toEqual([expect.objectContaining({ method: 'GET', path: '/api/extended-user/1300/default', fault: null })]);
    expect(state.requests[0].time.startsWith('2026-12-01T08:00')).toBe(true);
  });

  it('injects a status fault a given number of times, then answers normally', async () => {
    expect((await post('/__sim/faults', { route: 'GET /api/stores/*/*', status: 503, times: 2 })).status).toBe(201);
    const url = `${base}/api/stores/1300/7080001150015?store_format=mapped`;
    expect((await fetch(url)).status).toBe(503);
    expect((await fetch(url)).status).toBe(503);
    const third = await fetch(url);
    expect(third.status).toBe(200);
    expect((await third.json()).name).toBe('MENY Storo');
  });

  it('injects network errors and malformed bodies', async () => {
    await post('/__sim/faults', { route: 'GET /api/extended-user/*/default', networkError: true, times: 1 });
    await expect(fetch(`${base}/api/extended-user/1300/default`)).rejects.toThrow();
    await post('/__sim/faults', { route: 'GET /api/extended-user/*/default', malformed: true, times: 1 });
    const cut = await fetch(`${base}/api/extended-user/1300/default`);
    expect(cut.status).toBe(200);
    await expect(cut.json()).rejects.toThrow();
  });

  it('rejects a bad fault and clears all faults', async () => {
    expect((await post('/__sim/faults', { route: 'nope' })).status).toBe(400);
    await post('/__sim/faults', { route: 'GET /api/**', status: 500 });
    expect((await fetch(`${base}/api/extended-user/1300/default`)).status).toBe(500);
    expect((await fetch(`${base}/__sim/faults`, { method: 'DELETE' })).status).toBe(200);
    expect((await fetch(`${base}/api/extended-user/1300/default`)).status).toBe(200);
  });

  it('resets carts, the log and the clock', async () => {
    await post('/__sim/clock', { advanceMinutes: 600 });
    await post('/api/cart/calculator/1300', { persistedId: 'c1', items: [{ ean: '7054609056183', quantity: 1 }] });
    await post('/__sim/reset', {});
    const state = await (await fetch(`${base}/__sim/state`)).json();
    expect(state.carts).toEqual({});
    expect(state.requests).toEqual([]);
    expect(Math.abs(Date.parse(state.now) - Date.now())).toBeLessThan(5000);
  });
});

describe('the platform handlers', () => {
  it('answer the anonymous default with the default store', async () => {
    const answer = await (await fetch(`${base}/api/extended-user/1300/default`)).json();
    expect(answer).toMatchObject({ chainId: '1300', store: { gln: '7080001150015' }, handoverInfo: { handoverType: 'BUTIKK' } });
  });

  it('answer 404 for an unknown store and product', async () => {
    expect((await fetch(`${base}/api/stores/1300/123?store_format=mapped`)).status).toBe(404);
    expect((await fetch(`${base}/api/products/1300/7000000000000`)).status).toBe(404);
  });

  it('answer 422 from the calculator for unknown EANs and 400 for bad bodies', async () => {
    const unknown = await post('/api/cart/calculator/1300', { items: [{ ean: '7000000000000', quantity: 1 }] });
    expect(unknown.status).toBe(422);
    expect((await unknown.json()).unknownEans).toEqual(['7000000000000']);
    expect((await post('/api/cart/calculator/1300', { items: [{ ean: '7054609056183', quantity: 0 }] })).status).toBe(400);
    expect((await post('/api/cart/calculator/1300', { items: 'all' })).status).toBe(400);
  });

  it('keep the last calculated cart per persisted id', async () => {
    await post('/api/cart/calculator/1300', { persistedId: 'c1', gln: '7080001150015', items: [{ ean: '7054609056183', quantity: 2 }] });
    expect(sim.state.carts.c1).toMatchObject({ gln: '7080001150015', totals: { totalToPay: 49.8 } });
  });
});
