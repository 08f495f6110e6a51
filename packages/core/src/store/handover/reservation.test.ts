import { SEED_PRODUCTS, seedProductNamed } from '@kurv/platform-sim';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { fakeTimers, fixture, laterWindow, memberWithWindows, post, RESERVE, WINDOWS } from '../testing/handover.fixtures';
import type { FixtureStoreOptions } from '../testing/shop-store.fixtures';
import { serveSimulator } from '../testing/simulator.fixtures';

const { sim, server } = serveSimulator();

const requestsTo = (pattern: RegExp) => sim.state.requests.filter((request) => pattern.test(request.path));
const activeReservations = () => sim.state.reservations.filter((reservation) => reservation.active);

describe('choosing a window', () => {
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
    // The countdown stopped: what runs on is the chosen window's deadline timer (store/user/window-deadline.ts).
    expect(vi.getTimerCount()).toBe(1);
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

  it('is reserved anew at the reload when the checkout data it was made for changed meanwhile, and only then', async () => {
    const { store, storage } = await memberWithWindows();
    await store.getState().chooseHandoverWindow(laterWindow(store.getState()).windowId);
    const kept = JSON.parse(storage.getItem(KEY) ?? 'null') as { reservedFor: { specialItemCount: number } };
    expect(kept.reservedFor).toMatchObject({ handoverType: 'Store', specialItemCount: 0 });
    store.getState().logout();

    storage.setItem(KEY, JSON.stringify(kept));
    const unchanged = await reloadedMember(storage);
    await vi.waitFor(() => expect(unchanged.store.getState().handover.reservation.current).not.toBeNull());
    expect(requestsTo(/\/extend$/)).toHaveLength(0);
    unchanged.store.getState().logout();

    // Made when a lead-time line was in the cart, which has none now.
    storage.setItem(KEY, JSON.stringify({ ...kept, reservedFor: { ...kept.reservedFor, specialItemCount: 1 } }));
    const changed = await reloadedMember(storage);
    await vi.waitFor(() => expect(requestsTo(/\/extend$/)).toHaveLength(1));
    changed.store.getState().logout();
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
