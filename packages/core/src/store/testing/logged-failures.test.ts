import { createPlatformSim, resetSimState, seedProductNamed } from '@kurv/platform-sim';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHandoverApi } from '../../api/handover-api';
import { createFixtureStore } from './shop-store.fixtures';

// Spec section 8: the failures that are "logged" reach the logging service, each once, with its kind.
const sim = createPlatformSim();
const server = setupServer(...sim.handlers);
const base = 'http://kurv.test';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  vi.useRealTimers();
  resetSimState(sim.state);
});
afterAll(() => server.close());

const milk = seedProductNamed('Tine Lettmelk 1 %');
const fault = (route: string, status = 500) => sim.state.faults.push({ route, times: 1, status });
const kinds = (fixture: ReturnType<typeof createFixtureStore>) => fixture.logged.map((entry) => entry.kind);

const PROFILE = {
  firstName: 'Kari',
  lastName: 'Nordmann',
  email: 'kari.nordmann@example.no',
  mobile: '41234567',
  dateOfBirth: '17.04.1985',
  gender: 'K',
  address: 'Karl Johans gate 1',
  postalCode: '0154',
  city: 'OSLO',
};

async function simLogin(kind: string, extra: Record<string, unknown> = {}): Promise<{ token: string }> {
  const answer = await fetch(`${base}/__sim/login`, { method: 'POST', body: JSON.stringify({ kind, ...extra }) });
  return (await answer.json()) as { token: string };
}

describe('logged failures', () => {
  it('logs nothing when every call answers', async () => {
    const fixture = createFixtureStore();
    await fixture.store.getState().loadUser();
    await fixture.store.getState().addItem(milk.ean);
    expect(fixture.logged).toEqual([]);
  });

  it('logs a calculator failure as «calculator»', async () => {
    const fixture = createFixtureStore();
    await fixture.store.getState().addItem(milk.ean);
    fault('POST /api/cart/calculator/:chainId');
    await fixture.store.getState().addItem(milk.ean);
    expect(kinds(fixture)).toEqual(['calculator']);
    expect(fixture.logged[0]?.error).toMatchObject({ status: 500 });
  });

  it.each([
    ['bag type', 'bagType', (fixture: ReturnType<typeof createFixtureStore>) => fixture.store.getState().setBagType('PAPIR')],
    [
      'service fee type',
      'serviceFeeType',
      (fixture: ReturnType<typeof createFixtureStore>) => fixture.store.getState().setServiceFeeType('OPPSKJAERING'),
    ],
  ] as const)('logs the calculator’s failure on a %s change as «%s»', async (_name, kind, change) => {
    const fixture = createFixtureStore();
    await fixture.store.getState().addItem(milk.ean);
    fault('POST /api/cart/calculator/:chainId');
    await change(fixture);
    expect(kinds(fixture)).toEqual([kind]);
    // The next line change is the calculator's again.
    fault('POST /api/cart/calculator/:chainId');
    await fixture.store.getState().addItem(milk.ean);
    expect(kinds(fixture)).toEqual([kind, 'calculator']);
  });

  it('logs a coverage failure as «coverage»', async () => {
    const fixture = createFixtureStore();
    await fixture.store.getState().loadUser();
    const [address] = await createHandoverApi(fixture.api).searchAddresses('Karl Johans gate 1', { postalCode: '0154' });
    fault('GET /api/delivery/coverage/:chainId/:postalCode');
    await fixture.store.getState().chooseAddress(address as NonNullable<typeof address>);
    expect(kinds(fixture)).toEqual(['coverage']);
  });

  it('logs an address-search failure as «addressSearch»', async () => {
    const fixture = createFixtureStore();
    fault('GET /api/postalcode/address/search');
    fixture.store.getState().searchAddress('Karl Johans');
    await vi.waitFor(() => expect(kinds(fixture)).toEqual(['addressSearch']), { timeout: 3_000 });
  });

  it('logs a user load failure as «userLoad»', async () => {
    const fixture = createFixtureStore();
    fault('GET /api/extended-user/**');
    await fixture.store.getState().loadUser();
    expect(kinds(fixture)).toEqual(['userLoad']);
  });

  it('logs a failed save of the store and handover as «save»', async () => {
    const fixture = createFixtureStore();
    await fixture.store.getState().startSession();
    const handoverInfo = fixture.store.getState().user.extendedUser?.handoverInfo ?? null;
    fault('GET /api/stores/:chainId/:gln');
    await fixture.store.getState().saveStoreAndHandover({ storeGln: '7080001150022', handoverInfo });
    expect(kinds(fixture)).toEqual(['save']);
  });

  it.each([
    ['profileUpdate', (fixture: ReturnType<typeof createFixtureStore>) => fixture.store.getState().updateProfile(PROFILE)],
    ['attributeUpdate', (fixture: ReturnType<typeof createFixtureStore>) => fixture.store.getState().updateAttributes({})],
    ['addressUpdate', (fixture: ReturnType<typeof createFixtureStore>) => fixture.store.getState().deleteAlternativeAddress('alt-1')],
  ] as const)('logs a refused member call without a member as «%s»', async (kind, call) => {
    const fixture = createFixtureStore();
    await call(fixture);
    expect(kinds(fixture)).toEqual([kind]);
  });

  it('logs an order load failure as «orderLoad» and an order removal failure as «orderRemoval»', async () => {
    const { token } = await simLogin('member');
    const fixture = createFixtureStore();
    await fixture.store.getState().login(token);
    fixture.store.getState().mountEditOrderDialog();
    await fixture.store.getState().addItem(milk.ean);
    fault('GET /api/order/:chainId/:memberId/:orderId');
    await fixture.store.getState().startOrderEdit();
    expect(kinds(fixture)).toEqual(['orderLoad']);
    await fixture.store.getState().acknowledgeOrderEditError();
    await fixture.store.getState().requestOrderChange('4100001');
    await fixture.store.getState().startOrderEdit();
    expect(fixture.store.getState().order.edit.status).toBe('success');
    fault('DELETE /api/order/:chainId/:memberId/:orderId');
    await fixture.store.getState().resetCart();
    expect(kinds(fixture)).toEqual(['orderLoad', 'orderRemoval']);
    expect(fixture.store.getState().cart.items).toEqual([]);
  });

  it('logs a login failure as «login» with the token’s info, never the token', async () => {
    const { token } = await simLogin('member', { assurance: 'none' });
    const fixture = createFixtureStore();
    await expect(fixture.store.getState().login(token)).rejects.toThrow();
    expect(kinds(fixture)).toEqual(['login']);
    const [entry] = fixture.logged;
    expect(entry?.tokenInfo).toMatchObject({ assurance: 'none', expired: false });
    expect(JSON.stringify(entry?.tokenInfo)).not.toContain(token);
  });
});
