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

const LETTMELK = '7054609056183';
const KNEIPPBROD = '7083443858387';
const COCA_COLA = '7067551796458';

const send = (method: string, path: string, body: unknown, token: string | null = null) =>
  fetch(`${base}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const get = (path: string, token: string | null = null) =>
  fetch(`${base}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });

async function login(kind: string): Promise<string> {
  return (await (await send('POST', '/__sim/login', { kind })).json()).token;
}

const calculate = (body: unknown) => send('POST', '/api/cart/calculator/1300', body);

describe('POST /api/cart/calculator/{chainid}', () => {
  it('adds paper bags and the invoice fee to totalToPay and answers the delivery minimum purchase', async () => {
    const answer = await calculate({
      persistedId: 'c1',
      gln: '7080001150015',
      handoverType: 'Delivery',
      bagType: 'PAPIR',
      serviceFeeType: 'INVOICE',
      substitutePreference: 'NONE',
      items: [{ ean: COCA_COLA, quantity: 6, substitute: false, shouldSlice: false }],
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      totals: { calculatorTotal: 209.4, totalWeight: 9.3, totalToPay: 255.4 },
      fees: { bag: 7, service: 39 },
      minimumPurchase: 300,
    });
  });

  it('adds the chosen window’s price for the cart (issue 17) and answers the options’ prices', async () => {
    const windows = await send('POST', '/api/handoverwindows/store/1300/7080001150015', {
      weight: 1,
      productIds: [],
      stores: ['7080001150015'],
      cartInfo: { numberOfItemsOrdered: 2, totalWeight: 1, totalToPay: 49.8, containsFrozenFood: false },
    });
    const window = (await windows.json()).days[1].handoverWindows[0] as { windowId: string };
    const body = { gln: '7080001150015', bagType: 'PLAST', items: [{ ean: LETTMELK, quantity: 2 }] };
    // Store pickup costs 29 kr below 500 kr.
    expect(await (await calculate({ ...body, windowId: window.windowId })).json()).toMatchObject({
      totals: { calculatorTotal: 49.8, totalToPay: 80.8 },
      fees: { bag: 2, service: 0, handover: 29 },
      optionPrices: {
        bagTypes: { PLAST: 2, PAPIR: 3.5, PAPPESKE: 9.9 },
        serviceFeeTypes: { OPPSKJAERING: 149, OPPSKJAERING_PRIVAT: 99, INVOICE: 39 },
      },
    });
    // From 500 kr it is free; no window or an unknown one prices nothing.
    expect(await (await calculate({ ...body, windowId: window.windowId, items: [{ ean: LETTMELK, quantity: 21 }] })).json()).toMatchObject({
      fees: { handover: 0 },
    });
    expect(await (await calculate(body)).json()).toMatchObject({ fees: { handover: null }, totals: { totalToPay: 51.8 } });
    expect(await (await calculate({ ...body, windowId: 'S-0000-20000101-0900' })).json()).toMatchObject({ fees: { handover: null } });
  });

  it('charges nothing for bags or service and answers the store minimum purchase when the body leaves them out', async () => {
    const answer = await (await calculate({ items: [{ ean: LETTMELK, quantity: 2 }] })).json();
    expect(answer).toMatchObject({ totals: { totalToPay: 49.8 }, fees: { bag: 0, service: 0 }, minimumPurchase: 100 });
  });

  it('keeps the choices, the lines’ substitute and slicing, the fees and the minimum purchase per persisted id', async () => {
    await calculate({
      persistedId: 'c1',
      gln: '7080001150015',
      bagType: 'PLAST',
      serviceFeeType: null,
      substitutePreference: 'HISTORY',
      items: [
        { ean: KNEIPPBROD, quantity: 1, substitute: false, shouldSlice: true },
        { ean: LETTMELK, quantity: 2 },
      ],
    });
    expect(sim.state.carts.c1).toMatchObject({
      persistedId: 'c1',
      gln: '7080001150015',
      handoverType: 'Store',
      bagType: 'PLAST',
      serviceFeeType: null,
      substitutePreference: 'HISTORY',
      items: [
        { ean: KNEIPPBROD, quantity: 1, substitute: false, shouldSlice: true, lineTotal: 39.9 },
        { ean: LETTMELK, quantity: 2, substitute: true, shouldSlice: false, lineTotal: 49.8 },
      ],
      totals: { calculatorTotal: 89.7, totalToPay: 91.7 },
      fees: { bag: 2, service: 0 },
      minimumPurchase: 100,
    });
  });

  it.each([
    ['an unknown bag type', { bagType: 'JUTE' }],
    ['an unknown service fee type', { serviceFeeType: 'EXPRESS' }],
    ['an unknown handover type', { handoverType: 'HJEM' }],
    ['an unknown substitute preference', { substitutePreference: 'ANY' }],
    ['a substitute flag that is not a boolean', { items: [{ ean: LETTMELK, quantity: 1, substitute: 'yes' }] }],
    ['a slicing flag that is not a boolean', { items: [{ ean: KNEIPPBROD, quantity: 1, shouldSlice: 1 }] }],
    ['a quantity of zero', { items: [{ ean: LETTMELK, quantity: 0 }] }],
    ['items that are not a list', { items: 'all' }],
  ])('answers 400 for %s', async (_situation, change) => {
    const answer = await calculate({ items: [{ ean: LETTMELK, quantity: 1 }], ...change });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ code: 400, message: expect.any(String) });
    expect(sim.state.carts).toEqual({});
  });

  it('answers 400 for a body that is not JSON and 422 for unknown EANs', async () => {
    expect((await send('POST', '/api/cart/calculator/1300', 'not json')).status).toBe(400);
    const unknown = await calculate({ bagType: 'PLAST', items: [{ ean: '7000000000000', quantity: 1 }] });
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toMatchObject({ message: 'Ukjent vare', unknownEans: ['7000000000000'] });
  });
});

const memberCart = {
  persistedId: 'cart-kari',
  items: [
    { ean: KNEIPPBROD, quantity: 1, substitute: false, shouldSlice: true },
    { ean: LETTMELK, quantity: 2, substitute: true, shouldSlice: false },
  ],
  bagType: 'PAPIR',
  serviceFeeType: null,
  substitutePreference: 'SIMILAR',
  substituteComment: 'Helst laktosefri',
};

describe('the member cart, /api/cart/{chainid}/member/{memberId}', () => {
  it('answers 204 No Content (no cart) before the member saved a cart', async () => {
    const kari = await login('member');
    const answer = await get('/api/cart/1300/member/M-100001', kari);
    expect(answer.status).toBe(204);
    expect(await answer.text()).toBe('');
  });

  it('saves the cart at the simulator time and answers it on the next GET', async () => {
    await send('POST', '/__sim/clock', { now: '2026-12-01T08:00:00.000Z' });
    const kari = await login('member');
    const saved = await send('PUT', '/api/cart/1300/member/M-100001', memberCart, kari);
    expect(saved.status).toBe(200);
    const expected = { ...memberCart, updatedAt: expect.stringMatching(/^2026-12-01T08:00/) };
    expect(await saved.json()).toEqual(expected);
    expect(await (await get('/api/cart/1300/member/M-100001', kari)).json()).toEqual(expected);
  });

  it('tells the member’s other devices with a SHOPPING_CART_UPDATED notification', async () => {
    const kari = await login('member');
    await send('PUT', '/api/cart/1300/member/M-100001', memberCart, kari);
    const notifications = await (await get('/api/client-notifications/1300', kari)).json();
    expect(notifications).toEqual([{ type: 'SHOPPING_CART_UPDATED', timestamp: expect.any(String) }]);
  });

  it('fills in the defaults of the lines and choices the body leaves out', async () => {
    const kari = await login('member');
    const answer = await send('PUT', '/api/cart/1300/member/M-100001', { persistedId: 'p', items: [{ ean: LETTMELK, quantity: 1 }] }, kari);
    expect(await answer.json()).toMatchObject({
      items: [{ ean: LETTMELK, quantity: 1, substitute: true, shouldSlice: false }],
      bagType: null,
      serviceFeeType: null,
      substitutePreference: 'SIMILAR',
      substituteComment: null,
    });
  });

  it.each([
    ['no persisted id', { ...memberCart, persistedId: undefined }],
    ['items that are not a list', { ...memberCart, items: null }],
    ['a line without a quantity', { ...memberCart, items: [{ ean: LETTMELK }] }],
    ['an unknown bag type', { ...memberCart, bagType: 'JUTE' }],
    ['an unknown service fee type', { ...memberCart, serviceFeeType: 'EXPRESS' }],
    ['an unknown substitute preference', { ...memberCart, substitutePreference: 'ANY' }],
    ['a comment that is not text', { ...memberCart, substituteComment: 42 }],
    ['a list in place of the cart', [memberCart]],
  ])('answers 400 and keeps no cart for a body with %s', async (_situation, body) => {
    const kari = await login('member');
    expect((await send('PUT', '/api/cart/1300/member/M-100001', body, kari)).status).toBe(400);
    expect(sim.state.memberCarts).toEqual({});
    expect(sim.state.notifications).toEqual({});
  });

  it('answers 401 without a token and 403 for another member’s cart', async () => {
    expect((await get('/api/cart/1300/member/M-100001')).status).toBe(401);
    expect((await send('PUT', '/api/cart/1300/member/M-100001', memberCart)).status).toBe(401);
    const lise = await login('associated');
    expect((await get('/api/cart/1300/member/M-100001', lise)).status).toBe(403);
    expect((await send('PUT', '/api/cart/1300/member/M-100001', memberCart, lise)).status).toBe(403);
    expect(sim.state.memberCarts).toEqual({});
  });

  it('is cleared by a reset and shown in the state', async () => {
    const kari = await login('member');
    await send('PUT', '/api/cart/1300/member/M-100001', memberCart, kari);
    const state = await (await get('/__sim/state')).json();
    expect(state.memberCarts['M-100001']).toMatchObject({ persistedId: 'cart-kari' });
    await send('POST', '/__sim/reset', {});
    expect((await (await get('/__sim/state')).json()).memberCarts).toEqual({});
  });

  it('goes through fault injection and the request log', async () => {
    const kari = await login('member');
    await send('POST', '/__sim/faults', { route: 'PUT /api/cart/*/member/*', status: 500, times: 1 });
    expect((await send('PUT', '/api/cart/1300/member/M-100001', memberCart, kari)).status).toBe(500);
    expect(sim.state.memberCarts).toEqual({});
    expect((await send('PUT', '/api/cart/1300/member/M-100001', memberCart, kari)).status).toBe(200);
    const logged = sim.state.requests.filter((entry) => entry.path === '/api/cart/1300/member/M-100001');
    expect(logged.map((entry) => [entry.method, entry.fault])).toEqual([
      ['PUT', 'PUT /api/cart/*/member/*'],
      ['PUT', null],
    ]);
  });
});

describe('the calculator with the member’s coupons and the promotions', () => {
  const NORVEGIA = '7038551135202';
  const FREIA = '7063734197821';
  const FRIELE = '7058215979409';
  const KIMS = '7070798583095';
  const line = (ean: string, quantity: number) => ({ ean, quantity, substitute: true, shouldSlice: false });
  const body = { persistedId: 'c1', items: [line(NORVEGIA, 1), line(FREIA, 1), line(FRIELE, 1), line(KIMS, 3)] };

  it('takes Kari’s active coupon (AKTIV) off, not her inactive (INAKTIV) or used (BRUKT) ones, and the 3 for 2', async () => {
    const kari = await login('member');
    const answer = await (await send('POST', '/api/cart/calculator/1300', body, kari)).json();
    expect(answer.items).toMatchObject([
      { ean: NORVEGIA, lineTotal: 103.2, couponSaving: 25.8, lineTotalOriginal: 129 },
      { ean: FREIA, lineTotal: 44.9, couponSaving: 0, lineTotalOriginal: null },
      { ean: FRIELE, lineTotal: 59.9, couponSaving: 0, lineTotalOriginal: null },
      { ean: KIMS, lineTotal: 79.8, promotionSaving: 39.9, lineTotalOriginal: 119.7 },
    ]);
    expect(answer.discounts).toEqual({ offers: 0, promotions: 39.9, coupons: 25.8, total: 65.7 });
  });

  it('gives a guest no coupon saving', async () => {
    const answer = await (await calculate(body)).json();
    expect(answer.discounts).toEqual({ offers: 0, promotions: 39.9, coupons: 0, total: 39.9 });
  });

  it('takes an activated coupon off once it is active', async () => {
    const kari = await login('member');
    await send('PUT', '/api/coupons/1300/M-100001/KUP-1002/activate', {}, kari);
    const answer = await (await send('POST', '/api/cart/calculator/1300', body, kari)).json();
    expect(answer.items[1]).toMatchObject({ ean: FREIA, couponSaving: 13.47, lineTotal: 31.43 });
  });
});
