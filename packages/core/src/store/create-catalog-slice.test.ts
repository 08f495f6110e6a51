import { createPlatformSim, resetSimState, SEED_PRODUCTS } from '@kurv/platform-sim';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureStore } from './shop-store.fixtures';

const sim = createPlatformSim();
const server = setupServer(...sim.handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetSimState(sim.state));
afterAll(() => server.close());

const productRequests = () => sim.state.requests.filter((request) => request.path === '/api/products/1300');

describe('catalog', () => {
  it('asks for the products of a whole product list in one request', async () => {
    const { store } = createFixtureStore();
    const eans = SEED_PRODUCTS.slice(0, 12).map((product) => product.ean);
    await Promise.all(eans.map((ean) => store.getState().loadProducts([ean])));
    expect(productRequests()).toHaveLength(1);
    expect(Object.keys(store.getState().catalog.products)).toHaveLength(12);
  });

  it('marks unknown EANs as missing and does not ask again', async () => {
    const { store } = createFixtureStore();
    await store.getState().loadProducts(['7000000000000']);
    await store.getState().loadProducts(['7000000000000']);
    expect(store.getState().catalog.status['7000000000000']).toBe('missing');
    expect(productRequests()).toHaveLength(1);
  });

  it('marks a failed lookup as an error and tries again next time', async () => {
    const { store } = createFixtureStore();
    const ean = SEED_PRODUCTS[0]?.ean ?? '';
    sim.state.faults.push({ route: 'GET /api/products/*', status: 503, times: 1 });
    await store.getState().loadProducts([ean]);
    expect(store.getState().catalog.status[ean]).toBe('error');
    await store.getState().loadProducts([ean]);
    expect(store.getState().catalog.status[ean]).toBe('loaded');
  });
});
