import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { calculateCartTotals } from '../model/calculator';
import { seedOpenOrderDeadline } from '../model/seeded-orders';
import { resetSimState } from '../model/sim-state';
import { SEED_OPEN_ORDER, SEED_ORDERS, SEED_SUPPLIER_DEADLINE_ORDER } from '../seed/order-seed';
import { SEED_PRODUCTS } from '../seed/products';
import { createPlatformSim } from './create-platform-sim';

const sim = createPlatformSim();
const server = setupServer(...sim.handlers);
const base = 'http://sim.test';
const products = new Map(SEED_PRODUCTS.map((product) => [product.ean, product]));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetSimState(sim.state));
afterAll(() => server.close());

const NOW = '2026-06-10T07:15:00.000Z';
const KARI = 'M-100001';
const PER = 'M-100003';
const OPEN = `/api/order/1300/${KARI}/${SEED_OPEN_ORDER.ngOrderId}`;
const LETTMELK = '7054609056183';
const AGURK = '7008336623002';

const send = (method: string, path: string, body?: unknown, token: string | null = null) =>
  fetch(`${base}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });

async function login(kind: string): Promise<string> {
  return (await (await send('POST', '/__sim/login', { kind })).json()).token;
}

async function atClock(now = NOW): Promise<void> {
  await send('POST', '/__sim/clock', { now });
}

describe('GET /api/order/{chainid}/{memberId}/{orderId}', () => {
  it('answers Kari’s open order with the spec’s fields, by ngOrderId or mwOrderId', async () => {
    await atClock();
    const kari = await login('member');
    const answer = await send('GET', OPEN, undefined, kari);
    expect(answer.status).toBe(200);
    const order = await answer.json();
    expect(Object.keys(order).sort()).toEqual(
      [
        'ngOrderId',
        'mwOrderId',
        'pickupCode',
        'status',
        'store',
        'handoverInfo',
        'substitutePreference',
        'substituteComment',
        'bagType',
        'serviceFeeType',
        'paymentMethod',
        'originalCart',
        'totals',
        'customer',
        'invoice',
        'isPendingProcessing',
        'createdAt',
        'reservationAmount',
      ].sort(),
    );
    expect(order).toMatchObject({
      ngOrderId: '4100001',
      mwOrderId: 'MW-4100001',
      pickupCode: '483920',
      status: 20,
      store: { name: 'MENY Storo', gln: '7080001150015', pickupGln: '7080001150015' },
      substitutePreference: 'SIMILAR',
      bagType: 'PLAST',
      serviceFeeType: null,
      paymentMethod: 'CARD',
      invoice: null,
      isPendingProcessing: false,
    });
    expect(Date.parse(order.handoverInfo.deadline)).toBe(Date.parse(seedOpenOrderDeadline(new Date(NOW))));
    expect(order.handoverInfo.deadline).toBe('2026-06-11T12:00:00+02:00');
    expect(order.reservationAmount).toBe(order.totals.totalToPay);
    const byMiddleware = await (await send('GET', `/api/order/1300/${KARI}/MW-4100001`, undefined, kari)).json();
    expect(byMiddleware).toEqual(order);
    const withoutNg = await (await send('GET', `/api/order/1300/${KARI}/MW-4100011`, undefined, kari)).json();
    expect(withoutNg).toMatchObject({ ngOrderId: null, mwOrderId: 'MW-4100011', status: 20 });
  });

  it('answers 401 without a token, 403 for another member’s path, 404 for an unknown or another member’s order', async () => {
    expect((await send('GET', OPEN)).status).toBe(401);
    const ola = await login('simplified');
    expect((await send('GET', OPEN, undefined, ola)).status).toBe(403);
    const kari = await login('member');
    const unknown = await send('GET', `/api/order/1300/${KARI}/999`, undefined, kari);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ code: 404, message: 'Could not find order 999' });
    expect((await send('GET', `/api/order/1300/${KARI}/4300001`, undefined, kari)).status).toBe(404);
  });

  it('goes through the request log and fault injection', async () => {
    const kari = await login('member');
    await send('POST', '/__sim/faults', { route: 'GET /api/order/*/*/*', status: 503, times: 1 });
    expect((await send('GET', OPEN, undefined, kari)).status).toBe(503);
    expect((await send('GET', OPEN, undefined, kari)).status).toBe(200);
    const state = await (await send('GET', '/__sim/state')).json();
    const logged = state.requests.filter((entry: { path: string }) => entry.path === OPEN);
    expect(logged.map((entry: { fault: string | null }) => entry.fault)).toEqual(['GET /api/order/*/*/*', null]);
  });
});

describe('GET /api/order/{chainid}/{memberId}', () => {
  it('lists the member’s orders newest first, and only theirs', async () => {
    await atClock();
    const kari = await login('member');
    const answer = await send('GET', `/api/order/1300/${KARI}`, undefined, kari);
    expect(answer.status).toBe(200);
    const { orders } = await answer.json();
    const seeded = SEED_ORDERS.filter((order) => order.memberId === KARI);
    expect(orders).toHaveLength(seeded.length);
    expect(orders[0].mwOrderId).toBe('MW-4100003');
    const created = orders.map((order: { createdAt: string }) => Date.parse(order.createdAt));
    expect([...created].sort((a, b) => b - a)).toEqual(created);
    expect(new Set(orders.map((order: { status: number }) => order.status))).toEqual(new Set([10, 20, 30, 35, 50, 59, 69]));
    const per = await login('corporate');
    const perOrders = (await (await send('GET', `/api/order/1300/${PER}`, undefined, per)).json()).orders;
    expect(perOrders.map((order: { ngOrderId: string }) => order.ngOrderId)).toEqual(['4300001', '4300002']);
    expect(perOrders[0].invoice).toEqual({ costCenter: '4501', reference: 'Kantina, ukeshandel' });
  });

  it('answers an empty list for a member without orders, 401 and 403 as the order does', async () => {
    const ola = await login('simplified');
    expect(await (await send('GET', '/api/order/1300/M-100002', undefined, ola)).json()).toEqual({ orders: [] });
    expect((await send('GET', `/api/order/1300/${KARI}`)).status).toBe(401);
    expect((await send('GET', `/api/order/1300/${KARI}`, undefined, ola)).status).toBe(403);
  });
});

describe('PUT /api/order/{chainid}/{memberId}/{orderId}', () => {
  it('changes an editable order’s lines and choices and recalculates its totals', async () => {
    await atClock();
    const kari = await login('member');
    const items = [
      { ean: LETTMELK, quantity: 3 },
      { ean: AGURK, quantity: 1, substitute: false },
    ];
    const answer = await send(
      'PUT',
      OPEN,
      { items, substitutePreference: 'NONE', substituteComment: 'Ingen erstatning', bagType: 'PAPIR', serviceFeeType: null },
      kari,
    );
    expect(answer.status).toBe(200);
    const order = await answer.json();
    const expected = calculateCartTotals(products, items, { bagType: 'PAPIR', serviceFeeType: null, handoverType: 'Store' });
    if ('unknownEans' in expected) {
      throw new Error('unknown EANs');
    }
    expect(order.originalCart.items).toEqual([
      { ean: LETTMELK, quantity: 3, substitute: true, shouldSlice: false },
      { ean: AGURK, quantity: 1, substitute: false, shouldSlice: false },
    ]);
    expect(order.totals).toEqual({ ...expected.totals, totalQuantity: 4 });
    expect(order.reservationAmount).toBe(expected.totals.totalToPay);
    expect(order).toMatchObject({ substitutePreference: 'NONE', substituteComment: 'Ingen erstatning', bagType: 'PAPIR', status: 20 });
    expect(await (await send('GET', OPEN, undefined, kari)).json()).toEqual(order);
    const state = await (await send('GET', '/__sim/state')).json();
    expect(state.notifications).toEqual({});
  });

  it('prices the edit with the member’s active coupon, as her cart is priced', async () => {
    await atClock();
    const kari = await login('member');
    const NORVEGIA = '7038551135202';
    const answer = await send('PUT', OPEN, { items: [{ ean: NORVEGIA, quantity: 1 }], bagType: null, serviceFeeType: null }, kari);
    expect(answer.status).toBe(200);
    // 129,00 kr less Kari's 20 % coupon (KUP-1001, AKTIV).
    expect((await answer.json()).totals).toMatchObject({ calculatorTotal: 103.2, totalToPay: 103.2 });
  });

  it('keeps the choices a body leaves out', async () => {
    await atClock();
    const kari = await login('member');
    const path = `/api/order/1300/${KARI}/${SEED_SUPPLIER_DEADLINE_ORDER.ngOrderId}`;
    const order = await (await send('PUT', path, { items: [{ ean: AGURK, quantity: 5 }] }, kari)).json();
    expect(order).toMatchObject({
      substitutePreference: 'HISTORY',
      substituteComment: 'Ring meg hvis laksen er utsolgt',
      bagType: 'PAPIR',
      serviceFeeType: null,
    });
  });

  it('refuses a bad body with 400 and unknown products with 422', async () => {
    const kari = await login('member');
    for (const body of [
      'not json',
      {},
      { items: [] },
      { items: [{ ean: LETTMELK, quantity: 0 }] },
      { items: [{ ean: LETTMELK, quantity: 1 }], bagType: 'SEKK' },
      { items: [{ ean: LETTMELK, quantity: 1 }], substitutePreference: 'ALWAYS' },
      { items: [{ ean: LETTMELK, quantity: 1 }], substituteComment: 42 },
    ]) {
      const answer = await send('PUT', OPEN, body, kari);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect((await answer.json()).code).toBe(400);
    }
    const unknown = await send('PUT', OPEN, { items: [{ ean: '7000000000000', quantity: 1 }] }, kari);
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toEqual({ code: 422, message: 'Ukjent vare', unknownEans: ['7000000000000'] });
  });

  it.each(SEED_ORDERS.filter((order) => order.memberId === KARI && !order.editable).map((order) => [order.description, order.mwOrderId]))(
    'refuses with 409 an order that cannot be changed: %s',
    async (_description, orderId) => {
      await atClock();
      const kari = await login('member');
      const answer = await send('PUT', `/api/order/1300/${KARI}/${orderId}`, { items: [{ ean: LETTMELK, quantity: 1 }] }, kari);
      expect(answer.status).toBe(409);
      expect(await answer.json()).toMatchObject({ code: 409, message: 'Bestillingen kan ikke endres' });
    },
  );

  it('refuses once the deadline passes on the simulator clock, and past the supplier order deadline', async () => {
    await atClock();
    const kari = await login('member');
    await send('GET', OPEN, undefined, kari);
    const body = { items: [{ ean: LETTMELK, quantity: 1 }] };
    // Tomorrow 11:59 Oslo: the open order is still editable; the supplier-deadline order (tomorrow 12:00) too.
    await atClock('2026-06-11T09:59:00.000Z');
    const kariLater = await login('member');
    expect((await send('PUT', OPEN, body, kariLater)).status).toBe(200);
    await atClock('2026-06-11T10:00:00.000Z');
    const kariAtDeadline = await login('member');
    expect((await send('PUT', OPEN, body, kariAtDeadline)).status).toBe(409);
    const supplierPath = `/api/order/1300/${KARI}/${SEED_SUPPLIER_DEADLINE_ORDER.ngOrderId}`;
    const refused = await send('PUT', supplierPath, body, kariAtDeadline);
    expect(refused.status).toBe(409);
    expect((await refused.json()).reason).toBe('the supplier order deadline has passed');
  });

  it('answers 401, 403 for another member, 404 for an unknown order', async () => {
    const body = { items: [{ ean: LETTMELK, quantity: 1 }] };
    expect((await send('PUT', OPEN, body)).status).toBe(401);
    const per = await login('corporate');
    expect((await send('PUT', OPEN, body, per)).status).toBe(403);
    const kari = await login('member');
    expect((await send('PUT', `/api/order/1300/${KARI}/404404`, body, kari)).status).toBe(404);
  });

  it('lets the corporate member change his delivery, refuses a member without the update-order flag', async () => {
    await atClock();
    const per = await login('corporate');
    const changed = await send('PUT', `/api/order/1300/${PER}/4300001`, { items: [{ ean: LETTMELK, quantity: 10 }] }, per);
    expect(changed.status).toBe(200);
    expect((await changed.json()).bagType).toBe('PAPPESKE');
    const created = await (await send('POST', '/__sim/orders', { memberId: 'M-100002' })).json();
    const ola = await login('simplified');
    const refused = await send('PUT', `/api/order/1300/M-100002/${created.ngOrderId}`, { items: [{ ean: LETTMELK, quantity: 1 }] }, ola);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ code: 403, message: 'Medlemmet kan ikke endre bestillinger' });
    expect((await send('DELETE', `/api/order/1300/M-100002/${created.ngOrderId}`, undefined, ola)).status).toBe(403);
  });
});

describe('DELETE /api/order/{chainid}/{memberId}/{orderId}', () => {
  it('cancels an editable order (status 30) and answers 204; a cancelled order cannot be removed again', async () => {
    await atClock();
    const kari = await login('member');
    const answer = await send('DELETE', OPEN, undefined, kari);
    expect(answer.status).toBe(204);
    expect(await answer.text()).toBe('');
    expect((await (await send('GET', OPEN, undefined, kari)).json()).status).toBe(30);
    expect((await send('DELETE', OPEN, undefined, kari)).status).toBe(409);
    expect((await send('PUT', OPEN, { items: [{ ean: LETTMELK, quantity: 1 }] }, kari)).status).toBe(409);
  });

  it('refuses orders that cannot be changed (409), 401, 403 and 404', async () => {
    await atClock();
    const kari = await login('member');
    expect((await send('DELETE', `/api/order/1300/${KARI}/4100005`, undefined, kari)).status).toBe(409);
    expect((await send('DELETE', `/api/order/1300/${KARI}/MW-4100011`, undefined, kari)).status).toBe(409);
    expect((await send('DELETE', `/api/order/1300/${KARI}/nope`, undefined, kari)).status).toBe(404);
    expect((await send('DELETE', OPEN)).status).toBe(401);
    const per = await login('corporate');
    expect((await send('DELETE', OPEN, undefined, per)).status).toBe(403);
  });
});

describe('the control API for orders', () => {
  it('adds an order with defaults filled, editable until a deadline given in minutes', async () => {
    await atClock();
    const answer = await send('POST', '/__sim/orders', { memberId: KARI, deadlineInMinutes: 30 });
    expect(answer.status).toBe(201);
    const created = await answer.json();
    expect(created).toMatchObject({
      memberId: KARI,
      ngOrderId: '4900001',
      mwOrderId: 'MW-4900001',
      status: 20,
      store: { gln: '7080001150015', name: 'MENY Storo' },
      substitutePreference: 'SIMILAR',
      bagType: 'PLAST',
      serviceFeeType: null,
      paymentMethod: 'CARD',
      invoice: null,
      isPendingProcessing: false,
      customer: { firstName: 'Kari', lastName: 'Nordmann' },
    });
    expect(created.pickupCode).toMatch(/^\d{6}$/);
    expect(created.originalCart.items.map((item: { ean: string }) => item.ean)).toEqual(SEED_OPEN_ORDER.itemEans);
    expect(Date.parse(created.handoverInfo.deadline)).toBe(Date.parse('2026-06-10T07:45:00.000Z'));
    expect(Date.parse(created.handoverInfo.from)).toBe(Date.parse('2026-06-10T11:45:00.000Z'));
    const kari = await login('member');
    const { orders } = await (await send('GET', `/api/order/1300/${KARI}`, undefined, kari)).json();
    expect(orders[0].ngOrderId).toBe('4900001');
    const path = `/api/order/1300/${KARI}/4900001`;
    expect((await send('PUT', path, { items: [{ ean: AGURK, quantity: 1 }] }, kari)).status).toBe(200);
    await send('POST', '/__sim/clock', { advanceMinutes: 31 });
    const kariLater = await login('member');
    expect((await send('PUT', path, { items: [{ ean: AGURK, quantity: 2 }] }, kariLater)).status).toBe(409);
  });

  it('takes the order’s fields: status, ids, lines, delivery, invoice, handover times', async () => {
    await atClock();
    const created = await (
      await send('POST', '/__sim/orders', {
        memberId: PER,
        ngOrderId: 'NG-77',
        status: 50,
        pickupCode: '123456',
        storeGln: '7080001150022',
        handoverInfo: { handoverType: 'Delivery', supplierOrderDeadline: '2026-06-10T10:00:00+02:00' },
        originalCart: { items: [{ ean: LETTMELK, quantity: 2, shouldSlice: false }] },
        bagType: null,
        serviceFeeType: 'INVOICE',
        paymentMethod: 'INVOICE',
        invoice: { costCenter: '1', reference: 'Test' },
        substituteComment: 'Hei',
      })
    ).json();
    expect(created).toMatchObject({
      ngOrderId: 'NG-77',
      mwOrderId: 'MW-NG-77',
      status: 50,
      pickupCode: '123456',
      store: { gln: '7080001150022', name: 'MENY Bergen Storsenter' },
      bagType: null,
      serviceFeeType: 'INVOICE',
      invoice: { costCenter: '1', reference: 'Test' },
      substituteComment: 'Hei',
      handoverInfo: { handoverType: 'Delivery', supplierOrderDeadline: '2026-06-10T10:00:00+02:00', customerPickupFrom: null },
    });
    expect(created.totals).toEqual({ calculatorTotal: 49.8, totalWeight: 2.06, totalQuantity: 2, totalToPay: 88.8 });
    const withoutNg = await (await send('POST', '/__sim/orders', { memberId: KARI, ngOrderId: null })).json();
    expect(withoutNg).toMatchObject({ ngOrderId: null, mwOrderId: 'MW-4900002' });
  });

  it('refuses bad bodies with 400', async () => {
    for (const body of [
      {},
      { memberId: 'M-999' },
      { memberId: KARI, ngOrderId: '4100001' },
      { memberId: KARI, pickupCode: '12' },
      { memberId: KARI, storeGln: '123' },
      { memberId: KARI, items: [{ ean: '7000000000000', quantity: 1 }] },
      { memberId: KARI, paymentMethod: 'CASH' },
      { memberId: KARI, status: 'Open' },
      { memberId: KARI, handoverInfo: { deadline: 5 } },
    ]) {
      const answer = await send('POST', '/__sim/orders', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(typeof (await answer.json()).error).toBe('string');
    }
  });

  it('lists the orders in GET /__sim/state, and reset restores the seed', async () => {
    await atClock();
    const kari = await login('member');
    await send('DELETE', OPEN, undefined, kari);
    await send('POST', '/__sim/orders', { memberId: KARI });
    let state = await (await send('GET', '/__sim/state')).json();
    expect(state.orders).toHaveLength(SEED_ORDERS.length + 1);
    expect(state.orders.find((order: { ngOrderId: string }) => order.ngOrderId === '4100001')).toMatchObject({
      memberId: KARI,
      status: 30,
    });
    await send('POST', '/__sim/reset', {});
    state = await (await send('GET', '/__sim/state')).json();
    expect(state.orders).toHaveLength(SEED_ORDERS.length);
    expect(state.orders.find((order: { ngOrderId: string }) => order.ngOrderId === '4100001').status).toBe(20);
  });

  it('seeds the orders relative to the clock when they are first read after a reset', async () => {
    await send('POST', '/__sim/reset', {});
    await atClock('2027-01-15T12:00:00.000Z');
    const kari = await login('member');
    const order = await (await send('GET', OPEN, undefined, kari)).json();
    expect(order.handoverInfo.deadline).toBe('2027-01-16T12:00:00+01:00');
    // Moving the clock afterwards leaves them: past the deadline the order is no longer editable.
    await atClock('2027-01-16T11:00:01.000Z');
    const kariLater = await login('member');
    expect((await (await send('GET', OPEN, undefined, kariLater)).json()).handoverInfo.deadline).toBe('2027-01-16T12:00:00+01:00');
    expect((await send('DELETE', OPEN, undefined, kariLater)).status).toBe(409);
  });
});

describe('POST /api/order/{chainid}/{memberId}: a new order at the saved store and window', () => {
  const NORVEGIA = '7038551135202';
  const NEW_ORDER = `/api/order/1300/${KARI}`;

  /** Kari's household with a pickup window saved, as the time page's confirm leaves it. */
  function saveWindow(): void {
    const householdId = sim.state.members[KARI]?.householdId ?? '';
    const record = sim.state.households[householdId];
    if (!record) {
      throw new Error('Kari has no household');
    }
    record.handoverInfo = {
      ...record.handoverInfo,
      windowId: 'S-TEST',
      from: '2026-06-12T14:00:00.000+02:00',
      to: '2026-06-12T16:00:00.000+02:00',
      deadline: '2026-06-12T08:00:00.000+02:00',
    };
  }

  const lines = [
    { ean: NORVEGIA, quantity: 1 },
    { ean: LETTMELK, quantity: 2 },
  ];

  it('places the order with every line, answers 201 with it and no unavailable items, and lists it', async () => {
    await atClock();
    saveWindow();
    const kari = await login('member');
    const answer = await send('POST', NEW_ORDER, { items: lines, paymentMethod: 'VIPPS', bagType: 'PAPIR' }, kari);
    expect(answer.status).toBe(201);
    const order = await answer.json();
    expect(order).toMatchObject({ status: 20, paymentMethod: 'VIPPS', bagType: 'PAPIR', unavailableItems: [] });
    expect(order.originalCart.items.map((item: { ean: string }) => item.ean)).toEqual([NORVEGIA, LETTMELK]);
    expect(order.handoverInfo).toMatchObject({ handoverType: 'Store', windowId: 'S-TEST' });
    const listed = await (await send('GET', NEW_ORDER, undefined, kari)).json();
    expect(listed.orders.some((candidate: { ngOrderId: string }) => candidate.ngOrderId === order.ngOrderId)).toBe(true);
  });

  it('leaves out the lines the store lacks at order time and names them', async () => {
    await atClock();
    saveWindow();
    const kari = await login('member');
    expect((await send('POST', '/__sim/orders/unavailable', { eans: [LETTMELK] })).status).toBe(200);
    const order = await (await send('POST', NEW_ORDER, { items: lines }, kari)).json();
    expect(order.originalCart.items.map((item: { ean: string }) => item.ean)).toEqual([NORVEGIA]);
    expect(order.unavailableItems).toEqual([{ ean: LETTMELK, quantity: 2 }]);
  });

  it.each<[string, unknown, boolean, number, string]>([
    ['no line can be delivered', { items: [{ ean: LETTMELK, quantity: 1 }] }, true, 422, 'Ingen av varene er tilgjengelig'],
    ['no window is chosen', { items: lines }, false, 422, 'Velg tidspunkt for levering eller henting før du bestiller'],
    ['the body has no lines', { items: [] }, true, 400, 'items must hold at least one line'],
    ['the payment method is unknown', { items: lines, paymentMethod: 'CASH' }, true, 400, 'paymentMethod must be one of'],
  ])('refuses when %s, placing nothing', async (_, body, withWindow, status, message) => {
    await atClock();
    if (withWindow) {
      saveWindow();
    }
    const kari = await login('member');
    await send('POST', '/__sim/orders/unavailable', { eans: [LETTMELK] });
    const before = (await (await send('GET', NEW_ORDER, undefined, kari)).json()).orders.length;
    const answer = await send('POST', NEW_ORDER, body, kari);
    expect(answer.status).toBe(status);
    expect((await answer.json()).message).toContain(message);
    expect((await (await send('GET', NEW_ORDER, undefined, kari)).json()).orders).toHaveLength(before);
  });

  it('needs the member’s own token (401, 403), and the control takes only seeded EANs (400)', async () => {
    await atClock();
    expect((await send('POST', NEW_ORDER, { items: lines })).status).toBe(401);
    const per = await login('corporate');
    expect((await send('POST', NEW_ORDER, { items: lines }, per)).status).toBe(403);
    expect((await send('POST', '/__sim/orders/unavailable', { eans: ['123'] })).status).toBe(400);
  });
});
