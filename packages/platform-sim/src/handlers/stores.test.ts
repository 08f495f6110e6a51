import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformSim } from '../create-platform-sim';
import { resetSimState } from '../sim-state';

const sim = createPlatformSim();
const server = setupServer(...sim.handlers);
const base = 'http://sim.test';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetSimState(sim.state));
afterAll(() => server.close());

describe('GET /api/stores/{chainid}/{gln}/status', () => {
  it('answers that a seeded store is active', async () => {
    const answer = await fetch(`${base}/api/stores/1300/7080001150022/status`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ isActive: true });
  });

  it('answers 404 for an unknown store', async () => {
    expect((await fetch(`${base}/api/stores/1300/7000000000000/status`)).status).toBe(404);
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

  it('answers 404 with the platform message for an unknown pickup point', async () => {
    const answer = await fetch(`${base}/api/pickup/1300/123?store_format=mapped`);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ code: 404, message: 'Could not find pickup point with id 123' });
  });
});
