import { SEED_PRODUCTS } from '@kurv/platform-sim';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { simLogin } from '../testing/session.fixtures';
import { createFixtureStore } from '../testing/shop-store.fixtures';
import { serveSimulator } from '../testing/simulator.fixtures';

const { sim, server } = serveSimulator();

const milk = SEED_PRODUCTS[0]?.ean ?? '';

const fault = (route: string, status = 500) => sim.state.faults.push({ route, times: 1, status });
const kinds = (fixture: ReturnType<typeof createFixtureStore>) => fixture.logged.map((entry) => entry.kind);

describe('bad answers leave session and cart as they were', () => {
  it.each([
    ['a 500', { status: 500 }],
    ['a network error', { networkError: true }],
    ['malformed JSON', { malformed: 'json' as const }],
    ['JSON of the wrong shape', { malformed: 'shape' as const }],
  ])('when reloading the member’s profile gets %s', async (_situation, fault) => {
    const { token } = await simLogin('member');
    const fixture = createFixtureStore();
    await fixture.store.getState().login(token);
    await fixture.store.getState().addItem(milk);
    const before = fixture.store.getState();

    sim.state.faults.push({ route: 'GET /api/extended-user/:chainId', times: 1, ...fault });
    await fixture.store.getState().loadUser();

    const after = fixture.store.getState();
    expect(after.session.token).toBe(before.session.token);
    expect(after.user.extendedUser).toBe(before.user.extendedUser);
    expect(after.cart.items).toEqual(before.cart.items);
    expect(after.user.error).toEqual({ operation: 'userLoad', message: 'Det har skjedd en feil. Vennligst prøv igjen senere.' });
  });

  it('when reloading the profile times out', async () => {
    const { token } = await simLogin('member');
    const fixture = createFixtureStore({ timeoutMs: 200 });
    await fixture.store.getState().login(token);
    sim.state.faults.push({ route: 'GET /api/extended-user/:chainId', times: 1, delayMs: 1_000 });
    await fixture.store.getState().loadUser();
    expect(fixture.store.getState().session.loginLevel).toBe(2);
    expect(fixture.store.getState().user.extendedUser?.currentMember?.firstName).toBe('Kari');
    expect(fixture.store.getState().user.error?.operation).toBe('userLoad');
  });

  it('when the profile answers 204 with no body', async () => {
    const { token } = await simLogin('member');
    const fixture = createFixtureStore();
    await fixture.store.getState().login(token);
    server.use(http.get('*/api/extended-user/:chainId', () => new HttpResponse(null, { status: 204 })));
    await fixture.store.getState().loadUser();
    expect(fixture.store.getState().user.extendedUser?.currentMember?.firstName).toBe('Kari');
    expect(fixture.store.getState().user.error?.operation).toBe('userLoad');
  });
});

describe('the user', () => {
  it('keeps a corporate user’s home delivery with its delivery info', async () => {
    const { token } = await simLogin('corporate');
    const fixture = createFixtureStore();
    await fixture.store.getState().login(token);
    expect(fixture.store.getState().user.extendedUser?.handoverInfo.handoverType).toBe('Delivery');
    expect(fixture.store.getState().user.homeDeliveryReset).toBe(false);
  });

  it('resets a home delivery without delivery info to store pickup, and notes it (spec section 4’s forced change)', async () => {
    const { token, memberId } = await simLogin('member');
    const household = sim.state.households[sim.state.members[memberId]?.householdId ?? ''];
    if (household) {
      household.handoverInfo = { ...household.handoverInfo, handoverType: 'HJEM', deliveryInfo: null } as typeof household.handoverInfo;
    }
    const fixture = createFixtureStore();
    await fixture.store.getState().login(token);
    expect(household).toBeDefined();
    expect(fixture.store.getState().user.extendedUser?.handoverInfo).toMatchObject({ handoverType: 'Store', windowId: null });
    expect(fixture.store.getState().user.homeDeliveryReset).toBe(true);
  });
});

// Spec section 8: the failures that are "logged" reach the logging service, each once, with its kind.
describe('logged failures', () => {
  it('logs a user load failure as «userLoad»', async () => {
    const fixture = createFixtureStore();
    fault('GET /api/extended-user/**');
    await fixture.store.getState().loadUser();
    expect(kinds(fixture)).toEqual(['userLoad']);
  });
});
