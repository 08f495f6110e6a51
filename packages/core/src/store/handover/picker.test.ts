import { describe, expect, it } from 'vitest';
import { nb } from '../../texts/nb';
import { addressOf, fixture, laterWindow, memberWithWindows, post, WINDOWS } from '../testing/handover.fixtures';
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

describe('«Avbryt» on the time page', () => {
  it('after the location page’s «Bekreft» saved another store, puts back the store, the window and the reservation of the opening, with no reload', async () => {
    const shop = await memberWithWindows();
    const { store } = shop;
    const first = laterWindow(store.getState());
    store.getState().selectHandoverWindow(first.windowId);
    await store.getState().confirmHandoverTime();
    const user = store.getState().user.extendedUser;
    const reservation = store.getState().handover.reservation.current;
    expect(reservation?.windowId).toBe(first.windowId);

    store.getState().openHandoverPicker();
    store.getState().chooseHandoverType('Store');
    await store.getState().confirmHandoverType();
    const other = store
      .getState()
      .handover.options.list.find((option) => option.handoverType === 'Store')
      // Not MENY Bryn (spec section 4's special pickup point: its own issue).
      ?.locations.find(
        (location) => location.store !== null && location.store.pickupGln !== user?.store.pickupGln && !location.store.gln.endsWith('0488'),
      );
    if (!other) {
      throw new Error('No other store');
    }
    store.getState().chooseLocation(other);
    await store.getState().confirmHandoverLocation();
    expect(store.getState().user.extendedUser?.store.pickupGln).toBe(other.store?.pickupGln);

    await store.getState().cancelHandoverPicker();

    const after = store.getState();
    expect(after.handover.picker.open).toBe(false);
    expect(after.user.extendedUser?.store).toEqual(user?.store);
    expect(after.user.extendedUser?.handoverInfo).toEqual(user?.handoverInfo);
    expect(after.handover.reservation.current?.reservationId).toBe(reservation?.reservationId);
    await Promise.resolve();
    expect(shop.reloads.count).toBe(0);
    store.getState().logout();
  });

  it('without a change since the opening closes at once and saves nothing', async () => {
    const { store } = await memberWithWindows();
    store.getState().openHandoverPicker('time');
    const puts = sim.state.requests.filter((request) => request.method === 'PUT').length;
    await store.getState().cancelHandoverPicker();
    expect(store.getState().handover.picker.open).toBe(false);
    expect(sim.state.requests.filter((request) => request.method === 'PUT')).toHaveLength(puts);
    store.getState().logout();
  });

  it('a put back that fails keeps the picker open with the message', async () => {
    const { store } = await memberWithWindows();
    store.getState().openHandoverPicker();
    store.getState().chooseHandoverType('Store');
    await store.getState().confirmHandoverType();
    const pickupGln = store.getState().user.extendedUser?.store.pickupGln;
    const other = store
      .getState()
      .handover.options.list.find((option) => option.handoverType === 'Store')
      ?.locations.find(
        (location) => location.store !== null && location.store.pickupGln !== pickupGln && !location.store.gln.endsWith('0488'),
      );
    if (!other) {
      throw new Error('No other store');
    }
    store.getState().chooseLocation(other);
    await store.getState().confirmHandoverLocation();
    sim.state.faults.push({ route: 'PUT /api/extended-user/:chainId/household', status: 500, times: 1 });

    await store.getState().cancelHandoverPicker();

    expect(store.getState().handover.picker.open).toBe(true);
    expect(store.getState().handover.windows.error).toBe(nb.defaultError);
    store.getState().logout();
  });
});
