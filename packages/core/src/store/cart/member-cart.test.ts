import { describe, expect, it, vi } from 'vitest';
import { MEMBER_CART_CATCH_UP_MS } from '../../constants';
import { systemTimers, type Timers } from '../../engine/timers';
import { crisps, milk, pizza } from '../testing/cart.fixtures';
import { createFixtureStore, type FixtureStore } from '../testing/shop-store.fixtures';
import { serveSimulator } from '../testing/simulator.fixtures';

const { sim } = serveSimulator();

async function simLogin(kind: string): Promise<{ token: string; memberId: string }> {
  const answer = await fetch('http://kurv.test/__sim/login', { method: 'POST', body: JSON.stringify({ kind }) });
  return (await answer.json()) as { token: string; memberId: string };
}

/** Another device of the member saves her cart on the platform: the pizza and the crisps in these quantities. */
async function anotherDeviceSaves(token: string, memberId: string, quantities: { pizza: number; crisps: number }): Promise<void> {
  await fetch(`http://kurv.test/api/cart/1300/member/${memberId}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      persistedId: 'phone',
      items: [
        { ean: pizza.ean, quantity: quantities.pizza },
        { ean: crisps.ean, quantity: quantities.crisps },
      ],
    }),
  });
}

const platformEans = (memberId: string) => sim.state.memberCarts[memberId]?.items.map((item) => item.ean);

/** Kari logged in, her cart joined and followed, with the pizza in it and on the platform. */
async function memberWithPizza(fixture = createFixtureStore()): Promise<{ fixture: FixtureStore; memberId: string }> {
  const { token, memberId } = await simLogin('member');
  await fixture.store.getState().login(token);
  await fixture.store.getState().syncMemberCart();
  const adding = fixture.store.getState().addItem(pizza.ean);
  // Kari has an editable order: the add is asked about first; she starts a new order.
  await fixture.store.getState().declineOrderEdit('startNew');
  await adding;
  await vi.waitFor(() => expect(platformEans(memberId)).toEqual([pizza.ean]));
  return { fixture, memberId };
}

describe('the member’s cart on the platform', () => {
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

describe('the member’s cart after a change notification', () => {
  const eans = (fixture: FixtureStore) => fixture.store.getState().cart.items.map((item) => item.ean);
  const calls = (method: string, path: RegExp) =>
    sim.state.requests.filter((request) => request.method === method && path.test(request.path));

  it('keeps a line the calculator refused, and sends it to the platform', async () => {
    const { fixture, memberId } = await memberWithPizza();
    sim.state.faults.push({ route: 'POST /api/cart/calculator/*', status: 500, times: 1 });
    await fixture.store.getState().addItem(milk.ean);
    expect(fixture.store.getState().cart.status).toBe('error');

    await fixture.store.getState().syncMemberCart('notification');

    expect(eans(fixture)).toEqual([pizza.ean, milk.ean]);
    expect(fixture.store.getState().cart.status).toBe('idle');
    await vi.waitFor(() => expect(platformEans(memberId)).toEqual([pizza.ean, milk.ean]));
  });

  it('waits for the calculation in flight before reading the platform’s cart', async () => {
    const { fixture, memberId } = await memberWithPizza();
    sim.state.faults.push({ route: 'POST /api/cart/calculator/*', delayMs: 150, times: 1 });
    const adding = fixture.store.getState().addItem(milk.ean);
    // The line is in, its calculation held by the platform.
    await vi.waitFor(() => expect(calls('POST', /calculator/).at(-1)?.fault).toBe('POST /api/cart/calculator/*'));
    expect(eans(fixture)).toEqual([pizza.ean, milk.ean]);

    await Promise.all([fixture.store.getState().syncMemberCart('notification'), adding]);

    expect(eans(fixture)).toEqual([pizza.ean, milk.ean]);
    await vi.waitFor(() => expect(platformEans(memberId)).toEqual([pizza.ean, milk.ean]));
  });

  it('takes another device’s lines and keeps its own unconfirmed change beside them', async () => {
    const { token, memberId } = await simLogin('member');
    const { fixture } = await memberWithPizza();
    // Another device put crisps in the member's cart on the platform.
    await anotherDeviceSaves(token, memberId, { pizza: 1, crisps: 2 });
    sim.state.faults.push({ route: 'POST /api/cart/calculator/*', status: 500, times: 1 });
    await fixture.store.getState().addItem(milk.ean);

    await fixture.store.getState().syncMemberCart('notification');

    expect(fixture.store.getState().cart.items.map((item) => [item.ean, item.quantity])).toEqual([
      [pizza.ean, 1],
      [crisps.ean, 2],
      [milk.ean, 1],
    ]);
    await vi.waitFor(() => expect(platformEans(memberId)).toEqual([pizza.ean, crisps.ean, milk.ean]));
  });

  it('changes nothing on the notification of its own upload', async () => {
    const { fixture } = await memberWithPizza();
    const before = { uploads: calls('PUT', /\/member\//).length, calculations: calls('POST', /calculator/).length };

    await fixture.store.getState().syncMemberCart('notification');

    expect(eans(fixture)).toEqual([pizza.ean]);
    expect({ uploads: calls('PUT', /\/member\//).length, calculations: calls('POST', /calculator/).length }).toEqual(before);
  });

  it('sends nothing back at a login whose join changed nothing, so a change made on another device meanwhile stays', async () => {
    const { token, memberId } = await simLogin('member');
    await anotherDeviceSaves(token, memberId, { pizza: 1, crisps: 1 });
    const laptop = createFixtureStore();
    await laptop.store.getState().login(token);
    // The join's calculation is held by the platform while her phone raises the crisps.
    sim.state.faults.push({ route: 'POST /api/cart/calculator/*', delayMs: 150, times: 1 });
    const joining = laptop.store.getState().syncMemberCart();
    await vi.waitFor(() => expect(calls('POST', /calculator/).at(-1)?.fault).toBe('POST /api/cart/calculator/*'));
    await anotherDeviceSaves(token, memberId, { pizza: 1, crisps: 3 });

    await joining;
    // The phone's save posted a notification: the laptop reads the platform's cart once its own upload, if any, is in.
    await laptop.store.getState().syncMemberCart('notification');

    expect(calls('PUT', /\/member\//)).toHaveLength(2);
    const quantities = (items: readonly { ean: string; quantity: number }[] = []) => items.map((item) => [item.ean, item.quantity]);
    expect(quantities(sim.state.memberCarts[memberId]?.items)).toEqual([
      [pizza.ean, 1],
      [crisps.ean, 3],
    ]);
    expect(quantities(laptop.store.getState().cart.items)).toEqual([
      [pizza.ean, 1],
      [crisps.ean, 3],
    ]);
  });

  it('leaves a cart that became an order edit during the join (another tab started it) as it is: nothing joined, nothing sent', async () => {
    const { token, memberId } = await simLogin('member');
    await anotherDeviceSaves(token, memberId, { pizza: 1, crisps: 1 });
    const tab = createFixtureStore();
    await tab.store.getState().login(token);
    const uploads = calls('PUT', /\/member\//).length;
    // The read of her cart is held while the other tab's order edit reaches this one.
    sim.state.faults.push({ route: 'GET /api/cart/:chainId/member/:memberId', delayMs: 150, times: 1 });
    const joining = tab.store.getState().syncMemberCart();
    await vi.waitFor(() => expect(calls('GET', /\/member\//).length).toBeGreaterThan(0));
    const { order } = tab.store.getState();
    tab.store.setState({ order: { ...order, edit: { ...order.edit, status: 'success' } } });

    await joining;

    expect(eans(tab)).toEqual([]);
    expect(calls('PUT', /\/member\//)).toHaveLength(uploads);
  });

  it('sends a change made offline again once the browser is back online', async () => {
    const online: (() => void)[] = [];
    const fixture = createFixtureStore({
      dependencies: {
        network: {
          isOnline: () => true,
          whenOnline: () => Promise.resolve(),
          onOnline: (listener) => {
            online.push(listener);
            return () => undefined;
          },
        },
      },
    });
    const { memberId } = await memberWithPizza(fixture);
    sim.state.faults.push({ route: 'POST /api/cart/calculator/*', networkError: true, times: 1 });
    await fixture.store.getState().addItem(milk.ean);
    expect(fixture.store.getState().cart.status).toBe('error');
    expect(platformEans(memberId)).toEqual([pizza.ean]);

    for (const listener of online) {
      listener();
    }

    await vi.waitFor(() => expect(platformEans(memberId)).toEqual([pizza.ean, milk.ean]));
    expect(fixture.store.getState().cart.status).toBe('idle');
  });

  it('joins the carts again at a new login after a logout, and does not replace the guest’s lines', async () => {
    const { fixture, memberId } = await memberWithPizza();
    await fixture.store.getState().logout();
    await fixture.store.getState().addItem(milk.ean);
    const { token } = await simLogin('member');

    await fixture.store.getState().login(token);
    await fixture.store.getState().syncMemberCart('login');

    expect(eans(fixture)).toEqual([pizza.ean, milk.ean]);
    await vi.waitFor(() => expect(platformEans(memberId)).toEqual([pizza.ean, milk.ean]));
  });
});

describe('the member’s cart at a login after a logout in the same page', () => {
  const eans = (fixture: FixtureStore) => fixture.store.getState().cart.items.map((item) => item.ean);

  it('joins only what changed here since the logout when another member logs in: the last member’s lines stay hers', async () => {
    const { fixture, memberId: kari } = await memberWithPizza();
    await fixture.store.getState().logout();
    await fixture.store.getState().addItem(milk.ean);
    const ola = await simLogin('associated');

    await fixture.store.getState().login(ola.token);
    await fixture.store.getState().syncMemberCart('login');

    expect(eans(fixture)).toEqual([milk.ean]);
    await vi.waitFor(() => expect(platformEans(ola.memberId)).toEqual([milk.ean]));
    expect(platformEans(kari)).toEqual([pizza.ean]);
  });

  it('keeps a change the platform never confirmed before the logout', async () => {
    const { fixture, memberId } = await memberWithPizza();
    sim.state.faults.push({ route: 'PUT /api/cart/:chainId/member/:memberId', status: 500, times: 1 });
    await fixture.store.getState().addItem(crisps.ean);
    await vi.waitFor(() => expect(sim.state.requests.at(-1)?.fault).toBe('PUT /api/cart/:chainId/member/:memberId'));
    await fixture.store.getState().logout();
    const { token } = await simLogin('member');

    await fixture.store.getState().login(token);
    await fixture.store.getState().syncMemberCart('login');

    expect(eans(fixture)).toEqual([pizza.ean, crisps.ean]);
    await vi.waitFor(() => expect(platformEans(memberId)).toEqual([pizza.ean, crisps.ean]));
  });
});

describe('the member’s cart while the platform’s products are looked up', () => {
  it('keeps a change the shopper makes while another device’s new product is loaded', async () => {
    const { token, memberId } = await simLogin('member');
    const { fixture } = await memberWithPizza();
    // Another device put crisps in the cart; this page has never seen them.
    await anotherDeviceSaves(token, memberId, { pizza: 1, crisps: 1 });
    sim.state.faults.push({ route: 'GET /api/products/*', delayMs: 150, times: 1 });
    const syncing = fixture.store.getState().syncMemberCart('notification');
    await vi.waitFor(() => expect(sim.state.requests.at(-1)?.fault).toBe('GET /api/products/*'));

    await fixture.store.getState().setItemQuantity(pizza.ean, 3);
    await syncing;

    expect(fixture.store.getState().cart.items.map((item) => [item.ean, item.quantity])).toEqual([
      [pizza.ean, 3],
      [crisps.ean, 1],
    ]);
  });
});

describe('the member’s cart catching up after a failure', () => {
  /** A store whose catch-up timers are held for the test to run (its other timers run on the machine's). */
  function storeWithHeldCatchUp(): { fixture: FixtureStore; catchUps: (() => void)[]; runCatchUps: () => void } {
    const catchUps: (() => void)[] = [];
    const timers: Timers = {
      ...systemTimers,
      timeout: (run, ms) => {
        if (ms !== MEMBER_CART_CATCH_UP_MS) {
          return systemTimers.timeout(run, ms);
        }
        catchUps.push(run);
        return () => catchUps.splice(catchUps.indexOf(run), 1);
      },
    };
    return {
      fixture: createFixtureStore({ dependencies: { timers } }),
      catchUps,
      runCatchUps: () => {
        for (const run of catchUps.splice(0)) {
          run();
        }
      },
    };
  }

  it('joins the carts 10 s after a login whose read of the platform’s cart failed', async () => {
    const { fixture, catchUps, runCatchUps } = storeWithHeldCatchUp();
    const { token, memberId } = await simLogin('member');
    await fixture.store.getState().addItem(milk.ean);
    await fixture.store.getState().login(token);
    sim.state.faults.push({ route: 'GET /api/cart/:chainId/member/:memberId', status: 500, times: 1 });

    await fixture.store.getState().syncMemberCart('login');
    expect(platformEans(memberId)).toBeUndefined();
    expect(catchUps).toHaveLength(1);

    runCatchUps();

    await vi.waitFor(() => expect(platformEans(memberId)).toEqual([milk.ean]));
  });

  it('sends the lines again 10 s after an upload the platform refused', async () => {
    const { fixture, catchUps, runCatchUps } = storeWithHeldCatchUp();
    const { memberId } = await memberWithPizza(fixture);
    sim.state.faults.push({ route: 'PUT /api/cart/:chainId/member/:memberId', status: 500, times: 1 });
    await fixture.store.getState().addItem(milk.ean);
    await vi.waitFor(() => expect(catchUps).toHaveLength(1));
    expect(platformEans(memberId)).toEqual([pizza.ean]);

    runCatchUps();

    await vi.waitFor(() => expect(platformEans(memberId)).toEqual([pizza.ean, milk.ean]));
  });

  it('sends a line the calculator keeps refusing to the platform unpriced, 10 s later', async () => {
    const { fixture, runCatchUps } = storeWithHeldCatchUp();
    const { memberId } = await memberWithPizza(fixture);
    sim.state.faults.push({ route: 'POST /api/cart/calculator/*', status: 500 });
    await fixture.store.getState().addItem(milk.ean);
    expect(fixture.store.getState().cart.status).toBe('error');

    runCatchUps();

    await vi.waitFor(() => expect(platformEans(memberId)).toEqual([pizza.ean, milk.ean]));
    expect(fixture.store.getState().cart.status).toBe('error');
  });

  it('reads the platform’s cart again 10 s after a notification whose read failed', async () => {
    const { fixture, runCatchUps } = storeWithHeldCatchUp();
    const { memberId } = await memberWithPizza(fixture);
    const { token } = await simLogin('member');
    await anotherDeviceSaves(token, memberId, { pizza: 1, crisps: 1 });
    sim.state.faults.push({ route: 'GET /api/cart/:chainId/member/:memberId', status: 500, times: 1 });
    await fixture.store.getState().syncMemberCart('notification');
    expect(fixture.store.getState().cart.items.map((item) => item.ean)).toEqual([pizza.ean]);

    runCatchUps();

    await vi.waitFor(() => expect(fixture.store.getState().cart.items.map((item) => item.ean)).toEqual([pizza.ean, crisps.ean]));
  });

  it('stops catching up at a logout', async () => {
    const { fixture, catchUps } = storeWithHeldCatchUp();
    await memberWithPizza(fixture);
    sim.state.faults.push({ route: 'PUT /api/cart/:chainId/member/:memberId', status: 500, times: 1 });
    await fixture.store.getState().addItem(milk.ean);
    await vi.waitFor(() => expect(catchUps).toHaveLength(1));

    await fixture.store.getState().logout();

    expect(catchUps).toHaveLength(0);
  });
});
