import { describe, expect, it, vi } from 'vitest';
import { milk, pizza } from '../testing/cart.fixtures';
import { createFixtureStore } from '../testing/shop-store.fixtures';
import { serveSimulator } from '../testing/simulator.fixtures';

const { sim } = serveSimulator();

describe('the member’s cart on the platform', () => {
  async function simLogin(kind: string): Promise<{ token: string; memberId: string }> {
    const answer = await fetch('http://kurv.test/__sim/login', { method: 'POST', body: JSON.stringify({ kind }) });
    return (await answer.json()) as { token: string; memberId: string };
  }

  it('follows the member to another device, joined with what that device had', async () => {
    const { token, memberId } = await simLogin('member');
    const laptop = createFixtureStore();
    await laptop.store.getState().login(token);
    await laptop.store.getState().syncMemberCart();
    await laptop.store.getState().addItem(milk.ean, 2);
    // Kari has an editable order: the add is asked about first; she starts a new order.
    await laptop.store.getState().declineOrderEdit('startNew');
    await vi.waitFor(() =>
      expect(sim.state.memberCarts[memberId]?.items).toEqual([{ ean: milk.ean, quantity: 2, substitute: true, shouldSlice: false }]),
    );

    const phone = createFixtureStore();
    await phone.store.getState().addItem(pizza.ean);
    await phone.store.getState().login(token);
    await phone.store.getState().syncMemberCart();

    expect(phone.store.getState().cart.items.map((item) => [item.ean, item.quantity])).toEqual([
      [milk.ean, 2],
      [pizza.ean, 1],
    ]);
  });

  it.each([
    ['answers no content (204): no cart on the platform', null],
    ['answers 404', { status: 404 }],
  ])('keeps this browser’s cart and saves it when the platform %s', async (_, fault) => {
    const { token, memberId } = await simLogin('member');
    const fixture = createFixtureStore();
    await fixture.store.getState().addItem(milk.ean);
    await fixture.store.getState().login(token);
    if (fault) {
      sim.state.faults.push({ route: 'GET /api/cart/:chainId/member/:memberId', ...fault, times: 1 });
    }

    await fixture.store.getState().syncMemberCart();

    expect(fixture.store.getState().cart.items.map((item) => item.ean)).toEqual([milk.ean]);
    await vi.waitFor(() => expect(sim.state.memberCarts[memberId]?.items.map((item) => item.ean)).toEqual([milk.ean]));
  });

  it('keeps this browser’s cart when the platform cannot be reached', async () => {
    const { token } = await simLogin('member');
    const fixture = createFixtureStore();
    await fixture.store.getState().addItem(milk.ean);
    await fixture.store.getState().login(token);
    sim.state.faults.push({ route: 'GET /api/cart/:chainId/member/:memberId', status: 500 });

    await fixture.store.getState().syncMemberCart();

    expect(fixture.store.getState().cart.items.map((item) => item.ean)).toEqual([milk.ean]);
  });
});
