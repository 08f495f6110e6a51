import { describe, expect, it } from 'vitest';
import { createFixtureStore } from '../testing/shop-store.fixtures';
import { serveSimulator } from '../testing/simulator.fixtures';

const { sim } = serveSimulator();

async function loggedInMember() {
  const answer = await fetch('http://kurv.test/__sim/login', { method: 'POST', body: JSON.stringify({ kind: 'member' }) });
  const { token } = (await answer.json()) as { token: string };
  const fixture = createFixtureStore();
  await fixture.store.getState().login(token);
  return fixture;
}

describe('activating a coupon (spec sections 3 and 7)', () => {
  it('turns an inactive coupon active and pushes coupon_activated', async () => {
    const { store, tracked } = await loggedInMember();
    await store.getState().activateCoupon('KUP-1002');
    expect(tracked.at(-1)).toMatchObject({
      event: 'coupon_activated',
      ecommerce: { currency: 'NOK', value: 0, items: [{ item_id: '7063734197821', coupon: 'KUP-1002', quantity: 1 }] },
      kurv: { source: 'cart', orderId: null },
    });
  });

  it('rejects a used coupon with the platform’s message and tracks nothing', async () => {
    const { store, tracked } = await loggedInMember();
    const before = tracked.length;
    await expect(store.getState().activateCoupon('KUP-1003')).rejects.toMatchObject({ status: 422 });
    expect(tracked).toHaveLength(before);
  });

  it('does nothing without a logged-in member', async () => {
    const { store, tracked } = createFixtureStore();
    await store.getState().activateCoupon('KUP-1002');
    expect(tracked).toEqual([]);
    expect(sim.state.requests.some((request) => request.path.includes('/api/coupons/'))).toBe(false);
  });
});
