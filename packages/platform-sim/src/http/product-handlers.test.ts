import { MAX_EANS_PER_PRODUCT_LOOKUP } from '@kurv/core/api';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, osloDate, simNow } from '../clock';
import { resetSimState } from '../model/sim-state';
import { CATALOGUE_PRODUCTS } from '../seed/generated-products';
import { STORE_WITH_LOW_INVENTORY, STORE_WITHOUT_SOME_PRODUCTS } from '../seed/store-assortment';
import { DEFAULT_STORE_GLN } from '../seed/stores';
import { createPlatformSim } from './create-platform-sim';

const sim = createPlatformSim();
const server = setupServer(...sim.handlers);
const base = 'http://sim.test';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetSimState(sim.state));
afterAll(() => server.close());

const LETTMELK = '7054609056183';
const KNEIPPBROD = '7083443858387';
const NORVEGIA = '7038551135202';
const FREIA = '7063734197821';
const FRIELE = '7058215979409';
const COCA_COLA = '7067551796458';

const get = (path: string, token: string | null = null) =>
  fetch(`${base}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });

async function login(kind: string): Promise<string> {
  const answer = await fetch(`${base}/__sim/login`, { method: 'POST', body: JSON.stringify({ kind }) });
  return (await answer.json()).token;
}

async function products(query: string, token: string | null = null) {
  return (await (await get(`/api/products/1300?${query}`, token)).json()).products as Record<string, unknown>[];
}

describe('GET /api/products/{chainid}', () => {
  it('answers as many EANs as one lookup may ask for, and 414 for an address longer than the gateway takes', async () => {
    const eans = CATALOGUE_PRODUCTS.map((product) => product.ean);
    const most = eans.slice(0, MAX_EANS_PER_PRODUCT_LOOKUP).join(',');
    expect(await products(`eans=${encodeURIComponent(most)}&gln=${DEFAULT_STORE_GLN}`)).toHaveLength(MAX_EANS_PER_PRODUCT_LOOKUP);
    const tooLong = await get(`/api/products/1300?eans=${encodeURIComponent(eans.join(','))}&gln=${DEFAULT_STORE_GLN}`);
    expect(tooLong.status).toBe(414);
    expect(await tooLong.json()).toEqual({ code: 414, message: 'URI Too Long' });
  });

  it('fills in the new product fields’ defaults and the seeded slicing and bonus', async () => {
    const [lettmelk, kneippbrod, norvegia] = await products(`eans=${LETTMELK},${KNEIPPBROD},${NORVEGIA}`);
    expect(lettmelk).toMatchObject({ isBreadAndCanSlice: false, existsInStore: true, coupon: null, bonusPercent: 10 });
    expect(kneippbrod).toMatchObject({ isBreadAndCanSlice: true, existsInStore: true, coupon: null, bonusPercent: null });
    expect(norvegia).toMatchObject({ isBreadAndCanSlice: false, existsInStore: true, coupon: null, bonusPercent: null });
  });

  it('marks the products a store does not sell when asked for that store', async () => {
    const answer = await products(
      `eans=${[...STORE_WITHOUT_SOME_PRODUCTS.missingEans, LETTMELK].join(',')}&gln=${STORE_WITHOUT_SOME_PRODUCTS.gln}`,
    );
    expect(answer.map((product) => [product.ean, product.existsInStore])).toEqual([
      ...STORE_WITHOUT_SOME_PRODUCTS.missingEans.map((ean) => [ean, false]),
      [LETTMELK, true],
    ]);
  });

  it('answers the store’s lower inventory and sold-out products for that store only', async () => {
    const query = `eans=${LETTMELK},${COCA_COLA}`;
    const [lettmelk, cocaCola] = await products(`${query}&gln=${STORE_WITH_LOW_INVENTORY.gln}`);
    expect(lettmelk).toMatchObject({ availableInventory: 3, isOutOfStock: false });
    expect(cocaCola).toMatchObject({ availableInventory: 0, isOutOfStock: true });
    const atDefaultStore = await products(`${query}&gln=${DEFAULT_STORE_GLN}`);
    expect(atDefaultStore.map((product) => product.availableInventory)).toEqual([200, 200]);
  });

  it('applies no store’s changes without a gln', async () => {
    const answer = await products(`eans=${STORE_WITHOUT_SOME_PRODUCTS.missingEans.join(',')}`);
    expect(answer.map((product) => product.existsInStore)).toEqual([true, true, true]);
  });

  it('attaches the coupons of the member whose token the request carries', async () => {
    const kari = await login('member');
    const answer = await products(`eans=${NORVEGIA},${FREIA},${FRIELE},${LETTMELK}`, kari);
    // Each with its last valid day, as the coupon list answers it.
    expect(answer.map((product) => product.coupon)).toEqual([
      { couponId: 'KUP-1001', status: 'AKTIV', validTo: addCalendarDays(osloDate(simNow(sim.state)), 14) },
      { couponId: 'KUP-1002', status: 'INAKTIV', validTo: addCalendarDays(osloDate(simNow(sim.state)), 14) },
      { couponId: 'KUP-1003', status: 'BRUKT', validTo: addCalendarDays(osloDate(simNow(sim.state)), 14) },
      null,
    ]);
  });

  it('attaches no coupons for another member, an anonymous shopper or an ended session', async () => {
    const ola = await login('simplified');
    expect((await products(`eans=${NORVEGIA}`, ola))[0]?.coupon).toBeNull();
    expect((await products(`eans=${NORVEGIA}`))[0]?.coupon).toBeNull();
    const kari = await login('member');
    await fetch(`${base}/__sim/logout`, { method: 'POST' });
    const afterLogout = await get(`/api/products/1300?eans=${NORVEGIA}`, kari);
    expect(afterLogout.status).toBe(200);
    expect((await afterLogout.json()).products[0].coupon).toBeNull();
  });
});

describe('GET /api/products/{chainid}/{ean}', () => {
  it('applies the store of ?gln= and the member’s coupon', async () => {
    const kari = await login('member');
    const bread = await (await get(`/api/products/1300/${KNEIPPBROD}?gln=${STORE_WITHOUT_SOME_PRODUCTS.gln}`)).json();
    expect(bread).toMatchObject({ ean: KNEIPPBROD, existsInStore: false, isBreadAndCanSlice: true });
    const cheese = await (await get(`/api/products/1300/${NORVEGIA}`, kari)).json();
    expect(cheese.coupon).toEqual({ couponId: 'KUP-1001', status: 'AKTIV', validTo: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });

  it('goes through fault injection and the request log', async () => {
    await fetch(`${base}/__sim/faults`, {
      method: 'POST',
      body: JSON.stringify({ route: 'GET /api/products/*/*', status: 500, times: 1 }),
    });
    expect((await get(`/api/products/1300/${KNEIPPBROD}?gln=${STORE_WITHOUT_SOME_PRODUCTS.gln}`)).status).toBe(500);
    expect(sim.state.requests).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: `/api/products/1300/${KNEIPPBROD}`,
        query: `?gln=${STORE_WITHOUT_SOME_PRODUCTS.gln}`,
      }),
    ]);
  });
});
