import { createPlatformSim, resetSimState, SEED_PRODUCTS, seedProductNamed } from '@kurv/platform-sim';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import type { AddressSuggestion } from '../../api/handover/decode-handover';
import {
  createHandoverDaysDecoder,
  createReservationDecoder,
  decodeAddressSuggestions,
  decodeCoverage,
  decodePickupPoint,
} from '../../api/handover/decode-handover';
import { createHandoverApi } from '../../api/handover-api';
import { createOrderApi } from '../../api/order-api';
import { nb } from '../../texts/nb';
import { handoverPickerInput } from '../../view/handover-picker-input';
import { handoverTypePageView } from '../../view/handover-type-page-view';
import { createFixtureStore, type FixtureStoreOptions } from '../testing/shop-store.fixtures';

const sim = createPlatformSim();
const server = setupServer(...sim.handlers);
const base = 'http://kurv.test';
const fakeTimers = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
  resetSimState(sim.state);
});
afterAll(() => server.close());

const post = (path: string, body: unknown) => fetch(`${base}${path}`, { method: 'POST', body: JSON.stringify(body) });
const requestsTo = (pattern: RegExp) => sim.state.requests.filter((request) => pattern.test(request.path));
const WINDOWS = /^\/api\/handoverwindows\//;
const RESERVE = '/sylinder/hentevinduer/reservasjoner/v1/api';

/** A store whose household writes do not wait (the 2 s write-then-wait). */
function fixture(options: FixtureStoreOptions = {}) {
  return createFixtureStore({ wait: () => Promise.resolve(), ...options });
}

async function addressOf(street: string, postalCode: string): Promise<AddressSuggestion> {
  const results = await createHandoverApi(fixture().api).searchAddresses(street, { postalCode });
  const address = results[0];
  if (!address) {
    throw new Error(`No seeded address ${street}, ${postalCode}`);
  }
  return address;
}

/** An anonymous shopper with a store pickup location chosen from the Tromsø address's options. */
async function anonymousWithStore() {
  const shop = fixture();
  await shop.store.getState().loadUser();
  await shop.store.getState().chooseAddress(await addressOf('Storgata 1', '9008'));
  return shop;
}

/** A logged-in member with the store pickup option and its default store chosen, windows loaded. */
async function memberWithWindows(options: FixtureStoreOptions = {}) {
  const login = (await (await post('/__sim/login', { kind: 'member', expiresInSeconds: 7_200 })).json()) as {
    token: string;
    memberId: string;
  };
  const shop = fixture(options);
  await shop.store.getState().login(login.token);
  await shop.store.getState().loadHandoverOptions();
  shop.store.getState().chooseHandoverType('Store');
  await shop.store.getState().loadHandoverWindows();
  return { ...shop, memberId: login.memberId };
}

/** A bookable window a few days ahead (past today's deadlines). */
function laterWindow(state: ReturnType<ReturnType<typeof fixture>['store']['getState']>, dayIndex = 3) {
  const window = state.handover.windows.days[dayIndex]?.handoverWindows.find(
    (candidate) => candidate.capacity > 0 && !candidate.isTemporarilyDisabled,
  );
  if (!window) {
    throw new Error('No bookable window');
  }
  return window;
}

const activeReservations = () => sim.state.reservations.filter((reservation) => reservation.active);

describe('address search', () => {
  it('sends one request for fast typing, after 500 ms, and none under 2 characters', async () => {
    fakeTimers();
    const { store } = fixture();
    store.getState().searchAddress('K');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(requestsTo(/address\/search/)).toHaveLength(0);

    for (const query of ['Ka', 'Kar', 'Karl', 'Karl J']) {
      store.getState().searchAddress(query);
      await vi.advanceTimersByTimeAsync(100);
    }
    await vi.advanceTimersByTimeAsync(399);
    expect(requestsTo(/address\/search/)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await vi.waitFor(() => expect(store.getState().handover.address.suggestions.length).toBeGreaterThan(0));
    const searches = requestsTo(/address\/search/);
    expect(searches).toHaveLength(1);
    expect(new URLSearchParams(searches[0]?.query).get('address')).toBe('Karl J*');
    expect(new URLSearchParams(searches[0]?.query).get('size')).toBe('100');
    expect(store.getState().handover.address.suggestions.every((address) => address.street.startsWith('Karl Johans gate'))).toBe(true);
  });

  it('empties the suggestions when the query gets too short', async () => {
    fakeTimers();
    const { store } = fixture();
    store.getState().searchAddress('Ka');
    store.getState().searchAddress(' ');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(requestsTo(/address\/search/)).toHaveLength(0);
    expect(store.getState().handover.address).toMatchObject({ query: ' ', suggestions: [], status: 'idle' });
  });
});

describe('choosing an address', () => {
  it('Karl Johans gate 1, 0154 OSLO: coverage and delivery options', async () => {
    const { store } = fixture();
    await store.getState().loadUser();
    await store.getState().chooseAddress(await addressOf('Karl Johans gate 1', '0154'));
    const { handover } = store.getState();
    expect(handover.coverage.status).toBe('idle');
    expect(handover.coverage.error).toBeNull();
    expect(handover.coverage.result?.closestStore?.gln).toBeTruthy();
    expect(handover.draftType).toBe('Delivery');
    const delivery = handover.options.list.find((option) => option.handoverType === 'Delivery');
    expect(delivery?.handoverProducts.length).toBeGreaterThan(0);
    expect(handover.selectedLocation?.address).toMatchObject({ address: 'Karl Johans gate 1', postalCode: '0154' });
    const optionsQuery = new URLSearchParams(requestsTo(/^\/api\/handoveroptions\//)[0]?.query);
    expect(optionsQuery.get('addressHint')).toBe('Karl Johans gate 1');
    expect(optionsQuery.get('lat')).toBe('59.9111');
  });

  it('Storgata 1, 9008 TROMSØ: the coverage-false message and a store option', async () => {
    const { store } = await anonymousWithStore();
    const { handover } = store.getState();
    expect(handover.coverage.error).toBe(nb.coverageUnavailable);
    expect(handover.coverage.result?.closestStore).toBeNull();
    expect(handover.draftType).toBe('Store');
    const storeOption = handover.options.list.find((option) => option.handoverType === 'Store');
    expect(storeOption?.locations.length).toBeGreaterThan(0);
    expect(handover.selectedLocation?.store).not.toBeNull();
  });
});

describe('windows', () => {
  it('loads the 14-day calendar for the chosen store; a duplicate request is ignored', async () => {
    const { store } = await anonymousWithStore();
    const first = store.getState().loadHandoverWindows();
    const second = store.getState().loadHandoverWindows();
    await Promise.all([first, second]);
    expect(requestsTo(WINDOWS)).toHaveLength(1);
    const gln = store.getState().handover.selectedLocation?.store?.pickupGln;
    expect(requestsTo(WINDOWS)[0]?.path).toMatch(new RegExp(`/${gln}$`));
    // The 14 calendar days from today; a day without windows left (today late, a Sunday-closed store) is left out.
    const days = store.getState().handover.windows.days;
    const span = (Date.parse(days[days.length - 1]?.date ?? '') - Date.parse(days[0]?.date ?? '')) / 86_400_000;
    expect(span).toBeLessThanOrEqual(13);
    expect(span).toBeGreaterThanOrEqual(12);
    expect(days.length).toBeGreaterThanOrEqual(11);
    expect(store.getState().handover.windows.status).toBe('idle');
    expect(store.getState().handover.windows.selectedDate).toBe(
      store.getState().handover.windows.days.find((day) => day.handoverWindows.length > 0)?.date,
    );
  });

  it('refuses a fetch without a store (spec 5) and makes no call', async () => {
    const { store } = fixture();
    await store.getState().loadHandoverWindows();
    expect(store.getState().handover.windows).toMatchObject({ status: 'error', error: 'Missing store' });
    expect(requestsTo(WINDOWS)).toHaveLength(0);
  });

  it('stores a 500 on the windows call and keeps the session and cart intact', async () => {
    const { store } = await anonymousWithStore();
    await store.getState().addItem(SEED_PRODUCTS[0]?.ean ?? '');
    const cartBefore = store.getState().cart.items;
    await post('/__sim/faults', { route: 'POST /api/handoverwindows/**', status: 500 });
    await store.getState().loadHandoverWindows();
    const state = store.getState();
    expect(state.handover.windows).toMatchObject({ status: 'error', error: nb.defaultError, days: [] });
    expect(state.cart.items).toEqual(cartBefore);
    expect(state.cart.items).toHaveLength(1);
    expect(state.session.error).toBeNull();
    expect(state.user.extendedUser).not.toBeNull();
  });
});

describe('choosing a window', () => {
  it('anonymous: saves the handoverInfo and makes no reservation call', async () => {
    const { store } = await anonymousWithStore();
    await store.getState().loadHandoverWindows();
    const window = laterWindow(store.getState());
    await store.getState().chooseHandoverWindow(window.windowId);
    const { user, handover } = store.getState();
    expect(user.extendedUser?.handoverInfo).toMatchObject({ handoverType: 'Store', windowId: window.windowId, from: window.from });
    expect(user.extendedUser?.store.pickupGln).toBe(handover.selectedLocation?.store?.pickupGln);
    expect(handover.windows.selectedWindowId).toBe(window.windowId);
    expect(handover.reservation.current).toBeNull();
    expect(requestsTo(/reservasjoner/)).toHaveLength(0);
  });

  it('member: reserves the window in the simulator; choosing it again extends', async () => {
    const { store, memberId } = await memberWithWindows();
    const window = laterWindow(store.getState());
    await store.getState().chooseHandoverWindow(window.windowId);
    const reservation = store.getState().handover.reservation.current;
    expect(reservation).toMatchObject({ windowId: window.windowId, memberId, handoverType: 'Store', from: window.from });
    expect(activeReservations()).toEqual([expect.objectContaining({ id: reservation?.reservationId, hentevinduId: window.windowId })]);
    expect(store.getState().user.extendedUser?.handoverInfo.windowId).toBe(window.windowId);
    expect(store.getState().reservationSecondsLeft()).toBeGreaterThan(29 * 60);

    await store.getState().chooseHandoverWindow(window.windowId);
    expect(requestsTo(/\/extend$/)).toHaveLength(1);
    expect(requestsTo(new RegExp(`^${RESERVE}$`))).toHaveLength(1);
    expect(store.getState().handover.reservation.current?.reservationId).toBe(reservation?.reservationId);
    store.getState().logout();
  });

  it('member: a change of the checkout data (a lead-time product added) makes the held reservation again', async () => {
    const { store } = await memberWithWindows();
    const window = laterWindow(store.getState());
    await store.getState().chooseHandoverWindow(window.windowId);
    const before = requestsTo(/reservasjoner/).length;
    await store.getState().addItem(seedProductNamed('Bløtkake med jordbær').ean);

    await vi.waitFor(() => expect(requestsTo(/reservasjoner/).length).toBeGreaterThan(before));
    expect(requestsTo(/\/extend$/).length).toBeGreaterThan(0);
    expect(store.getState().handover.reservation.current?.windowId).toBe(window.windowId);
    store.getState().logout();
  });

  it('member: a cart change that leaves the checkout data as it was (pickup, no special items) reserves nothing', async () => {
    const { store } = await memberWithWindows();
    const window = laterWindow(store.getState());
    await store.getState().chooseHandoverWindow(window.windowId);
    await store.getState().addItem(SEED_PRODUCTS[0]?.ean ?? '');
    await vi.waitFor(() => expect(store.getState().cart.status).toBe('idle'));
    const before = requestsTo(/reservasjoner/).length;

    await store.getState().setItemQuantity(SEED_PRODUCTS[0]?.ean ?? '', 3);

    expect(requestsTo(/reservasjoner/)).toHaveLength(before);
    store.getState().logout();
  });

  it('member: a newer choice cancels an in-flight reserve', async () => {
    const { store } = await memberWithWindows();
    const first = laterWindow(store.getState(), 3);
    const second = laterWindow(store.getState(), 4);
    const one = store.getState().chooseHandoverWindow(first.windowId);
    const two = store.getState().chooseHandoverWindow(second.windowId);
    await Promise.all([one, two]);
    expect(store.getState().handover.reservation.current?.windowId).toBe(second.windowId);
    expect(store.getState().handover.reservation.error).toBeNull();
    store.getState().logout();
  });

  it('the countdown ticks down every second and clears the reservation at 0', async () => {
    await post('/__sim/reservations/config', { reservationDurationInMinutes: 1 });
    let offsetMs = 0;
    const { store } = await memberWithWindows({ dependencies: { now: () => new Date(Date.now() + offsetMs) } });
    await store.getState().loadReservationConfiguration();
    expect(store.getState().handover.reservation.durationMinutes).toBe(1);
    fakeTimers();
    await store.getState().chooseHandoverWindow(laterWindow(store.getState()).windowId);
    const start = store.getState().handover.reservation.secondsLeft;
    expect(start).toBeGreaterThan(55);
    expect(start).toBeLessThanOrEqual(60);
    const step = async () => {
      offsetMs += 1_000;
      await vi.advanceTimersByTimeAsync(1_000);
    };
    await step();
    await step();
    expect(store.getState().handover.reservation.secondsLeft).toBeLessThanOrEqual(start - 2);
    expect(store.getState().handover.reservation.current).not.toBeNull();
    for (let second = 0; second < 60; second += 1) {
      await step();
    }
    expect(store.getState().handover.reservation.current).toBeNull();
    expect(store.getState().handover.reservation.secondsLeft).toBe(0);
    expect(store.getState().reservationSecondsLeft()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('extending after the reservation expired on the platform (422) reserves the same window anew', async () => {
    const { store } = await memberWithWindows();
    const window = laterWindow(store.getState());
    await store.getState().chooseHandoverWindow(window.windowId);
    const first = store.getState().handover.reservation.current;
    expect(first).not.toBeNull();
    await post('/__sim/clock', { advanceMinutes: 31 });
    const windowCallsBefore = requestsTo(WINDOWS).length;

    await store.getState().chooseHandoverWindow(window.windowId);
    expect(requestsTo(/\/extend$/)).toHaveLength(1);
    expect(requestsTo(WINDOWS)).toHaveLength(windowCallsBefore + 1);
    const second = store.getState().handover.reservation.current;
    expect(second).not.toBeNull();
    expect(second?.reservationId).not.toBe(first?.reservationId);
    expect(second?.windowId).toBe(window.windowId);
    expect(store.getState().handover.reservation.error).toBeNull();
    expect(store.getState().handover.windows.selectedWindowId).toBe(window.windowId);
    expect(sim.state.reservations.at(-1)).toMatchObject({ id: second?.reservationId, hentevinduId: window.windowId, active: true });
  });

  it('extend answering 404 with the window gone after the reload resets the window (equivalentAvailableWindowNotFound)', async () => {
    const { store } = await memberWithWindows();
    const window = laterWindow(store.getState());
    await store.getState().chooseHandoverWindow(window.windowId);
    expect(store.getState().user.extendedUser?.handoverInfo.windowId).toBe(window.windowId);
    await post('/__sim/faults', { route: 'PUT /sylinder/hentevinduer/reservasjoner/v1/api/*/extend', status: 404, times: 1 });
    server.use(http.post('*/api/handoverwindows/:kind/:chainId/:gln', () => HttpResponse.json({ days: [] })));

    await store.getState().chooseHandoverWindow(window.windowId);
    expect(store.getState().handover.reservation.current).toBeNull();
    expect(store.getState().handover.windows.selectedWindowId).toBeNull();
    expect(store.getState().user.extendedUser?.handoverInfo).toMatchObject({ windowId: null, from: null, to: null, handoverType: 'Store' });
  });

  it('extend answering 404 on a window whose one place the lost reservation still fills reserves that window anew', async () => {
    await post('/__sim/windows/capacity', { capacity: 1 });
    const { store } = await memberWithWindows();
    const window = laterWindow(store.getState());
    await store.getState().chooseHandoverWindow(window.windowId);
    const first = store.getState().handover.reservation.current;
    expect(first?.windowId).toBe(window.windowId);
    // A platform that still counts the old reservation in the window's places while it answers 404 to the extend.
    server.use(http.put('*/sylinder/hentevinduer/reservasjoner/v1/api/:id/extend', () => HttpResponse.json({}, { status: 404 })));

    await store.getState().chooseHandoverWindow(window.windowId);
    const reloaded = store
      .getState()
      .handover.windows.days.flatMap((day) => day.handoverWindows)
      .find((candidate) => candidate.windowId === window.windowId);
    expect(reloaded?.capacity).toBe(1);
    const second = store.getState().handover.reservation.current;
    expect(second).not.toBeNull();
    expect(second?.reservationId).not.toBe(first?.reservationId);
    expect(second?.windowId).toBe(window.windowId);
    expect(store.getState().handover.windows.selectedWindowId).toBe(window.windowId);
    expect(store.getState().user.extendedUser?.handoverInfo.windowId).toBe(window.windowId);
  });

  it('windows reloaded without the saved window reset it and keep the type and store', async () => {
    const { store } = await memberWithWindows();
    const window = laterWindow(store.getState());
    await store.getState().chooseHandoverWindow(window.windowId);
    const storeBefore = store.getState().user.extendedUser?.store.pickupGln;
    server.use(http.post('*/api/handoverwindows/:kind/:chainId/:gln', () => HttpResponse.json({ days: [] })));

    await store.getState().loadHandoverWindows();
    expect(store.getState().user.extendedUser?.handoverInfo).toMatchObject({ windowId: null, handoverType: 'Store' });
    expect(store.getState().user.extendedUser?.store.pickupGln).toBe(storeBefore);
  });

  it('confirming the reserved window again extends its reservation', async () => {
    const { store } = await memberWithWindows();
    const window = laterWindow(store.getState());
    store.getState().openHandoverPicker('time');
    await store.getState().chooseHandoverWindow(window.windowId);
    await store.getState().confirmHandoverTime();
    expect(requestsTo(/\/extend$/)).toHaveLength(1);
    expect(store.getState().handover.reservation.current?.windowId).toBe(window.windowId);
    expect(store.getState().handover.picker.open).toBe(false);
  });

  it('a refused reservation is stored with the failed window', async () => {
    const { store } = await memberWithWindows();
    const window = laterWindow(store.getState());
    await post('/__sim/faults', { route: `POST ${RESERVE}`, status: 409 });
    await store.getState().chooseHandoverWindow(window.windowId);
    expect(store.getState().handover.reservation).toMatchObject({ current: null, status: 'error', failedWindowId: window.windowId });
    store.getState().logout();
  });
});

describe('picker', () => {
  it('closing the type page restores a changed type', () => {
    const { store } = fixture();
    store.getState().openHandoverPicker();
    expect(store.getState().handover.picker).toMatchObject({ open: true, page: 'type', typeOnOpen: 'Store' });
    store.getState().chooseHandoverType('Delivery');
    store.getState().closeHandoverPicker();
    expect(store.getState().handover.picker.open).toBe(false);
    // No draft left: the picker shows the saved type again.
    expect(store.getState().handover.draftType).toBeNull();
  });

  it('nothing is saved before the time page’s confirm; «Avbryt» leaves the saved handover and the reservation as they were', async () => {
    const { store } = await memberWithWindows();
    const first = laterWindow(store.getState());
    store.getState().selectHandoverWindow(first.windowId);
    await store.getState().confirmHandoverTime();
    const saved = store.getState().user.extendedUser?.handoverInfo;
    const reservation = store.getState().handover.reservation.current;
    expect(saved?.windowId).toBe(first.windowId);
    expect(reservation?.windowId).toBe(first.windowId);
    const reserveCalls = requestsTo(/reservasjoner\/v1\/api$/).length;

    store.getState().openHandoverPicker('time');
    await store.getState().loadHandoverWindows();
    expect(store.getState().handover.windows.selectedWindowId).toBe(first.windowId);
    const other = laterWindow(store.getState(), 4);
    store.getState().selectHandoverWindow(other.windowId);
    expect(store.getState().handover.windows.selectedWindowId).toBe(other.windowId);
    expect(store.getState().user.extendedUser?.handoverInfo).toEqual(saved);
    store.getState().closeHandoverPicker();

    expect(store.getState().user.extendedUser?.handoverInfo).toEqual(saved);
    expect(store.getState().handover.reservation.current).toEqual(reservation);
    expect(requestsTo(/reservasjoner\/v1\/api$/)).toHaveLength(reserveCalls);
    expect(store.getState().handover.windows.selectedWindowId).toBeNull();
    store.getState().logout();
  });
});

describe('decoders', () => {
  it('keep only addresses with street and city, and read location or position', () => {
    const decoded = decodeAddressSuggestions(
      [
        { street: 'Storgata', number: 1, city: 'OSLO', postalCode: '0155', position: { lat: 1, lon: 2 } },
        { street: '', number: '2', city: 'OSLO' },
        { street: 'Gata', city: '' },
      ],
      '$',
    );
    expect(decoded).toEqual([
      {
        street: 'Storgata',
        number: '1',
        letter: '',
        postalCode: '0155',
        city: 'OSLO',
        address: 'Storgata 1',
        coordinates: { lat: 1, lon: 2 },
      },
    ]);
  });

  it('reject malformed payloads with the path', () => {
    expect(() => decodeAddressSuggestions({}, '$')).toThrow('$ should be a list');
    expect(() => decodeCoverage({ closestStore: { name: 'x' } }, '$')).toThrow('$.closestStore.gln');
    expect(() => createHandoverDaysDecoder('Trumf')({ days: [{ date: '2026-01-01', handoverWindows: [{ windowId: 'w' }] }] }, '$')).toThrow(
      '$.days[0].handoverWindows[0].displayFrom',
    );
    expect(() => createReservationDecoder('Store')({ id: 'R-1', gln: '1', hentevinduId: 'w', medlemId: 'm' }, '$')).toThrow(
      'hentevinduStart',
    );
    expect(() => decodePickupPoint({ navn: 'x' }, '$')).toThrow('$.gln');
  });

  it('map isTriple{product} and the Norwegian reservation and pickup-point fields', () => {
    const days = createHandoverDaysDecoder('Trumf')({ days: [{ date: '2026-01-01', isTripleTrumf: true }] }, '$');
    expect(days).toEqual([{ date: '2026-01-01', isTripleBonus: true, handoverWindows: [] }]);
    const reservation = createReservationDecoder('Delivery')(
      {
        id: 'R-1',
        gln: '7',
        hentevinduId: 'W',
        hentevinduStart: 'a',
        hentevinduSlutt: 'b',
        medlemId: 'M',
        reservertTil: '2026-01-01T10:00:00+01:00',
      },
      '$',
    );
    expect(reservation).toEqual({
      reservationId: 'R-1',
      pickupGln: '7',
      windowId: 'W',
      from: 'a',
      to: 'b',
      reservedTo: '2026-01-01T10:00:00+01:00',
      memberId: 'M',
      handoverType: 'Delivery',
    });
    const point = decodePickupPoint(
      {
        gln: '2',
        plukkbutikkGln: '1',
        navn: 'Skap',
        fylkeNavn: 'Oslo',
        informasjonsmelding: 'Stengt',
        posisjon: { breddegrad: 1, lengdegrad: 2 },
      },
      '$',
    );
    expect(point).toMatchObject({
      gln: '1',
      pickupGln: '2',
      name: 'Skap',
      county: 'Oslo',
      deviationInfo: 'Stengt',
      location: { lat: 1, lon: 2 },
    });
  });

  it('a malformed platform answer becomes the typed ApiError «malformed»', async () => {
    server.use(http.get('*/api/delivery/coverage/:chainId/:postalCode', () => HttpResponse.json({ closestStore: 'nope' })));
    const api = createHandoverApi(fixture().api);
    const failure = await api.getCoverage('0154').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'malformed' });
    const pickupPoints = await api.getPickupPoints({ postalCode: '0154' });
    expect(pickupPoints.length).toBeGreaterThan(0);
    expect(pickupPoints[0]?.county).not.toBe('');
  });
});

describe('picker closing and reloading (spec section 2)', () => {
  it('a store changed over several pages on the web site reloads the page 500 ms after closing', async () => {
    const waits: number[] = [];
    const shop = fixture({
      wait: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
    });
    const { store } = shop;
    await store.getState().loadUser();
    const storeBefore = store.getState().user.extendedUser?.store.pickupGln;
    store.getState().openHandoverPicker();
    store.getState().chooseHandoverType('Store');
    await store.getState().confirmHandoverType();
    const storeOption = store.getState().handover.options.list.find((option) => option.handoverType === 'Store');
    const other = storeOption?.locations.find((location) => location.store !== null && location.store.pickupGln !== storeBefore);
    if (!other) {
      throw new Error('No other store');
    }
    store.getState().chooseLocation(other);
    await store.getState().confirmHandoverLocation();
    expect(store.getState().handover.picker).toMatchObject({ page: 'time', pagesShown: 3 });
    // The location page's 'Bekreft' confirms the store; closing the picker then reloads.
    expect(store.getState().user.extendedUser?.store.pickupGln).toBe(other.store?.pickupGln);
    store.getState().closeHandoverPicker();
    await Promise.resolve();
    expect(waits).toContain(500);
    expect(shop.reloads.count).toBe(1);
  });

  it('closing without a store change does not reload', async () => {
    const shop = fixture();
    await shop.store.getState().loadUser();
    shop.store.getState().openHandoverPicker();
    shop.store.getState().chooseHandoverType('Store');
    await shop.store.getState().confirmHandoverType();
    shop.store.getState().closeHandoverPicker();
    await Promise.resolve();
    expect(shop.reloads.count).toBe(0);
  });

  it('in the app (platform native) a changed store does not reload', async () => {
    const shop = fixture({ settings: { platform: 'native' } });
    await shop.store.getState().loadUser();
    shop.store.getState().openHandoverPicker();
    await shop.store.getState().chooseAddress(await addressOf('Storgata 1', '9008'));
    shop.store.getState().chooseHandoverType('Store');
    await shop.store.getState().confirmHandoverType();
    await shop.store.getState().confirmHandoverLocation();
    shop.store.getState().closeHandoverPicker();
    await Promise.resolve();
    expect(shop.reloads.count).toBe(0);
  });
});

describe('the address form by login level', () => {
  async function simplifiedShopper() {
    const login = (await (await post('/__sim/login', { kind: 'simplified', expiresInSeconds: 7_200 })).json()) as { token: string };
    const shop = fixture();
    await shop.store.getState().login(login.token);
    return shop;
  }

  it('a simplified-login user saving a new address is asked to confirm the identity, and nothing is saved', async () => {
    const { store } = await simplifiedShopper();
    expect(store.getState().session.loginLevel).toBe(1);
    const savedBefore = store.getState().user.extendedUser?.handoverInfo;
    store.getState().openHandoverPicker();
    store.getState().requestAddressReentry();
    expect(store.getState().handover.address.reenterRequested).toBe(true);
    store.getState().chooseHandoverType('Delivery');
    await store.getState().chooseAddress(await addressOf('Karl Johans gate 1', '0154'));

    await store.getState().submitAddress();
    expect(store.getState().handover.confirmLogin).toEqual({ action: nb.confirmLoginActionSaveAddress });
    expect(store.getState().user.extendedUser?.handoverInfo).toEqual(savedBefore);

    await store.getState().confirmHandoverType();
    expect(store.getState().handover.picker.page).toBe('type');
    store.getState().dismissConfirmLogin();
    expect(store.getState().handover.confirmLogin).toBeNull();
  });

  it('an anonymous shopper’s «Bruk adresse» keeps the covered address locally as the delivery address', async () => {
    const { store } = fixture();
    await store.getState().loadUser();
    store.getState().openHandoverPicker();
    store.getState().chooseHandoverType('Delivery');
    await store.getState().chooseAddress(await addressOf('Karl Johans gate 1', '0154'));
    await store.getState().submitAddress();
    expect(store.getState().handover.confirmLogin).toBeNull();
    expect(store.getState().user.extendedUser?.handoverInfo).toMatchObject({
      handoverType: 'Delivery',
      deliveryInfo: { address: 'Karl Johans gate 1', postalCode: '0154' },
    });
  });

  it('text typed after an uncovered address is not an address: «Fortsett» stays disabled and nothing is saved', async () => {
    const { store } = fixture();
    await store.getState().loadUser();
    const savedBefore = store.getState().user.extendedUser?.handoverInfo;
    store.getState().openHandoverPicker();
    store.getState().chooseHandoverType('Delivery');
    await store.getState().chooseAddress(await addressOf('Storgata 1', '9008'));
    expect(store.getState().handover.draftType).toBe('Store');
    const typePage = () => {
      const { openCart: _cart, ...input } = handoverPickerInput(store.getState());
      return handoverTypePageView({ ...input, cart: store.getState().cart });
    };
    store.getState().chooseHandoverType('Delivery');
    expect(typePage().confirmDisabled).toBe(true);
    expect(typePage().addressForm?.submit).toBeNull();

    store.getState().searchAddress('qwzx blørg 999');
    expect(store.getState().handover.address.selected).toBeNull();
    expect(typePage().confirmDisabled).toBe(true);
    expect(typePage().addressForm?.submit).toBeNull();
    await store.getState().submitAddress();
    await store.getState().confirmHandoverType();
    expect(store.getState().user.extendedUser?.handoverInfo).toEqual(savedBefore);
  });

  it('reopening the picker shows the saved address in the field; closing without a confirm restores it', async () => {
    const { store } = fixture();
    await store.getState().loadUser();
    store.getState().openHandoverPicker();
    store.getState().chooseHandoverType('Delivery');
    await store.getState().chooseAddress(await addressOf('Karl Johans gate 1', '0154'));
    await store.getState().submitAddress();
    store.getState().closeHandoverPicker();

    store.getState().openHandoverPicker();
    expect(store.getState().handover.address).toMatchObject({ query: 'Karl Johans gate 1, 0154 OSLO', selected: null });
    store.getState().searchAddress('Bryggen 1');
    store.getState().closeHandoverPicker();
    store.getState().openHandoverPicker();
    expect(store.getState().handover.address.query).toBe('Karl Johans gate 1, 0154 OSLO');
  });

  it('a login failure is kept for the login error dialog until «OK»', async () => {
    const { store } = fixture();
    await expect(store.getState().login('not-a-token')).rejects.toThrow();
    expect(store.getState().session.error?.operation).toBe('login');
    store.getState().dismissLoginError();
    expect(store.getState().session.error).toBeNull();
  });
});

describe('the reservation after a reload', () => {
  const KEY = 'kurv.reservation.1300';

  /** A member logged in on a new store (a reloaded page) over the given local storage. */
  async function reloadedMember(storage: Storage, options: FixtureStoreOptions = {}) {
    const login = (await (await post('/__sim/login', { kind: 'member', expiresInSeconds: 7_200 })).json()) as { token: string };
    const shop = fixture({ storage, ...options });
    await shop.store.getState().login(login.token);
    return shop;
  }

  it('is kept locally with the spec’s fields, taken up with its clock going on, and cleared by the validity rules', async () => {
    const { store, storage, memberId } = await memberWithWindows();
    const pickupGln = store.getState().user.extendedUser?.store.pickupGln ?? '';
    const reservedTo = new Date(Date.now() + 10 * 60_000).toISOString();
    const kept = {
      reservationId: 'r-kept',
      pickupGln,
      windowId: 'w-kept',
      from: '2026-11-27T10:00:00+01:00',
      to: '2026-11-27T12:00:00+01:00',
      reservedTo,
      memberId,
      handoverType: 'Store',
    };
    store.getState().logout();

    // Valid: taken up, its seconds counting down from what is left (not from the full length).
    storage.setItem(KEY, JSON.stringify(kept));
    const reloaded = await reloadedMember(storage);
    await vi.waitFor(() => expect(reloaded.store.getState().handover.reservation.current).toEqual(kept));
    expect(reloaded.store.getState().reservationSecondsLeft()).toBeLessThanOrEqual(10 * 60);
    expect(reloaded.store.getState().reservationSecondsLeft()).toBeGreaterThan(9 * 60);
    reloaded.store.getState().logout();
    // The member left: the countdown clears it, here and in storage.
    await vi.waitFor(() => expect(reloaded.store.getState().handover.reservation.current).toBeNull(), { timeout: 2_500 });
    expect(storage.getItem(KEY)).toBeNull();

    for (const stale of [
      { ...kept, pickupGln: 'another-store' },
      { ...kept, memberId: 'M-999999' },
      { ...kept, reservedTo: new Date(Date.now() - 1_000).toISOString() },
    ]) {
      storage.setItem(KEY, JSON.stringify(stale));
      const again = await reloadedMember(storage);
      await vi.waitFor(() => expect(storage.getItem(KEY)).toBeNull());
      expect(again.store.getState().handover.reservation.current).toBeNull();
      again.store.getState().logout();
    }
  });

  it('the page’s store fetches no handover code when nothing is kept', async () => {
    const storage = (await memberWithWindows()).storage;
    storage.removeItem(KEY);
    const reloaded = await reloadedMember(storage, { deferred: true });
    expect(reloaded.store.getState().handover.reservation.current).toBeNull();
    expect(await reloaded.store.getState().restoreReservation()).toBeUndefined();
    reloaded.store.getState().logout();
  });
});

describe('edit mode', () => {
  /** Kari editing an order the simulator was given (the edit loaded, as 'Endre bestilling' leaves it). */
  async function editing(order: Record<string, unknown>) {
    expect((await post('/__sim/orders', { memberId: 'M-100001', ...order })).status).toBe(201);
    const shop = await memberWithWindows();
    const edited = await createOrderApi(shop.api).getOrder(shop.memberId, String(order.ngOrderId));
    const edit = {
      status: 'success' as const,
      orderId: edited.ngOrderId,
      order: edited,
      previousTotalToPay: 0,
      deadline: null,
      error: null,
    };
    shop.store.setState({ order: { ...shop.store.getState().order, edit } });
    return shop;
  }

  it('sends the order’s ngOrderId with the windows and picks the order’s store', async () => {
    const { store } = await editing({ ngOrderId: '4199101', storeGln: '7080001150022', handoverInfo: { handoverType: 'Store' } });
    let body: { ngOrderId?: unknown } | null = null;
    server.events.on('request:start', async ({ request }) => {
      if (WINDOWS.test(new URL(request.url).pathname)) {
        body = (await request.clone().json()) as { ngOrderId?: unknown };
      }
    });
    await store.getState().loadHandoverOptions();
    expect(store.getState().handover.selectedLocation?.store?.gln).toBe('7080001150022');
    expect(store.getState().handover.orderReconciliation).toBeNull();
    await store.getState().loadHandoverWindows();
    server.events.removeAllListeners();
    expect(body).toMatchObject({ ngOrderId: '4199101' });
    store.getState().logout();
  });

  it('moves a delivery order whose store no longer delivers to its address to pickup at that store, with the reason', async () => {
    const { store } = await editing({ ngOrderId: '4199102', storeGln: '7080001150022', handoverInfo: { handoverType: 'Delivery' } });
    await store.getState().loadHandoverOptions();
    expect(store.getState().handover.orderReconciliation).toMatchObject({
      reason: 'DeliveryStoreOnOrderIsInvalid',
      handoverType: 'Store',
      store: { gln: '7080001150022' },
    });
    expect(store.getState().handover.draftType).toBe('Store');
    expect(store.getState().handover.selectedLocation?.store?.gln).toBe('7080001150022');
    // Nothing is saved before the shopper confirms.
    expect(store.getState().user.extendedUser?.store.gln).not.toBe('7080001150022');
    store.getState().logout();
  });
});
