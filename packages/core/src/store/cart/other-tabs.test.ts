import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../storage/guarded-storage';
import { createLocalTabChannel } from '../../tabs/tab-channel';
import { milk } from '../testing/cart.fixtures';
import { createFixtureStore } from '../testing/shop-store.fixtures';
import { serveSimulator } from '../testing/simulator.fixtures';

serveSimulator();

describe('the cart across tabs', () => {
  it('a second tab sees an add in the first without reloading', async () => {
    const storage = createMemoryStorage();
    const secondTabs = createLocalTabChannel();
    const firstTabs = createLocalTabChannel();
    // The first tab's messages reach the second, as a BroadcastChannel does between tabs.
    firstTabs.post = (message) => secondTabs.receive(message);
    const first = createFixtureStore({ storage, tabs: firstTabs });
    const second = createFixtureStore({ storage, tabs: secondTabs });

    await first.store.getState().addItem(milk.ean, 2);

    expect(second.store.getState().cart.items.map((item) => [item.ean, item.quantity])).toEqual([[milk.ean, 2]]);
    expect(second.store.getState().cart.totals).toEqual(first.store.getState().cart.totals);
  });
});
