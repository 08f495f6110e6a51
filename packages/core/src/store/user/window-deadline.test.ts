import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HandoverInfo } from '../../domain/extended-user';
import { storageKeys } from '../../storage/storage-keys';
import { createFixtureStore, type FixtureStore } from '../testing/shop-store.fixtures';
import { serveSimulator } from '../testing/simulator.fixtures';

serveSimulator();

const HOUR_MS = 3_600_000;

/** `info` with a pickup window chosen whose deadline is `deadlineInMs` from now. */
function withWindow(info: HandoverInfo, windowId: string, deadlineInMs: number): HandoverInfo {
  const from = new Date(Date.now() + deadlineInMs + 4 * HOUR_MS).toISOString();
  const to = new Date(Date.now() + deadlineInMs + 6 * HOUR_MS).toISOString();
  return {
    ...info,
    from,
    to,
    customerPickupFrom: from,
    customerPickupTo: to,
    deadline: new Date(Date.now() + deadlineInMs).toISOString(),
    windowId,
    product: '7000000000017',
  };
}

/**
 * The anonymous shopper, loaded again with a pickup window kept in this tab (as after a reload) whose deadline is
 * `deadlineInMs` from now, on a fake clock: the load fetches the code that follows the deadline.
 */
async function anonymousShopperWithWindow(deadlineInMs: number): Promise<FixtureStore> {
  const fixture = createFixtureStore();
  await fixture.store.getState().loadUser();
  const user = fixture.store.getState().user.extendedUser;
  if (user === null) {
    throw new Error('no user');
  }
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  const kept = { store: user.store, handoverInfo: withWindow(user.handoverInfo, 'w-1', deadlineInMs) };
  fixture.sessionStorage.setItem(storageKeys.anonymousProfile('1300'), JSON.stringify(kept));
  await fixture.store.getState().loadUser();
  await vi.dynamicImportSettled();
  return fixture;
}

/** Another window chosen in the store's state, whose deadline is `deadlineInMs` from now. */
function chooseWindow(fixture: FixtureStore, windowId: string, deadlineInMs: number): HandoverInfo {
  const state = fixture.store.getState();
  const user = state.user.extendedUser;
  if (user === null) {
    throw new Error('no user');
  }
  const handoverInfo = withWindow(user.handoverInfo, windowId, deadlineInMs);
  fixture.store.setState({ user: { ...state.user, extendedUser: { ...user, handoverInfo } } });
  return handoverInfo;
}

const windowOf = (fixture: FixtureStore) => fixture.store.getState().user.extendedUser?.handoverInfo;

afterEach(() => {
  vi.useRealTimers();
});

describe('the chosen window’s deadline in an open page (spec section 4)', () => {
  it('resets the window when its deadline passes, not a millisecond before; the kept profile with it', async () => {
    const fixture = await anonymousShopperWithWindow(HOUR_MS);
    expect(windowOf(fixture)?.windowId).toBe('w-1');

    await vi.advanceTimersByTimeAsync(HOUR_MS - 1);
    expect(windowOf(fixture)?.windowId).toBe('w-1');
    await vi.advanceTimersByTimeAsync(1);
    expect(windowOf(fixture)).toMatchObject({ handoverType: 'Store', windowId: null, deadline: null, from: null, product: null });
    const kept = JSON.parse(fixture.sessionStorage.getItem(storageKeys.anonymousProfile('1300')) ?? 'null');
    expect(kept?.handoverInfo.windowId).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('waits for the new deadline when another window is chosen', async () => {
    const fixture = await anonymousShopperWithWindow(HOUR_MS);
    await vi.advanceTimersByTimeAsync(HOUR_MS / 2);
    chooseWindow(fixture, 'w-2', 2 * HOUR_MS);

    await vi.advanceTimersByTimeAsync(HOUR_MS);
    expect(windowOf(fixture)?.windowId).toBe('w-2');
    await vi.advanceTimersByTimeAsync(HOUR_MS);
    expect(windowOf(fixture)?.windowId).toBeNull();
  });

  it('stops its timer when the user is cleared (a logout), and resets nothing', async () => {
    const fixture = await anonymousShopperWithWindow(HOUR_MS);
    expect(vi.getTimerCount()).toBe(1);
    fixture.store.setState({ user: { ...fixture.store.getState().user, extendedUser: null } });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('resets at once a window chosen with its deadline passed', async () => {
    const fixture = await anonymousShopperWithWindow(HOUR_MS);
    chooseWindow(fixture, 'w-2', -1_000);
    await vi.advanceTimersByTimeAsync(0);
    expect(windowOf(fixture)?.windowId).toBeNull();
  });

  it('keeps a delivery’s address when its window is reset', async () => {
    const fixture = await anonymousShopperWithWindow(2 * HOUR_MS);
    const chosen = chooseWindow(fixture, 'w-2', HOUR_MS);
    const deliveryInfo = {
      carrierOrderId: null,
      carrierWindowId: 'c-1',
      firstName: 'Kari',
      lastName: 'Nordmann',
      address: 'Karl Johans gate 1',
      postalCode: '0154',
      city: 'OSLO',
      coordinates: { lat: 59.91, lon: 10.75 },
      comment: '',
      stores: ['7080001150015'],
    };
    const state = fixture.store.getState();
    const user = state.user.extendedUser;
    if (user === null) {
      throw new Error('no user');
    }
    fixture.store.setState({
      user: { ...state.user, extendedUser: { ...user, handoverInfo: { ...chosen, handoverType: 'Delivery', deliveryInfo } } },
    });

    await vi.advanceTimersByTimeAsync(HOUR_MS);
    expect(windowOf(fixture)).toMatchObject({ handoverType: 'Delivery', windowId: null, deliveryInfo });
  });
});
