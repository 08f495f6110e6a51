import { beforeAll, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../storage/storage-keys';
import { simLogin } from '../testing/session.fixtures';
import { createFixtureStore } from '../testing/shop-store.fixtures';
import { serveSimulator } from '../testing/simulator.fixtures';

const { sim, requestsTo } = serveSimulator();
// The code fetched later (the writes' code) is here before a test runs its clock on fake timers.
beforeAll(() => import('./user-writes'));

const fault = (route: string, status = 500) => sim.state.faults.push({ route, times: 1, status });
const kinds = (fixture: ReturnType<typeof createFixtureStore>) => fixture.logged.map((entry) => entry.kind);

describe('the user', () => {
  it('keeps an anonymous store change in this browser, flagged, with a local-change event', async () => {
    const fixture = createFixtureStore();
    await fixture.store.getState().startSession();
    const handoverInfo = fixture.store.getState().user.extendedUser?.handoverInfo ?? null;
    await fixture.store.getState().saveStoreAndHandover({ storeGln: '7080001150022', handoverInfo });

    expect(fixture.store.getState().user.extendedUser?.store.name).toBe('MENY Bergen Storsenter');
    expect(fixture.storage.getItem(storageKeys.profileUpdatedBeforeLogin('1300'))).toBe('true');
    expect(fixture.cookies.get('kurv_anonymous_gln')).toBe('7080001150022');
    expect(fixture.events).toContainEqual({ name: 'kurv:extended-user-updated', detail: { source: 'local', storeChanged: true } });
    expect(fixture.events).toContainEqual({
      name: 'kurv:handover-changed',
      detail: expect.objectContaining({
        handoverType: 'Store',
        storeGln: '7080001150022',
        storeName: 'MENY Bergen Storsenter',
        windowId: null,
      }),
    });
    expect(sim.state.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it('saves a member’s store to the platform, waits 2 s, reloads, and skips an unchanged save', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { token } = await simLogin('member');
    const fixture = createFixtureStore({ settings: { chainId: '1300' } });
    await fixture.store.getState().login(token);
    const handoverInfo = fixture.store.getState().user.extendedUser?.handoverInfo ?? null;

    const saving = fixture.store.getState().saveStoreAndHandover({ storeGln: '7080001150039', handoverInfo, deliveryComment: null });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(sim.state.requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
    const loadsBefore = requestsTo('/api/extended-user/1300').length;
    await vi.advanceTimersByTimeAsync(1);
    await saving;
    expect(requestsTo('/api/extended-user/1300').length).toBe(loadsBefore + 1);
    expect(fixture.store.getState().user.extendedUser?.store.name).toBe('MENY Solsiden');

    await fixture.store.getState().saveStoreAndHandover({ storeGln: '7080001150039', handoverInfo, deliveryComment: null });
    expect(sim.state.requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
  });

  it('keeps an anonymous shopper’s pickup point as itself, looked up by its own id, not as the store that picks it', async () => {
    const fixture = createFixtureStore();
    await fixture.store.getState().startSession();
    const handoverInfo = fixture.store.getState().user.extendedUser?.handoverInfo ?? null;
    await fixture.store.getState().saveStoreAndHandover({ storeGln: '7080001150015', pickupPointGln: '7080003000017', handoverInfo });

    expect(fixture.store.getState().user.extendedUser?.store).toMatchObject({
      gln: '7080001150015',
      pickupGln: '7080003000017',
      name: 'MENY Hentepunkt Nydalen',
    });
    expect(requestsTo('/api/pickup/1300/7080003000017')).toHaveLength(1);
    expect(fixture.events).toContainEqual({ name: 'kurv:extended-user-updated', detail: { source: 'local', storeChanged: true } });
  });

  it.each([
    ['a parcel locker', '7080001150015', '7080003000017', 'MENY Hentepunkt Nydalen'],
    ['MENY Bryn’s store handover: its locker 667', '7080001150488', '667', 'MENY Bryn Henteskap'],
  ])('saves a member’s pickup point (%s) with both ids, and reads it back', async (_situation, storeGln, pickupPointGln, name) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { token } = await simLogin('member');
    const fixture = createFixtureStore();
    await fixture.store.getState().login(token);
    const handoverInfo = fixture.store.getState().user.extendedUser?.handoverInfo ?? null;

    const saving = fixture.store.getState().saveStoreAndHandover({ storeGln, pickupPointGln, handoverInfo });
    await vi.advanceTimersByTimeAsync(2_000);
    await saving;
    expect(sim.state.householdUpdates.at(-1)).toMatchObject({
      prefferedStoreId: storeGln,
      pickupStoreId: pickupPointGln,
      handoverInfo: { storeGln, pickupPointGln },
    });
    expect(fixture.store.getState().user.extendedUser?.store).toMatchObject({ gln: storeGln, pickupGln: pickupPointGln, name });
    vi.useRealTimers();
  });

  it('a member’s failed save resolves with the failure (the shopper’s message), puts the user back and is kept in user.error', async () => {
    const { token } = await simLogin('member');
    const fixture = createFixtureStore({ settings: { chainId: '1100' }, wait: () => Promise.resolve() });
    await fixture.store.getState().login(token);
    const before = fixture.store.getState().user.extendedUser;
    fault('PUT /api/extended-user/:chainId/household');

    const failure = await fixture.store
      .getState()
      .saveStoreAndHandover({ storeGln: '7080001150039', handoverInfo: before?.handoverInfo ?? null, deliveryComment: null });

    expect(failure).toEqual({ operation: 'save', message: 'Det har skjedd en feil. Vennligst prøv igjen senere.' });
    expect(fixture.store.getState().user.error).toEqual(failure);
    expect(fixture.store.getState().user.extendedUser).toEqual(before);
  });

  it('a saved change resolves with null', async () => {
    const fixture = createFixtureStore();
    await fixture.store.getState().startSession();
    const handoverInfo = fixture.store.getState().user.extendedUser?.handoverInfo ?? null;
    await expect(fixture.store.getState().saveStoreAndHandover({ storeGln: '7080001150022', handoverInfo })).resolves.toBeNull();
  });

  it('refuses a store change without handoverInfo with the spec’s message', async () => {
    const fixture = createFixtureStore();
    await expect(fixture.store.getState().saveStoreAndHandover({ storeGln: '1', handoverInfo: undefined })).rejects.toThrow(
      'Invalid input, «storeGln» and «handoverInfo» are both required',
    );
    expect(fixture.store.getState().user.error?.operation).toBe('save');
  });
});

// Spec section 8: the failures that are "logged" reach the logging service, each once, with its kind.
describe('logged failures', () => {
  it('logs a failed save of the store and handover as «save»', async () => {
    const fixture = createFixtureStore();
    await fixture.store.getState().startSession();
    const handoverInfo = fixture.store.getState().user.extendedUser?.handoverInfo ?? null;
    fault('GET /api/stores/:chainId/:gln');
    await fixture.store.getState().saveStoreAndHandover({ storeGln: '7080001150022', handoverInfo });
    expect(kinds(fixture)).toEqual(['save']);
  });
});
