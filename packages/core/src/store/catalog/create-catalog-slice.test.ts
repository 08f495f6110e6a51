import { CATALOGUE_PRODUCTS, SEED_PRODUCTS } from '@kurv/platform-sim';
import { describe, expect, it, vi } from 'vitest';
import { MAX_EANS_PER_PRODUCT_LOOKUP } from '../../api/products/product-lookup-calls';
import { createFixtureStore } from '../testing/shop-store.fixtures';
import { serveSimulator } from '../testing/simulator.fixtures';
import { PRODUCT_BATCH_MAX_WAIT_MS, PRODUCT_BATCH_WINDOW_MS } from './create-catalog-slice';

const { sim } = serveSimulator();

const productRequests = () => sim.state.requests.filter((request) => request.path === '/api/products/1300');

describe('catalog', () => {
  it('asks for the products of a whole product list in one request', async () => {
    const { store } = createFixtureStore();
    const eans = SEED_PRODUCTS.slice(0, 12).map((product) => product.ean);
    await Promise.all(eans.map((ean) => store.getState().loadProducts([ean])));
    expect(productRequests()).toHaveLength(1);
    expect(Object.keys(store.getState().catalog.products)).toHaveLength(12);
  });

  it('still asks once when the buttons mount over several tasks, each within the batch window of the previous one', async () => {
    const { store } = createFixtureStore();
    const eans = SEED_PRODUCTS.slice(0, 8).map((product) => product.ean);
    const loads: Promise<void>[] = [];
    // 8 lookups 10 ms apart: 70 ms from the first to the last, longer than one window. The batch's timers are faked, so
    // a busy machine cannot stretch the 10 ms past the window.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      for (const ean of eans) {
        loads.push(store.getState().loadProducts([ean]));
        await vi.advanceTimersByTimeAsync(PRODUCT_BATCH_WINDOW_MS - 6);
      }
      await vi.advanceTimersByTimeAsync(PRODUCT_BATCH_MAX_WAIT_MS);
    } finally {
      vi.useRealTimers();
    }
    await Promise.all(loads);
    expect(productRequests()).toHaveLength(1);
    expect(Object.keys(store.getState().catalog.products)).toHaveLength(8);
  });

  it('sends what waited once the longest wait is over, however many lookups keep coming', async () => {
    const { store } = createFixtureStore();
    let firstAnswered = false;
    void store
      .getState()
      .loadProducts(['7000000000001'])
      .then(() => {
        firstAnswered = true;
      });
    // A lookup every 10 ms (each within the window of the one before), for longer than the longest wait.
    const lookups = Math.ceil((PRODUCT_BATCH_MAX_WAIT_MS * 2) / 10);
    let answeredWhileLookupsCame = false;
    let last = Promise.resolve();
    for (let index = 2; index <= lookups; index += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      answeredWhileLookupsCame ||= firstAnswered;
      last = store.getState().loadProducts([`70000000${String(index).padStart(5, '0')}`]);
    }
    await last;
    expect(answeredWhileLookupsCame).toBe(true);
  });

  it('marks unknown EANs as missing and does not ask again', async () => {
    const { store } = createFixtureStore();
    await store.getState().loadProducts(['7000000000000']);
    await store.getState().loadProducts(['7000000000000']);
    expect(store.getState().catalog.status['7000000000000']).toBe('missing');
    expect(productRequests()).toHaveLength(1);
  });

  it('asks for the products of a page of 200 in as few calls as the platform allows, the page’s first ones in the first', async () => {
    const { store } = createFixtureStore();
    const eans = CATALOGUE_PRODUCTS.slice(0, 200).map((product) => product.ean);
    await Promise.all(eans.map((ean) => store.getState().loadProducts([ean])));
    const asked = productRequests().map((request) => new URLSearchParams(request.query).get('eans')?.split(',') ?? []);
    expect(asked).toHaveLength(Math.ceil(200 / MAX_EANS_PER_PRODUCT_LOOKUP));
    expect(asked[0]?.slice(0, 12)).toEqual(eans.slice(0, 12));
    expect(asked.flat()).toEqual(eans);
    expect(Object.keys(store.getState().catalog.products)).toHaveLength(200);
  });

  it('marks only the EANs of a failed call of a batch as errors', async () => {
    const { store } = createFixtureStore();
    const eans = CATALOGUE_PRODUCTS.slice(0, 200).map((product) => product.ean);
    sim.state.faults.push({ route: 'GET /api/products/*', status: 503, times: 1 });
    await store.getState().loadProducts(eans);
    const { status } = store.getState().catalog;
    const failed = eans.filter((ean) => status[ean] === 'error');
    expect(failed).toHaveLength(MAX_EANS_PER_PRODUCT_LOOKUP);
    expect(eans.filter((ean) => status[ean] === 'loaded')).toHaveLength(200 - MAX_EANS_PER_PRODUCT_LOOKUP);
  });

  it('asks for none of the buttons’ products on a site that sells nothing online, and for the cart’s', async () => {
    const { store } = createFixtureStore({ settings: { features: { addToCart: false } } });
    const [milk, cheese] = SEED_PRODUCTS.map((product) => product.ean);
    await store.getState().loadProducts([milk ?? ''], /* forButtons */ true);
    expect(productRequests()).toHaveLength(0);
    expect(store.getState().catalog.status).toEqual({});
    // The cart's own lookups (a member's platform cart, an order being changed) still ask: their lines need them.
    await store.getState().loadProducts([cheese ?? '']);
    expect(productRequests()).toHaveLength(1);
    expect(store.getState().catalog.status[cheese ?? '']).toBe('loaded');
  });

  it('asks for the buttons’ products when the site sells online (the default)', async () => {
    const { store } = createFixtureStore();
    const milk = SEED_PRODUCTS[0]?.ean ?? '';
    await store.getState().loadProducts([milk], /* forButtons */ true);
    expect(store.getState().catalog.status[milk]).toBe('loaded');
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

describe('catalog: the member’s products', () => {
  const NORVEGIA = '7038551135202';

  it('asks again after a login, so the member’s active coupon shows, and after a logout, so it goes', async () => {
    const { store } = createFixtureStore();
    await store.getState().loadProducts([NORVEGIA]);
    expect(store.getState().catalog.products[NORVEGIA]?.coupon).toBeNull();

    const answer = await fetch('http://kurv.test/__sim/login', { method: 'POST', body: JSON.stringify({ kind: 'member' }) });
    const { token } = (await answer.json()) as { token: string };
    await store.getState().login(token);
    await expect.poll(() => store.getState().catalog.products[NORVEGIA]?.coupon).toMatchObject({ couponId: 'KUP-1001', status: 'AKTIV' });
    expect(store.getState().catalog.status[NORVEGIA]).toBe('loaded');

    await store.getState().logout();
    await expect.poll(() => store.getState().catalog.products[NORVEGIA]?.coupon).toBeNull();
  });

  it('asks for nothing when no product is known', async () => {
    const { store } = createFixtureStore();
    await store.getState().reloadProducts();
    expect(productRequests()).toHaveLength(0);
  });
});
