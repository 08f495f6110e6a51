import { describe, expect, it } from 'vitest';
import { addressOf, fixture, laterWindow, memberWithWindows } from '../testing/handover.fixtures';
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
