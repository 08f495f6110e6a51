import { describe, expect, it, vi } from 'vitest';
import { nb } from '../../texts/nb';
import { addressOf, fixture, fixtureCountingWaits, laterWindow, memberWithWindows, post, WINDOWS } from '../testing/handover.fixtures';
import { serveSimulator } from '../testing/simulator.fixtures';

const { sim } = serveSimulator();

const requestsTo = (pattern: RegExp) => sim.state.requests.filter((request) => pattern.test(request.path));

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

describe('one press, one action (issue 35)', () => {
  it('a second «Bekreft henting» while the first saves joins it: one save, one reservation', async () => {
    const { store } = await memberWithWindows();
    const saves = requestsTo(/household$/).length;
    const reserves = requestsTo(/reservasjoner\/v1\/api$/).length;
    store.getState().openHandoverPicker('time');
    await store.getState().loadHandoverWindows();
    store.getState().selectHandoverWindow(laterWindow(store.getState()).windowId);
    const first = store.getState().confirmHandoverTime();
    const second = store.getState().confirmHandoverTime();
    await Promise.all([first, second]);
    expect(requestsTo(/household$/)).toHaveLength(saves + 1);
    expect(requestsTo(/reservasjoner\/v1\/api$/)).toHaveLength(reserves + 1);
    expect(store.getState().handover.picker.open).toBe(false);
    store.getState().logout();
  });
});

describe('picker closing and reloading (spec section 2)', () => {
  it('a store changed over several pages on the web site reloads the page 500 ms after closing', async () => {
    const shop = fixtureCountingWaits();
    const { store, waits } = shop;
    await store.getState().loadUser();
    const storeBefore = store.getState().user.extendedUser?.store.pickupGln;
    store.getState().openHandoverPicker();
    store.getState().chooseHandoverType('Store');
    await store.getState().confirmHandoverType();
    const other = otherStoreLocation(store.getState(), storeBefore);
    store.getState().chooseLocation(other);
    await store.getState().confirmHandoverLocation();
    expect(store.getState().handover.picker).toMatchObject({ page: 'time', pagesShown: 3 });
    // The location page's 'Bekreft' keeps the store as the temporary pickup store; the time page's confirm saves it.
    expect(store.getState().user.extendedUser?.store.pickupGln).toBe(storeBefore);
    store.getState().selectHandoverWindow(laterWindow(store.getState()).windowId);
    await store.getState().confirmHandoverTime();
    expect(store.getState().user.extendedUser?.store.pickupGln).toBe(other.store?.pickupGln);
    expect(store.getState().handover.picker.open).toBe(false);
    await Promise.resolve();
    expect(waits).toContain(500);
    expect(shop.reloads.count).toBe(1);
    expect(shop.events.filter((event) => event.name === 'kurv:store-changed').map((event) => event.detail)).toEqual([
      { storeGln: other.store?.gln, pickupGln: other.store?.pickupGln, storeName: other.store?.name },
    ]);
  });

  it('a picker opened before the profile came, its store unchanged over several pages, closes without a reload', async () => {
    const shop = fixtureCountingWaits();
    const { store, waits } = shop;
    store.getState().openHandoverPicker();
    expect(store.getState().user.extendedUser).toBeNull();
    await store.getState().loadUser();
    store.getState().chooseHandoverType('Store');
    await store.getState().confirmHandoverType();
    await store.getState().confirmHandoverLocation();
    expect(store.getState().handover.picker).toMatchObject({ page: 'time', pagesShown: 3 });
    store.getState().cancelHandoverPicker();
    await Promise.resolve();
    expect(waits).not.toContain(500);
    expect(shop.reloads.count).toBe(0);
  });

  it('a single-page host that cancels kurv:store-changed keeps its page: no reload', async () => {
    const shop = fixture({ cancelEvents: ['kurv:store-changed'] });
    const { store } = shop;
    await store.getState().loadUser();
    store.getState().openHandoverPicker();
    store.getState().chooseHandoverType('Store');
    await store.getState().confirmHandoverType();
    const other = otherStoreLocation(store.getState(), store.getState().user.extendedUser?.store.pickupGln);
    store.getState().chooseLocation(other);
    await store.getState().confirmHandoverLocation();
    store.getState().selectHandoverWindow(laterWindow(store.getState()).windowId);
    await store.getState().confirmHandoverTime();

    await vi.waitFor(() => expect(shop.events.map((event) => event.name)).toContain('kurv:store-changed'));
    expect(shop.reloads.count).toBe(0);
    expect(store.getState().user.extendedUser?.store.pickupGln).toBe(other.store?.pickupGln);
  });

  it('the reload waits while the unavailable-products dialog asks about the cart in the new store', async () => {
    const shop = fixture();
    const { store } = shop;
    await store.getState().loadUser();
    store.getState().openHandoverPicker();
    store.getState().chooseHandoverType('Store');
    await store.getState().confirmHandoverType();
    store.getState().chooseLocation(otherStoreLocation(store.getState(), store.getState().user.extendedUser?.store.pickupGln));
    await store.getState().confirmHandoverLocation();
    store.getState().selectHandoverWindow(laterWindow(store.getState()).windowId);
    store.setState({ cart: { ...store.getState().cart, unavailableEans: ['7039010019811'] } });
    await store.getState().confirmHandoverTime();
    await Promise.resolve();
    await Promise.resolve();
    expect(shop.reloads.count).toBe(0);
    store.setState({ cart: { ...store.getState().cart, unavailableEans: [] } });
    await vi.waitFor(() => expect(shop.reloads.count).toBe(1));
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

// Issue 34: failures say so, and leave nothing half-done; 'Avbryt' restores.
describe('a confirm that fails', () => {
  const reserveCalls = () =>
    sim.state.requests.filter((request) => request.method === 'POST' && /reservasjoner\/v1\/api$/.test(request.path));
  /** A member on the time page with its windows loaded and a later window selected, not yet confirmed; the handover saved. */
  const memberWithLaterWindowSelected = async () => {
    const { store } = await memberWithWindows();
    store.getState().openHandoverPicker('time');
    await store.getState().loadHandoverWindows();
    const saved = store.getState().user.extendedUser?.handoverInfo;
    const window = laterWindow(store.getState());
    store.getState().selectHandoverWindow(window.windowId);
    return { store, saved, window };
  };

  it('a window whose save fails keeps the picker open with the default message, and nothing is reserved', async () => {
    const { store, saved } = await memberWithLaterWindowSelected();
    sim.state.faults.push({ route: 'PUT /api/extended-user/:chainId/household', status: 500, times: 1 });

    await store.getState().confirmHandoverTime();

    expect(store.getState().handover.picker.open).toBe(true);
    expect(store.getState().handover.windows.error).toBe(nb.defaultError);
    expect(store.getState().user.extendedUser?.handoverInfo).toEqual(saved);
    expect(reserveCalls()).toHaveLength(0);
    expect(store.getState().handover.reservation.current).toBeNull();
    store.getState().logout();
  });

  it('a reservation refused (the window just filled) shows the default message, puts the saved handover back, and reloads the windows with it full', async () => {
    const { store, saved, window } = await memberWithLaterWindowSelected();
    await post('/__sim/windows/capacity', { capacity: 0, windowId: window.windowId });
    const windowCalls = requestsTo(WINDOWS).length;

    await store.getState().confirmHandoverTime();

    const { handover, user } = store.getState();
    expect(handover.picker.open).toBe(true);
    // The platform's 409 'The window is fully booked' is internal English: the shopper reads the default message.
    expect(handover.reservation).toMatchObject({ status: 'error', error: nb.defaultError, failedWindowId: window.windowId, current: null });
    expect(user.extendedUser?.handoverInfo).toEqual(saved);
    expect(requestsTo(WINDOWS).length).toBe(windowCalls + 1);
    const reloaded = handover.windows.days
      .flatMap((day) => day.handoverWindows)
      .find((candidate) => candidate.windowId === window.windowId);
    expect(reloaded?.capacity).toBe(0);
    expect(handover.windows.selectedWindowId).not.toBe(window.windowId);
    // The next opening starts without the refusal.
    store.getState().closeHandoverPicker();
    store.getState().openHandoverPicker('time');
    expect(store.getState().handover.reservation).toMatchObject({ status: 'idle', error: null, failedWindowId: null });
    store.getState().logout();
  });
});

describe('the temporary pickup store (spec section 4): «Avbryt» and «Lukk» on the time page save nothing', () => {
  const puts = () => sim.state.requests.filter((request) => request.method === 'PUT');

  /** A member with a saved, reserved window who looks at another store's times (the location page's «Bekreft»). */
  async function memberLookingAtAnotherStore() {
    const shop = await memberWithWindows();
    const { store } = shop;
    store.getState().selectHandoverWindow(laterWindow(store.getState()).windowId);
    await store.getState().confirmHandoverTime();
    const user = store.getState().user.extendedUser;
    const reservation = store.getState().handover.reservation.current;
    store.getState().openHandoverPicker();
    store.getState().chooseHandoverType('Store');
    await store.getState().confirmHandoverType();
    const other = otherStoreLocation(store.getState(), user?.store.pickupGln);
    store.getState().chooseLocation(other);
    const putsBefore = puts().length;
    const windowCalls = requestsTo(WINDOWS).length;
    await store.getState().confirmHandoverLocation();
    return { ...shop, user, reservation, other, putsBefore, windowCalls };
  }

  it('the location page’s «Bekreft» saves nothing; the time page asks windows for the temporary pickup store', async () => {
    const { store, user, other, putsBefore, windowCalls } = await memberLookingAtAnotherStore();
    expect(puts()).toHaveLength(putsBefore);
    expect(store.getState().user.extendedUser).toEqual(user);
    expect(store.getState().handover.temporaryPickupStore?.pickupGln).toBe(other.store?.pickupGln);
    const asked = requestsTo(WINDOWS).slice(windowCalls);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.at(-1)?.path).toContain(other.store?.gln ?? 'none');
    store.getState().logout();
  });

  it.each([
    ['«Avbryt»', (state: { cancelHandoverPicker: () => Promise<void> }) => state.cancelHandoverPicker()],
    ['«Lukk»', (state: { closeHandoverPicker: () => void }) => Promise.resolve(state.closeHandoverPicker())],
  ])('%s drops it: no save call, the saved store, window and reservation as they were, no reload', async (_name, close) => {
    const shop = await memberLookingAtAnotherStore();
    const { store, user, reservation, putsBefore } = shop;

    await close(store.getState());

    const after = store.getState();
    expect(after.handover.picker.open).toBe(false);
    expect(after.handover.temporaryPickupStore).toBeNull();
    expect(puts()).toHaveLength(putsBefore);
    expect(after.user.extendedUser).toEqual(user);
    expect(after.handover.reservation.current?.reservationId).toBe(reservation?.reservationId);
    await Promise.resolve();
    expect(shop.reloads.count).toBe(0);
    store.getState().logout();
  });

  it('the time page’s confirm saves the other store with the window in one save, then reserves it there', async () => {
    const { store, other, putsBefore } = await memberLookingAtAnotherStore();
    const window = laterWindow(store.getState());
    store.getState().selectHandoverWindow(window.windowId);
    const reserveCalls = requestsTo(/reservasjoner\/v1\/api$/).length;

    await store.getState().confirmHandoverTime();

    expect(puts()).toHaveLength(putsBefore + 1);
    const saved = store.getState().user.extendedUser;
    expect(saved?.store.pickupGln).toBe(other.store?.pickupGln);
    expect(saved?.handoverInfo.windowId).toBe(window.windowId);
    expect(requestsTo(/reservasjoner\/v1\/api$/).length).toBeGreaterThan(reserveCalls);
    expect(store.getState().handover.reservation.current).toMatchObject({ windowId: window.windowId, pickupGln: other.store?.pickupGln });
    expect(store.getState().handover.temporaryPickupStore).toBeNull();
    store.getState().logout();
  });

  it('another store’s window whose reservation is refused puts the saved store back: «Avbryt» then does not reload', async () => {
    const shop = await memberLookingAtAnotherStore();
    const { store, user } = shop;
    const window = laterWindow(store.getState());
    store.getState().selectHandoverWindow(window.windowId);
    await post('/__sim/windows/capacity', { capacity: 0, windowId: window.windowId });
    const householdSaves = () => puts().filter((request) => request.path.endsWith('/household')).length;
    const savesBefore = householdSaves();

    await store.getState().confirmHandoverTime();

    // Saved in the other store, refused there, and the saved store put back: two saves, the store as it was.
    expect(householdSaves()).toBe(savesBefore + 2);
    expect(store.getState().handover.picker.open).toBe(true);
    expect(store.getState().user.extendedUser?.store.pickupGln).toBe(user?.store.pickupGln);
    await store.getState().cancelHandoverPicker();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shop.reloads.count).toBe(0);
    store.getState().logout();
  });

  it('the same store confirmed again is no temporary pickup store', async () => {
    const { store } = await memberWithWindows();
    store.getState().openHandoverPicker();
    store.getState().chooseHandoverType('Store');
    await store.getState().confirmHandoverType();
    await store.getState().confirmHandoverLocation();
    expect(store.getState().handover.temporaryPickupStore).toBeNull();
    store.getState().logout();
  });
});

/** A store pickup location of the loaded options other than the saved place (not MENY Bryn, whose locker is its own issue). */
function otherStoreLocation(state: ReturnType<ReturnType<typeof fixture>['store']['getState']>, savedPickupGln: string | undefined) {
  const other = state.handover.options.list
    .find((option) => option.handoverType === 'Store')
    ?.locations.find(
      (location) => location.store !== null && location.store.pickupGln !== savedPickupGln && !location.store.gln.endsWith('0488'),
    );
  if (!other) {
    throw new Error('No other store');
  }
  return other;
}
