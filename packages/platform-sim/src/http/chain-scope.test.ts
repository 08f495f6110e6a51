import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetSimState } from '../model/sim-state';
import { createPlatformSim } from './create-platform-sim';

// The chain-scoped calls of spec section 7 answer the asked chain's stores: MENY (1300), SPAR (1210), Joker (1220).

const sim = createPlatformSim();
const server = setupServer(...sim.handlers);
const base = 'http://sim.test';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetSimState(sim.state));
afterAll(() => server.close());

async function login(kind: string): Promise<{ token: string; memberId: string }> {
  const answer = await fetch(`${base}/__sim/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ kind }),
  });
  return answer.json();
}

const json = async (path: string, token?: string) =>
  (await fetch(`${base}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} })).json();

describe.each([
  ['1300', 'MENY Storo', /^MENY /],
  ['1210', 'SPAR Grünerløkka', /^SPAR /],
  ['1220', 'Joker Tøyen', /^Joker /],
])('chain %s', (chainId, defaultName, names) => {
  it('has its own anonymous default store', async () => {
    const user = await json(`/api/extended-user/${chainId}/default`);
    expect(user.store.name).toBe(defaultName);
    expect(user.handoverInfo.handoverType).toBe('BUTIKK');
  });

  it('lists only its own stores for pickup and its own stores for delivery in Oslo', async () => {
    const options = await json(`/api/handoveroptions/${chainId}?postalCode=0552`);
    const store = options.find((option: { handoverType: string }) => option.handoverType === 'Store');
    const delivery = options.find((option: { handoverType: string }) => option.handoverType === 'Delivery');
    expect(store.locations.length).toBeGreaterThanOrEqual(4);
    for (const location of store.locations) {
      expect(location.chainId).toBe(chainId);
      expect(location.name).toMatch(names);
    }
    expect(delivery.locations[0].store.name).toMatch(names);
  });

  it('answers a MENY household its own store at MENY and the chain default elsewhere', async () => {
    const { token } = await login('member');
    const user = await json(`/api/extended-user/${chainId}`, token);
    expect(user.chainId).toBe(chainId);
    expect(user.store.chainId).toBe(chainId);
    if (chainId !== '1300') {
      expect(user.store.name).toBe(defaultName);
      expect(user.handoverInfo).toMatchObject({ handoverType: 'BUTIKK', windowId: null, deliveryInfo: null });
    }
  });
});

describe('a member’s orders', () => {
  it('are those of the asked chain’s stores: the seeded MENY orders on MENY, none on SPAR or Joker', async () => {
    const { token, memberId } = await login('member');
    const meny = await json(`/api/order/1300/${memberId}`, token);
    expect(meny.orders.length).toBeGreaterThan(0);
    const [first] = meny.orders;
    for (const chainId of ['1210', '1220']) {
      expect((await json(`/api/order/${chainId}/${memberId}`, token)).orders).toEqual([]);
      const answer = await fetch(`${base}/api/order/${chainId}/${memberId}/${first.ngOrderId ?? first.mwOrderId}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(answer.status).toBe(404);
    }
    const again = await fetch(`${base}/api/order/1300/${memberId}/${first.ngOrderId ?? first.mwOrderId}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(again.status).toBe(200);
  });
});

describe('a member’s saved cart', () => {
  it('is the asked chain’s: a cart saved on SPAR’s site is not MENY’s', async () => {
    const { token, memberId } = await login('member');
    const cart = {
      persistedId: 'cart-spar',
      items: [{ ean: '7016599686689', quantity: 3, substitute: true, shouldSlice: false }],
      bagType: null,
      serviceFeeType: null,
      substitutePreference: 'SIMILAR',
      substituteComment: '',
    };
    const saved = await fetch(`${base}/api/cart/1210/member/${memberId}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(cart),
    });
    expect(saved.status).toBe(200);
    expect((await json(`/api/cart/1210/member/${memberId}`, token)).items).toEqual(cart.items);
    const meny = await fetch(`${base}/api/cart/1300/member/${memberId}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(meny.status).toBe(204);
  });
});
