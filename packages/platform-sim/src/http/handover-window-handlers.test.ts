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

const STORO = '7080001150015';
const SANDVIKA = '7080001150118';
const LOCKER = '7080003000017';
const KNEIPP = '7083443858387';

interface Window {
  windowId: string;
  from: string;
  to: string;
  displayFrom: string;
  displayTo: string;
  deadline: string;
  capacity: number;
  isTemporarilyDisabled: boolean;
  alcoholAllowed: boolean;
  ageRestrictedProductsAllowed: boolean;
  carrierWindowId: string | null;
  isTripleTrumf: boolean;
  windowTags: { type: string; guaranteed: boolean; bonusPercent: number }[];
  handoverProducts: { price: number; priceIntervalFrom: number; priceIntervalTo: number; deadline: string }[];
  unavailableProducts: { ean: string; periodType: string; from: string; to: string }[];
  notAvailableForProducts: string[];
  supplierOrderDeadline: string;
  gln: string;
}
interface Day {
  date: string;
  isTripleTrumf: boolean;
  handoverWindows: Window[];
}

const post = (path: string, body: unknown) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

const setClock = (now: string) => post('/__sim/clock', { now });

const payload = (extra: Record<string, unknown> = {}) => ({
  weight: 4.2,
  productIds: [],
  ngOrderId: null,
  addressHint: 'Karl Johans gate 1',
  postalcode: '0154',
  lat: 59.9111,
  lon: 10.7503,
  stores: [STORO],
  cartInfo: { numberOfItemsOrdered: 3, totalWeight: 4.2, totalToPay: 650, containsFrozenFood: false },
  ...extra,
});

async function days(kind: string, gln: string, extra: Record<string, unknown> = {}): Promise<Day[]> {
  const answer = await post(`/api/handoverwindows/${kind}/1300/${gln}`, payload(extra));
  expect(answer.status).toBe(200);
  return (await answer.json()).days;
}

const windowsOf = (list: Day[]) => list.flatMap((day) => day.handoverWindows);
const dayOf = (list: Day[], date: string) => list.find((day) => day.date === date) as Day;
const hourOf = (iso: string) => Number(iso.slice(11, 13));

describe('POST /api/handoverwindows/delivery/{chainid}/{gln}', () => {
  it('answers 14 days of 2-hour windows from the simulator’s Oslo date', async () => {
    await setClock('2026-03-27T07:00:00.000Z'); // Friday 08:00 in Oslo
    const list = await days('delivery', STORO);
    expect(list).toHaveLength(14);
    expect(list[0]?.date).toBe('2026-03-27');
    expect(list[13]?.date).toBe('2026-04-09');
    const window = dayOf(list, '2026-03-30').handoverWindows[0] as Window;
    expect(window).toMatchObject({
      windowId: `D-${STORO}-20260330-0800`,
      from: '2026-03-30T08:00:00+02:00',
      to: '2026-03-30T10:00:00+02:00',
      displayFrom: '2026-03-30T08:00:00+02:00',
      displayTo: '2026-03-30T10:00:00+02:00',
      deadline: '2026-03-30T02:00:00+02:00',
      supplierOrderDeadline: '2026-03-28T12:00:00+01:00',
      carrierWindowId: expect.stringMatching(/^CW-/),
      ageRestrictedProductsAllowed: true,
      gln: STORO,
    });
    expect(window.handoverProducts.map((product) => [product.priceIntervalFrom, product.priceIntervalTo, product.price])).toEqual([
      [0, 1000, 99],
      [1000, 2000, 49],
      [2000, 20_000_000_000, 0],
    ]);
    expect(window.handoverProducts.every((product) => product.deadline === window.deadline)).toBe(true);
    expect(dayOf(list, '2026-03-31').handoverWindows.map((w) => hourOf(w.from))).toEqual([8, 10, 12, 14, 16, 18, 20]);
    // Sundays from 12.
    expect(dayOf(list, '2026-04-05').handoverWindows.map((w) => hourOf(w.from))).toEqual([12, 14, 16, 18, 20]);
  });

  it('charges 20 kr more for the 16 and 18 windows where delivery is not free', async () => {
    await setClock('2026-03-27T07:00:00.000Z');
    const day = dayOf(await days('delivery', STORO), '2026-03-31');
    const prices = (hour: number) =>
      day.handoverWindows.find((w) => hourOf(w.from) === hour)?.handoverProducts.map((product) => product.price);
    expect(prices(14)).toEqual([99, 49, 0]);
    expect(prices(16)).toEqual([119, 69, 0]);
    expect(prices(18)).toEqual([119, 69, 0]);
  });

  it('keeps every window 2 hours long with the right offsets over the spring DST change', async () => {
    await setClock('2026-03-27T07:00:00.000Z');
    const list = await days('delivery', STORO);
    for (const window of windowsOf(list)) {
      expect(Date.parse(window.to) - Date.parse(window.from), window.windowId).toBe(2 * 3600_000);
      expect(Date.parse(window.from) - Date.parse(window.deadline), window.windowId).toBe(6 * 3600_000);
    }
    expect(dayOf(list, '2026-03-28').handoverWindows[0]?.from).toBe('2026-03-28T08:00:00+01:00');
    expect(dayOf(list, '2026-03-29').handoverWindows[0]?.from).toBe('2026-03-29T12:00:00+02:00');
  });

  it('keeps wall-clock windows over the autumn DST change', async () => {
    await setClock('2026-10-23T06:00:00.000Z'); // Friday 08:00 in Oslo
    const list = await days('delivery', STORO);
    expect(list[0]?.date).toBe('2026-10-23');
    expect(dayOf(list, '2026-10-24').handoverWindows[0]?.from).toBe('2026-10-24T08:00:00+02:00');
    expect(dayOf(list, '2026-10-25').handoverWindows.map((w) => w.from)).toEqual([
      '2026-10-25T12:00:00+01:00',
      '2026-10-25T14:00:00+01:00',
      '2026-10-25T16:00:00+01:00',
      '2026-10-25T18:00:00+01:00',
      '2026-10-25T20:00:00+01:00',
    ]);
    for (const window of windowsOf(list)) {
      expect(Date.parse(window.to) - Date.parse(window.from)).toBe(2 * 3600_000);
    }
  });

  it('lists today’s windows that have not begun, the early ones past their deadline', async () => {
    await setClock('2026-03-27T07:30:00.000Z'); // 08:30 in Oslo
    const today = (await days('delivery', STORO))[0] as Day;
    expect(today.date).toBe('2026-03-27');
    expect(today.handoverWindows.map((w) => hourOf(w.from))).toEqual([10, 12, 14, 16, 18, 20]);
    const now = Date.parse('2026-03-27T07:30:00.000Z');
    const pastDeadline = today.handoverWindows.filter((w) => Date.parse(w.deadline) <= now).map((w) => hourOf(w.from));
    expect(pastDeadline).toEqual([10, 12, 14]);

    await post('/__sim/clock', { advanceMinutes: 240 }); // 12:30
    const later = (await days('delivery', STORO))[0] as Day;
    expect(later.handoverWindows.map((w) => hourOf(w.from))).toEqual([14, 16, 18, 20]);
  });

  it('follows the Norwegian beer sales hours', async () => {
    await setClock('2026-03-27T07:00:00.000Z');
    const list = await days('delivery', STORO);
    const allowed = (date: string) => dayOf(list, date).handoverWindows.map((w) => [hourOf(w.from), w.alcoholAllowed]);
    expect(allowed('2026-03-30')).toEqual([
      [8, true],
      [10, true],
      [12, true],
      [14, true],
      [16, true],
      [18, true],
      [20, false],
    ]);
    expect(
      allowed('2026-03-28')
        .filter(([, ok]) => ok)
        .map(([hour]) => hour),
    ).toEqual([8, 10, 12, 14, 16]);
    expect(allowed('2026-03-29').every(([, ok]) => ok === false)).toBe(true);
  });

  it('has one triple-Trumf Thursday, and full, disabled and tagged windows', async () => {
    await setClock('2026-03-27T07:00:00.000Z');
    const list = await days('delivery', STORO);
    expect(list.filter((day) => day.isTripleTrumf).map((day) => day.date)).toEqual(['2026-04-02']);
    expect(dayOf(list, '2026-04-02').handoverWindows.every((w) => w.isTripleTrumf)).toBe(true);
    expect(windowsOf(list).filter((w) => w.isTripleTrumf)).toHaveLength(7);
    const windows = windowsOf(list);
    expect(windows.some((w) => w.capacity === 0)).toBe(true);
    expect(windows.some((w) => w.capacity > 0)).toBe(true);
    expect(windows.some((w) => w.isTemporarilyDisabled)).toBe(true);
    const tags = new Set(windows.flatMap((w) => w.windowTags.map((tag) => tag.type)));
    expect(tags.size).toBeGreaterThanOrEqual(5);
    for (const tag of windows.flatMap((w) => w.windowTags)) {
      expect(['Nabo3', 'Nabo5', 'Nabo7', 'Trumf3', 'Trumf5', 'Trumf7', 'Miljo']).toContain(tag.type);
      expect(tag.bonusPercent).toBe(tag.type === 'Miljo' ? 0 : Number(tag.type.slice(-1)));
    }
  });

  it('is the same for the same simulator time', async () => {
    await setClock('2026-03-27T07:00:00.000Z');
    const first = await days('delivery', STORO);
    await setClock('2026-03-27T07:00:00.000Z');
    expect(await days('delivery', STORO)).toEqual(first);
  });

  it('lists unavailable products, only the cart’s when productIds are given', async () => {
    await setClock('2026-03-27T07:00:00.000Z');
    const all = await days('delivery', STORO);
    const monday = dayOf(all, '2026-03-30').handoverWindows[0] as Window;
    expect(monday.unavailableProducts).toContainEqual({
      ean: KNEIPP,
      periodType: 'DAY',
      from: '2026-03-30T00:00:00+02:00',
      to: '2026-03-31T00:00:00+02:00',
    });
    expect(new Set(windowsOf(all).flatMap((w) => w.unavailableProducts.map((product) => product.periodType)))).toEqual(
      new Set(['DAY', 'DATE', 'LEADTIMEPRODUCT', 'SUPPLIERPRODUCT']),
    );
    const kneipp = await days('delivery', STORO, { productIds: [KNEIPP, '7054609056183'] });
    const blocked = windowsOf(kneipp).filter((w) => w.notAvailableForProducts.length > 0);
    expect(new Set(blocked.map((w) => w.from.slice(0, 10)))).toEqual(new Set(['2026-03-30', '2026-04-06']));
    expect(blocked.every((w) => w.notAvailableForProducts.join() === KNEIPP)).toBe(true);
  });

  it('answers no days for a postal code the store does not deliver to', async () => {
    expect(await days('delivery', STORO, { postalcode: '9008' })).toEqual([]);
    expect(await days('delivery', STORO, { postalcode: '5003' })).toEqual([]);
  });

  it('rejects a missing store or postal code', async () => {
    const error = async (path: string, body: unknown) => {
      const answer = await post(path, body);
      return [answer.status, (await answer.json()).message];
    };
    expect(await error('/api/handoverwindows/delivery/1300/0', payload())).toEqual([400, 'Missing store']);
    expect(await error('/api/handoverwindows/delivery/1300/', payload())).toEqual([400, 'Missing store']);
    expect(await error('/api/handoverwindows/store/1300/0', payload())).toEqual([400, 'Missing store-gln']);
    expect(await error('/api/handoverwindows/store/1300/', payload())).toEqual([400, 'Missing store-gln']);
    expect(await error('/api/handoverwindows/pickuppoint/1300/0', payload())).toEqual([400, 'Missing store-pickupGln']);
    expect(await error(`/api/handoverwindows/delivery/1300/${STORO}`, payload({ postalcode: undefined }))).toEqual([
      400,
      'Missing postalcode',
    ]);
    expect(await error(`/api/handoverwindows/delivery/1300/${STORO}`, payload({ postalcode: '' }))).toEqual([400, 'Missing postalcode']);
    expect((await post('/api/handoverwindows/store/1300/7000000000000', payload())).status).toBe(404);
  });
});

describe('POST /api/handoverwindows/store and /pickuppoint', () => {
  it('answers store windows of 1 and 2 hours, 4-hour deadlines, no Sundays for stores closed then', async () => {
    await setClock('2026-03-27T07:00:00.000Z');
    const storo = await days('store', STORO);
    const tuesday = dayOf(storo, '2026-03-31').handoverWindows;
    expect(tuesday.map((w) => [hourOf(w.from), hourOf(w.to)])).toEqual([
      [9, 10],
      [10, 11],
      [11, 12],
      [12, 14],
      [14, 16],
      [16, 18],
      [18, 20],
      [20, 21],
    ]);
    expect(tuesday[0]).toMatchObject({
      windowId: `S-${STORO}-20260331-0900`,
      deadline: '2026-03-31T05:00:00+02:00',
      carrierWindowId: null,
    });
    expect(tuesday[0]?.handoverProducts.map((product) => product.price)).toEqual([29, 0]);
    expect(storo.map((day) => day.date)).toContain('2026-03-29');
    const sandvika = await days('store', SANDVIKA);
    expect(sandvika.map((day) => day.date)).not.toContain('2026-03-29');
    expect(sandvika.map((day) => day.date)).not.toContain('2026-04-05');
    expect(sandvika).toHaveLength(12);
  });

  it('answers parcel-locker windows without age-restricted products, deadlines over the DST change', async () => {
    await setClock('2026-03-27T07:00:00.000Z');
    const locker = await days('pickuppoint', LOCKER);
    const windows = windowsOf(locker);
    expect(windows.every((w) => w.ageRestrictedProductsAllowed === false)).toBe(true);
    expect(windows.every((w) => w.gln === STORO && w.windowId.startsWith(`P-${LOCKER}-`))).toBe(true);
    const sunday = dayOf(locker, '2026-03-29').handoverWindows[0] as Window;
    expect(sunday).toMatchObject({ from: '2026-03-29T08:00:00+02:00', deadline: '2026-03-29T01:00:00+01:00' });
    expect(sunday.handoverProducts.map((product) => product.price)).toEqual([39, 19]);
    const store = windowsOf(await days('store', STORO));
    expect(store.every((w) => w.ageRestrictedProductsAllowed)).toBe(true);
  });
});

describe('POST /api/handoverwindows/pickuppoint for MENY Bryn’s locker', () => {
  it('answers the windows of the locker 667, picked by MENY Bryn (spec section 4)', async () => {
    await setClock('2026-03-27T07:00:00.000Z');
    const windows = windowsOf(await days('pickuppoint', '667'));
    expect(windows.length).toBeGreaterThan(0);
    expect(windows.every((w) => w.gln === '7080001150488' && w.windowId.startsWith('P-667-'))).toBe(true);
  });
});

describe('/sylinder/deliverycalendar/v1/handoverwindows', () => {
  it('answers delivery by the postal code in the path, like the api call', async () => {
    await setClock('2026-03-27T07:00:00.000Z');
    const answer = await post('/sylinder/deliverycalendar/v1/handoverwindows/delivery/1300/0154', payload({ postalcode: undefined }));
    expect(answer.status).toBe(200);
    expect((await answer.json()).days).toEqual(await days('delivery', STORO));
    expect((await post('/sylinder/deliverycalendar/v1/handoverwindows/delivery/1300/0', payload())).status).toBe(400);
    expect((await (await post('/sylinder/deliverycalendar/v1/handoverwindows/delivery/1300/9008', payload())).json()).days).toEqual([]);
  });

  it('answers GET with the payload in the query', async () => {
    await setClock('2026-03-27T07:00:00.000Z');
    const query = `weight=4.2&addressHint=Karl%20Johans%20gate%201&lat=59.9111&lon=10.7503&stores=${STORO}&totalToPay=650`;
    const store = await fetch(`${base}/sylinder/deliverycalendar/v1/handoverwindows/store/1300/${STORO}?${query}`);
    expect(store.status).toBe(200);
    expect((await store.json()).days).toEqual(await days('store', STORO, { productIds: null }));
    const delivery = await fetch(`${base}/sylinder/deliverycalendar/v1/handoverwindows/delivery/1300/0154?${query}`);
    expect((await delivery.json()).days).toEqual(await days('delivery', STORO, { productIds: null }));
    const missing = await fetch(`${base}/sylinder/deliverycalendar/v1/handoverwindows/pickuppoint/1300/0?${query}`);
    expect([missing.status, (await missing.json()).message]).toEqual([400, 'Missing store-pickupGln']);
  });
});
