import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetSimState } from '../model/sim-state';
import { readSimToken } from '../model/tokens';
import { createPlatformSim } from './create-platform-sim';

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

  it('logs the site’s client id a call carried (X-Client-Id), null without one', async () => {
    await fetch(`${base}/api/extended-user/1300/default`, { headers: { 'X-Client-Id': 'meny-web' } });
    await fetch(`${base}/api/extended-user/1300/default`);
    const state = await (await fetch(`${base}/__sim/state`)).json();
    expect(state.requests.map((entry: { clientId: string | null }) => entry.clientId)).toEqual(['meny-web', null]);
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

  it('answers a fault’s body in place of the platform’s, with its status or 200, then the platform again', async () => {
    await post('/__sim/faults', { route: 'POST /api/handoverwindows/**', body: { days: [] }, times: 1 });
    await post('/__sim/faults', { route: 'GET /api/stores/*/*', status: 422, body: { message: 'Store closed' }, times: 1 });
    const empty = await post('/api/handoverwindows/store/1300/7080001150015', {});
    expect(empty.status).toBe(200);
    expect(await empty.json()).toEqual({ days: [] });
    const refused = await fetch(`${base}/api/stores/1300/7080001150015?store_format=mapped`);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ message: 'Store closed' });
    const real = await (await post('/api/handoverwindows/store/1300/7080001150015', {})).json();
    expect(real.days.length).toBeGreaterThan(0);
  });

  it('closes a pickup point down by its id: its lookups answer the platform’s 404 until reset', async () => {
    const nydalen = `${base}/api/pickup/1300/7080003000017?store_format=mapped`;
    expect((await fetch(nydalen)).status).toBe(200);
    expect((await fetch(`${base}/__sim/stores/7080003000017`, { method: 'DELETE' })).status).toBe(200);
    const gone = await fetch(nydalen);
    expect(gone.status).toBe(404);
    expect((await gone.json()).message).toBe('Could not find pickup point with id 7080003000017');
    // Its picking store, MENY Storo, stays.
    expect((await fetch(`${base}/api/stores/1300/7080001150015?store_format=mapped`)).status).toBe(200);
    expect((await fetch(`${base}/__sim/stores/7080003000017`, { method: 'DELETE' })).status).toBe(404);
    resetSimState(sim.state);
    expect((await fetch(nydalen)).status).toBe(200);
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

describe('a simulator pinned to a start time', () => {
  it('starts there and goes back there at every reset', async () => {
    const pinned = createPlatformSim({ now: '2027-03-28T00:30:00.000Z' });
    expect(Math.abs(Date.parse(pinned.state.startNow ?? '') - Date.parse('2027-03-28T00:30:00.000Z'))).toBe(0);
    const started = Date.now() + pinned.state.clockOffsetMs;
    expect(Math.abs(started - Date.parse('2027-03-28T00:30:00.000Z'))).toBeLessThan(1000);
    pinned.state.clockOffsetMs += 600 * 60_000;
    resetSimState(pinned.state);
    expect(Math.abs(Date.now() + pinned.state.clockOffsetMs - Date.parse('2027-03-28T00:30:00.000Z'))).toBeLessThan(1000);
  });

  it('refuses a start that is not a date', () => {
    expect(() => createPlatformSim({ now: 'tomorrow' })).toThrow(/not a date: tomorrow/);
  });
});

describe('window places in the control API', () => {
  const windowsOf = async () =>
    (
      (await (await post('/api/handoverwindows/store/1300/7080001150015', { productIds: [] })).json()) as {
        days: { handoverWindows: { windowId: string; capacity: number }[] }[];
      }
    ).days.flatMap((day) => day.handoverWindows);

  it('sets one window’s places, or every window’s, until reset', async () => {
    const [first, second] = await windowsOf();
    expect((await post('/__sim/windows/capacity', { windowId: first?.windowId, capacity: 0 })).status).toBe(200);
    expect((await windowsOf()).find((w) => w.windowId === first?.windowId)?.capacity).toBe(0);
    expect((await post('/__sim/windows/capacity', { capacity: 1 })).status).toBe(200);
    const all = await windowsOf();
    expect(all.find((w) => w.windowId === first?.windowId)?.capacity).toBe(0);
    expect(all.find((w) => w.windowId === second?.windowId)?.capacity).toBe(1);
    expect(all.every((w) => w.windowId === first?.windowId || w.capacity === 1)).toBe(true);
    await post('/__sim/reset', {});
    expect(sim.state.windowCapacityOverrides).toEqual({});
  });

  it('refuses a capacity that is not a whole number from 0', async () => {
    expect((await post('/__sim/windows/capacity', { capacity: -1 })).status).toBe(400);
    expect((await post('/__sim/windows/capacity', { capacity: 1.5 })).status).toBe(400);
    expect((await post('/__sim/windows/capacity', { capacity: 1, windowId: 7 })).status).toBe(400);
  });
});

describe('window fields in the control API', () => {
  const storeWindows = async () =>
    (
      (await (await post('/api/handoverwindows/store/1300/7080001150015', { productIds: [] })).json()) as {
        days: { handoverWindows: { windowId: string; carrierWindowId: string | null; gln: string }[] }[];
      }
    ).days.flatMap((day) => day.handoverWindows);

  it('gives the windows of a kind carrier window ids and another gln, until reset', async () => {
    expect((await storeWindows()).every((window) => window.carrierWindowId === null && window.gln === '7080001150015')).toBe(true);
    expect((await post('/__sim/windows/fields', { kind: 'store', carrierWindowIds: true, gln: '7080001150101' })).status).toBe(200);
    const windows = await storeWindows();
    expect(windows.every((window) => /^CW-/.test(window.carrierWindowId ?? '') && window.gln === '7080001150101')).toBe(true);
    await post('/__sim/reset', {});
    expect(sim.state.windowFieldOverrides).toEqual({});
  });

  it('refuses another kind, a carrier flag that is not a boolean and a gln that is not 13 digits', async () => {
    expect((await post('/__sim/windows/fields', { kind: 'boat' })).status).toBe(400);
    expect((await post('/__sim/windows/fields', { kind: 'store', carrierWindowIds: 'yes' })).status).toBe(400);
    expect((await post('/__sim/windows/fields', { kind: 'store', gln: '123' })).status).toBe(400);
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

describe('member logins in the control API', () => {
  it('log a member in with a 30-minute token and a session cookie', async () => {
    const answer = await post('/__sim/login', { kind: 'member' });
    expect(answer.status).toBe(200);
    const login = await answer.json();
    expect(login).toMatchObject({ kind: 'member', memberId: 'M-100001', sid: expect.any(String), token: expect.any(String) });
    expect(answer.headers.get('set-cookie')).toBe(`kurv_sim_session=${login.sid}; Path=/; SameSite=Lax`);
    expect(Math.abs(Date.parse(login.expiresAt) - (Date.now() + 1800_000))).toBeLessThan(5000);
    const claims = readSimToken(login.token);
    expect(claims).toMatchObject({ sid: login.sid, member_id: 'M-100001', acr: 'substantial' });
    expect((claims?.exp ?? 0) - (claims?.iat ?? 0)).toBe(1800);
  });

  it('log a simplified shopper in with assurance "low" and honour a given assurance and lifetime', async () => {
    const simplified = await (await post('/__sim/login', { kind: 'simplified' })).json();
    expect(readSimToken(simplified.token)).toMatchObject({ acr: 'low', member_id: 'M-100002' });
    const corporate = await (await post('/__sim/login', { kind: 'corporate', assurance: 'none', expiresInSeconds: 60 })).json();
    const claims = readSimToken(corporate.token);
    expect(claims).toMatchObject({ acr: 'none', member_id: 'M-100003' });
    expect((claims?.exp ?? 0) - (claims?.iat ?? 0)).toBe(60);
  });

  it('refuse an unknown kind, assurance or lifetime', async () => {
    const unknownKind = await post('/__sim/login', { kind: 'admin' });
    expect(unknownKind.status).toBe(400);
    expect((await unknownKind.json()).error).toContain('kind must be one of');
    expect((await post('/__sim/login', {})).status).toBe(400);
    expect((await post('/__sim/login', { kind: 'member', assurance: 'high' })).status).toBe(400);
    expect((await post('/__sim/login', { kind: 'member', expiresInSeconds: -1 })).status).toBe(400);
  });

  it('log everybody out and clear the cookie', async () => {
    const kari = await (await post('/__sim/login', { kind: 'member' })).json();
    const ola = await (await post('/__sim/login', { kind: 'simplified' })).json();
    const answer = await post('/__sim/logout', {});
    expect(answer.status).toBe(200);
    expect(answer.headers.get('set-cookie')).toBe('kurv_sim_session=; Path=/; Max-Age=0');
    expect((await answer.json()).endedSessions.sort()).toEqual([kari.sid, ola.sid].sort());
    const state = await (await fetch(`${base}/__sim/state`)).json();
    expect(state.sessions[kari.sid]).toMatchObject({ kind: 'member', memberId: 'M-100001', active: false });
    expect(state.sessions[ola.sid].active).toBe(false);
  });

  it('store notifications for a member at the simulator time', async () => {
    await post('/__sim/clock', { now: '2026-12-01T08:00:00.000Z' });
    const answer = await post('/__sim/notifications', { memberId: 'M-100001', type: 'SHOPPING_CART_UPDATED' });
    expect(answer.status).toBe(201);
    expect(sim.state.notifications['M-100001']).toEqual([
      { type: 'SHOPPING_CART_UPDATED', timestamp: expect.stringMatching(/^2026-12-01T08:00/) },
    ]);
    expect((await post('/__sim/notifications', { memberId: 'M-100001', type: 'SOMETHING' })).status).toBe(400);
    expect((await post('/__sim/notifications', { memberId: 'M-999999', type: 'SHOPPING_CART_UPDATED' })).status).toBe(400);
  });

  it('show sessions, notifications and household updates in the state', async () => {
    const login = await (await post('/__sim/login', { kind: 'member' })).json();
    await post('/__sim/notifications', { memberId: 'M-100001', type: 'EXTENDED_USER_UPDATED' });
    const update = {
      deliveryComment: '',
      prefferedStoreId: '7080001150022',
      pickupStoreId: '7080001150022',
      handoverInfo: { handoverType: 'BUTIKK' },
    };
    await fetch(`${base}/api/extended-user/1300/household`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${login.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(update),
    });
    const state = await (await fetch(`${base}/__sim/state`)).json();
    expect(state.sessions[login.sid]).toMatchObject({ sid: login.sid, kind: 'member', memberId: 'M-100001', active: true });
    expect(state.notifications['M-100001']).toHaveLength(1);
    expect(state.householdUpdates).toEqual([update]);
  });

  it('reset sessions, notifications and edited users to the seed', async () => {
    const login = await (await post('/__sim/login', { kind: 'member' })).json();
    await post('/__sim/notifications', { memberId: 'M-100001', type: 'EXTENDED_USER_UPDATED' });
    await fetch(`${base}/trumf/husstand`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${login.token}` },
      body: JSON.stringify({ gateadresse: 'Bygdøy allé 2', postnr: '0257', poststed: 'OSLO' }),
    });
    expect(sim.state.households['H-200001']?.household.address).toBe('Bygdøy allé 2');
    await post('/__sim/reset', {});
    const state = await (await fetch(`${base}/__sim/state`)).json();
    expect(state.sessions).toEqual({});
    expect(state.notifications).toEqual({});
    expect(state.householdUpdates).toEqual([]);
    expect((await fetch(`${base}/api/extended-user/1300`, { headers: { Authorization: `Bearer ${login.token}` } })).status).toBe(401);
    const again = await (await post('/__sim/login', { kind: 'member' })).json();
    const user = await (await fetch(`${base}/api/extended-user/1300`, { headers: { Authorization: `Bearer ${again.token}` } })).json();
    expect(user.household.address).toBe('Karl Johans gate 1');
  });
});

describe('POST /__sim/products/{ean}/stock', () => {
  const milk = '7054609056183';
  it('sets a product’s stock for every store until reset, not flagged out of stock unless told', async () => {
    expect((await post(`/__sim/products/${milk}/stock`, { availableInventory: 0 })).status).toBe(200);
    const product = await (await fetch(`${base}/api/products/1300/${milk}`)).json();
    expect(product).toMatchObject({ availableInventory: 0, isOutOfStock: false });
    resetSimState(sim.state);
    expect(await (await fetch(`${base}/api/products/1300/${milk}`)).json()).toMatchObject({ availableInventory: 200 });
  });

  it('refuses an unknown product and a stock that is not a number', async () => {
    expect((await post('/__sim/products/123/stock', { availableInventory: 0 })).status).toBe(404);
    expect((await post(`/__sim/products/${milk}/stock`, { availableInventory: 'none' })).status).toBe(400);
    expect((await post(`/__sim/products/${milk}/stock`, { availableInventory: 1, isOutOfStock: 'yes' })).status).toBe(400);
  });
});

describe('POST /__sim/coupons/{memberId}/{couponId}/status', () => {
  it('sets a member’s coupon to another status until the reset', async () => {
    const answer = await post('/__sim/coupons/M-100001/KUP-1001/status', { status: 'BRUKT' });
    expect(answer.status).toBe(200);
    expect(sim.state.coupons['M-100001']?.[0]?.status).toBe('BRUKT');
    await post('/__sim/reset', {});
    expect(sim.state.coupons['M-100001']?.[0]?.status).toBe('AKTIV');
  });

  it.each([
    ['an unknown coupon', '/__sim/coupons/M-100001/KUP-9/status', { status: 'AKTIV' }, 404],
    ['an unknown member', '/__sim/coupons/M-9/KUP-1001/status', { status: 'AKTIV' }, 404],
    ['an unknown status', '/__sim/coupons/M-100001/KUP-1001/status', { status: 'GYLDIG' }, 400],
  ])('refuses %s', async (_situation, path, body, status) => {
    expect((await post(path, body)).status).toBe(status);
  });
});

describe('triple-Trumf days in the control API', () => {
  const tripleDays = async () =>
    (
      (await (await post('/api/handoverwindows/store/1300/7080001150015', { productIds: [] })).json()) as {
        days: { date: string; isTripleTrumf: boolean; handoverWindows: { isTripleTrumf: boolean }[] }[];
      }
    ).days.filter((day) => day.isTripleTrumf && day.handoverWindows.every((window) => window.isTripleTrumf));

  it('replaces the seeded Thursday with the dates sent, until reset', async () => {
    expect(await tripleDays()).toHaveLength(1);
    const days = (await (await post('/api/handoverwindows/store/1300/7080001150015', { productIds: [] })).json()) as {
      days: { date: string }[];
    };
    const [, second, third] = days.days.map((day) => day.date);
    expect((await post('/__sim/windows/triple', { dates: [second, third] })).status).toBe(200);
    expect((await tripleDays()).map((day) => day.date)).toEqual([second, third]);
    await post('/__sim/reset', {});
    expect(sim.state.tripleTrumfDates).toBeNull();
  });

  it('refuses anything but a list of dates', async () => {
    expect((await post('/__sim/windows/triple', { dates: '2026-11-26' })).status).toBe(400);
    expect((await post('/__sim/windows/triple', { dates: ['26.11.2026'] })).status).toBe(400);
  });
});

describe('window prices in the control API', () => {
  const firstWindowProducts = async () =>
    (
      (await (await post('/api/handoverwindows/store/1300/7080001150015', { productIds: [] })).json()) as {
        days: { handoverWindows: { handoverProducts: { price: number; priceIntervalFrom: number; priceIntervalTo: number | null }[] }[] }[];
      }
    ).days[0]?.handoverWindows[0]?.handoverProducts.map(({ price, priceIntervalFrom, priceIntervalTo }) => [
      price,
      priceIntervalFrom,
      priceIntervalTo,
    ]);

  it('gives the kind’s windows the intervals sent, an open upper bound as null, until reset', async () => {
    expect(await firstWindowProducts()).toEqual([
      [29, 0, 500],
      [0, 500, 20_000_000_000],
    ]);
    const intervals = [
      { price: 59, from: 0, to: 1 },
      { price: 19, from: 1, to: null },
    ];
    expect((await post('/__sim/windows/prices', { kind: 'store', intervals })).status).toBe(200);
    expect(await firstWindowProducts()).toEqual([
      [59, 0, 1],
      [19, 1, null],
    ]);
    await post('/__sim/reset', {});
    expect(sim.state.windowPriceOverrides).toEqual({});
  });

  it('refuses another kind, no intervals, or an amount that is not a number from 0', async () => {
    expect((await post('/__sim/windows/prices', { kind: 'boat', intervals: [{ price: 1, from: 0, to: null }] })).status).toBe(400);
    expect((await post('/__sim/windows/prices', { kind: 'store', intervals: [] })).status).toBe(400);
    expect((await post('/__sim/windows/prices', { kind: 'store', intervals: [{ price: -1, from: 0, to: null }] })).status).toBe(400);
    expect((await post('/__sim/windows/prices', { kind: 'store', intervals: [{ price: 1, from: 0 }] })).status).toBe(400);
  });
});

describe('coverage figures in the control API', () => {
  const coverage = async (postalCode: string) => await (await fetch(`${base}/api/delivery/coverage/1300/${postalCode}`)).json();

  it('gives a covered address the figures sent, an uncovered one none, until reset', async () => {
    expect((await post('/__sim/coverage/figures', { bestPrice: 49, bestPriceThreshold: 1500, deliveryThreshold: 250 })).status).toBe(200);
    expect(await coverage('0154')).toMatchObject({ bestPrice: 49, bestPriceThreshold: 1500, deliveryThreshold: 250 });
    expect(await coverage('9990')).toMatchObject({
      closestStore: null,
      bestPrice: null,
      bestPriceThreshold: null,
      deliveryThreshold: null,
    });
    await post('/__sim/reset', {});
    expect(sim.state.coverageFigures).toBeNull();
  });

  it('refuses a figure that is missing or not an amount from 0', async () => {
    expect((await post('/__sim/coverage/figures', { bestPrice: 49, bestPriceThreshold: 1500 })).status).toBe(400);
    expect((await post('/__sim/coverage/figures', { bestPrice: -1, bestPriceThreshold: 1500, deliveryThreshold: 250 })).status).toBe(400);
    expect((await post('/__sim/coverage/figures', { bestPrice: '49', bestPriceThreshold: 1500, deliveryThreshold: 250 })).status).toBe(400);
  });
});

describe('a store’s name in the control API', () => {
  it('sends the name given, blank or null, for the store, until reset', async () => {
    expect((await post('/__sim/stores/7080001150015/name', { name: '' })).status).toBe(200);
    expect(sim.state.stores.find((store) => store.gln === '7080001150015' && store.pickupGln === '7080001150015')?.name).toBe('');
    expect((await post('/__sim/stores/7080001150015/name', { name: null })).status).toBe(200);
    expect(sim.state.stores.find((store) => store.gln === '7080001150015' && store.pickupGln === '7080001150015')?.name).toBeNull();
    await post('/__sim/reset', {});
    expect(sim.state.stores.find((store) => store.gln === '7080001150015')?.name).toBe('MENY Storo');
  });

  it('refuses an unknown store and a name that is not text or null', async () => {
    expect((await post('/__sim/stores/123/name', { name: '' })).status).toBe(404);
    expect((await post('/__sim/stores/7080001150015/name', { name: 42 })).status).toBe(400);
  });
});
