import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../../storage/guarded-storage';
import { createLocalTabChannel } from '../../tabs/tab-channel';
import { milk, pizza } from '../testing/cart.fixtures';
import { simLogin } from '../testing/session.fixtures';
import { createFixtureStore, type FixtureStore } from '../testing/shop-store.fixtures';
import { serveSimulator } from '../testing/simulator.fixtures';
import { cartStorageKey } from './stored-cart';

const { sim } = serveSimulator();

/** A fetch that holds the calculator's answers until `release()`: a slow network in one tab only; `failing`, then a 500. */
function heldCalculatorFetch({ failing = false } = {}) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.includes('/api/cart/calculator/')) {
      await gate;
      if (failing) {
        return new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } });
      }
    }
    return globalThis.fetch(input, init);
  };
  return { fetch, release };
}

/** Two tabs of one browser: one local storage, and each tab's messages reach the other, as a BroadcastChannel's do. */
function twoTabs(options: { secondFetch?: typeof globalThis.fetch; chainId?: string } = {}) {
  const settings = { chainId: options.chainId ?? '1300' };
  const storage = createMemoryStorage();
  const firstTabs = createLocalTabChannel();
  const secondTabs = createLocalTabChannel();
  firstTabs.post = (message) => secondTabs.receive(message);
  secondTabs.post = (message) => firstTabs.receive(message);
  const first = createFixtureStore({ storage, tabs: firstTabs, settings });
  const second = createFixtureStore({ storage, tabs: secondTabs, fetch: options.secondFetch, settings });
  /** The cart a third tab opened now reads. */
  const reloaded = () => lines(createFixtureStore({ storage, settings }));
  return { storage, first, second, reloaded };
}

const lines = (fixture: FixtureStore) => fixture.store.getState().cart.items.map((item) => [item.ean, item.quantity]);

describe('the cart across tabs', () => {
  it('a second tab sees an add in the first without reloading', async () => {
    const { first, second } = twoTabs();

    await first.store.getState().addItem(milk.ean, 2);

    expect(lines(second)).toEqual([[milk.ean, 2]]);
    expect(second.store.getState().cart.totals).toEqual(first.store.getState().cart.totals);
  });

  it('a cart stored by a version of Kurv before revisions is followed as before', async () => {
    const { first, second, storage } = twoTabs();
    await first.store.getState().addItem(milk.ean, 2);
    const { revision: _revision, ...withoutRevision } = JSON.parse(storage.getItem(cartStorageKey('1300')) ?? '{}');
    withoutRevision.items[0].quantity = 4;

    first.tabs.post({ type: 'cart-changed', cart: withoutRevision });

    expect(lines(second)).toEqual([[milk.ean, 4]]);
  });
});

/** The second tab adds a milk, its calculation held back; meanwhile the first tab adds 2 pizzas, its calculation answered. */
async function firstAddsWhileSecondCalculates(options: { failing?: boolean; chainId?: string } = {}) {
  const held = heldCalculatorFetch({ failing: options.failing });
  const tabs = twoTabs({ secondFetch: held.fetch, chainId: options.chainId });
  const secondsAdd = tabs.second.store.getState().addItem(milk.ean);
  await tabs.first.store.getState().addItem(pizza.ean, 2);
  return { ...tabs, secondsAdd, release: held.release };
}

/** Both adds: the second tab's milk, and the first tab's 2 pizzas after it. */
const BOTH_ADDS = [
  [milk.ean, 1],
  [pizza.ean, 2],
];

describe('two tabs changing the cart at once', () => {
  it('a change in the first tab while the second tab’s calculation is on its way is the cart of both tabs once it returns', async () => {
    const { first, second, reloaded, secondsAdd, release } = await firstAddsWhileSecondCalculates();

    release();
    await secondsAdd;

    expect(lines(first)).toEqual(BOTH_ADDS);
    // Taken up once the second tab's calculation has ended.
    await vi.waitFor(() => expect(lines(second)).toEqual(BOTH_ADDS));
    expect(second.store.getState().cart.totals).toEqual(first.store.getState().cart.totals);
    expect(second.store.getState().cart.status).toBe('idle');
    expect(reloaded()).toEqual(BOTH_ADDS);
    // The second tab's answer priced its earlier cart: not reported to its page as the cart.
    expect(second.events.filter((event) => event.name === 'kurv:cart-updated')).toEqual([]);
  });

  it('a change the second tab makes after the first tab’s is the cart of both tabs: the later change wins', async () => {
    const { first, second, reloaded, secondsAdd, release } = await firstAddsWhileSecondCalculates();

    // Made in the second tab before the first tab's change reached its screen: a cart of milk, 3 of them.
    const secondsStep = second.store.getState().setItemQuantity(milk.ean, 3);
    release();
    await Promise.all([secondsAdd, secondsStep]);

    await vi.waitFor(() => expect(lines(first)).toEqual([[milk.ean, 3]]));
    expect(lines(second)).toEqual([[milk.ean, 3]]);
    expect(first.store.getState().cart.totals).toEqual(second.store.getState().cart.totals);
    expect(reloaded()).toEqual([[milk.ean, 3]]);
  });

  it('for Kiwi, a second tab whose calculation fails goes back without taking the first tab’s later change with it', async () => {
    const { first, second, reloaded, secondsAdd, release } = await firstAddsWhileSecondCalculates({ failing: true, chainId: '1100' });

    release();
    await secondsAdd;

    expect(lines(first)).toEqual(BOTH_ADDS);
    await vi.waitFor(() => expect(lines(second)).toEqual(BOTH_ADDS));
    expect(reloaded()).toEqual(BOTH_ADDS);
  });

  it('a member’s tab whose calculation another tab’s change overtook does not send its earlier cart to the platform', async () => {
    const { token, memberId } = await simLogin('corporate');
    const held = heldCalculatorFetch();
    const { first, second, reloaded } = twoTabs({ secondFetch: held.fetch });
    for (const tab of [first, second]) {
      await tab.store.getState().login(token);
      await tab.store.getState().syncMemberCart();
    }
    const uploads = () => sim.state.requests.filter((request) => request.method === 'PUT' && request.path.includes('/member/'));
    const platformLines = () => sim.state.memberCarts[memberId]?.items.map((item) => [item.ean, item.quantity]);
    const secondsAdd = second.store.getState().addItem(milk.ean);
    await first.store.getState().addItem(pizza.ean, 2);
    await vi.waitFor(() => expect(platformLines()).toEqual(BOTH_ADDS));
    const uploadsBefore = uploads().length;

    held.release();
    await secondsAdd;

    await vi.waitFor(() => expect(lines(second)).toEqual(BOTH_ADDS));
    // The held answer priced the milk alone: sent, it would have taken the pizzas off the member's cart on the platform.
    expect(uploads()).toHaveLength(uploadsBefore);
    expect(platformLines()).toEqual(BOTH_ADDS);
    expect(reloaded()).toEqual(BOTH_ADDS);
  });
});
