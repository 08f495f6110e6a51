import { SEED_PRODUCTS } from '@kurv/platform-sim';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { nb } from '../../texts/nb';
import { addressOf, anonymousWithStore, fixture, laterWindow, memberWithWindows, post, WINDOWS } from '../testing/handover.fixtures';
import { serveSimulator } from '../testing/simulator.fixtures';

const { sim, server } = serveSimulator();

const requestsTo = (pattern: RegExp) => sim.state.requests.filter((request) => pattern.test(request.path));

describe('windows', () => {
  it('loads the 14-day calendar for the chosen store; a duplicate request is ignored', async () => {
    // A Wednesday morning (08.00 in Oslo): today's windows can still be chosen, so the page opens on the first day.
    const morning = '2026-11-25T07:00:00.000Z';
    await post('/__sim/clock', { now: morning });
    const { store } = fixture({ dependencies: { now: () => new Date(morning) } });
    await store.getState().loadUser();
    await store.getState().chooseAddress(await addressOf('Storgata 1', '9008'));
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

  it('on a Friday evening opens on Saturday, the first day with a window that can be chosen, not on today (issue 34)', async () => {
    // 19.30 in Oslo: today's last window (20–21) is still offered, but its deadline (16.00) has passed.
    const evening = '2026-11-27T18:30:00.000Z';
    await post('/__sim/clock', { now: evening });
    const { store } = fixture({ dependencies: { now: () => new Date(evening) } });
    await store.getState().loadUser();
    await store.getState().chooseAddress(await addressOf('Storgata 1', '9008'));
    await store.getState().loadHandoverWindows();
    const { days, selectedDate } = store.getState().handover.windows;
    expect(days[0]?.date).toBe('2026-11-27');
    expect(selectedDate).toBe('2026-11-28');
  });

  it('refuses a fetch without a store (spec 5) and makes no call; the internal message is logged, the shopper reads Norwegian', async () => {
    const warnings: string[] = [];
    const { store } = fixture({ dependencies: { logger: { warn: (message) => warnings.push(message), error: () => undefined } } });
    await store.getState().loadHandoverWindows();
    expect(store.getState().handover.windows).toMatchObject({
      status: 'error',
      error: 'Vi klarte dessverre ikke hente utleveringstider. Vennligst prøv igjen senere.',
      days: [],
    });
    expect(warnings).toContain('Handover: windows not loaded: Missing store');
    expect(requestsTo(WINDOWS)).toHaveLength(0);
  });

  it('a delivery without a postal code is refused (spec 5: «Missing postalcode»), in Norwegian, and days of before are gone', async () => {
    const { store } = await anonymousWithStore();
    await store.getState().loadHandoverWindows();
    expect(store.getState().handover.windows.days.length).toBeGreaterThan(0);
    const calls = requestsTo(WINDOWS).length;
    const state = store.getState();
    const user = state.user.extendedUser;
    if (user === null) {
      throw new Error('No user');
    }
    store.setState({
      handover: { ...state.handover, draftType: 'Delivery', selectedLocation: null },
      user: {
        ...state.user,
        extendedUser: { ...user, handoverInfo: { ...user.handoverInfo, handoverType: 'Delivery', deliveryInfo: null } },
      },
    });
    await store.getState().loadHandoverWindows();
    expect(store.getState().handover.windows).toMatchObject({ status: 'error', days: [] });
    expect(store.getState().handover.windows.error).toBe('Vi klarte dessverre ikke hente utleveringstider. Vennligst prøv igjen senere.');
    expect(requestsTo(WINDOWS)).toHaveLength(calls);
  });

  it('windows of the same type and place stay shown while they load again', async () => {
    const { store } = await anonymousWithStore();
    await store.getState().loadHandoverWindows();
    const shown = store.getState().handover.windows.days;
    expect(shown.length).toBeGreaterThan(0);

    const again = store.getState().loadHandoverWindows();

    expect(store.getState().handover.windows).toMatchObject({ status: 'updating', days: shown });
    await again;
    expect(store.getState().handover.windows.status).toBe('idle');
  });

  it('another type’s windows are not shown while the new ones load: pickup, then delivery (our choice)', async () => {
    const { store } = await anonymousWithStore();
    await store.getState().loadHandoverWindows();
    expect(store.getState().handover.draftType).toBe('Store');
    expect(store.getState().handover.windows.days.length).toBeGreaterThan(0);
    store.getState().chooseHandoverType('Delivery');
    sim.state.faults.push({ route: 'POST /api/handoverwindows/**', delayMs: 100, times: 1 });

    const loading = store.getState().loadHandoverWindows();

    // Before, the pickup days stayed ('updating'): on the delivery page, with their prices, and their windows could be confirmed.
    expect(store.getState().handover.windows).toMatchObject({ status: 'loading', days: [] });
    await loading;
    expect(store.getState().handover.windows.status).toBe('idle');
    expect(requestsTo(WINDOWS).at(-1)?.path).toMatch(/\/delivery\//);
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
});
