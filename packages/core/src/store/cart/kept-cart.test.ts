import { describe, expect, it } from 'vitest';
import { storageKeys } from '../../storage/storage-keys';
import { milk, pizza } from '../testing/cart.fixtures';
import { createFixtureStore } from '../testing/shop-store.fixtures';
import { serveSimulator } from '../testing/simulator.fixtures';
import { keptCartKey } from './kept-cart';

serveSimulator();

const lineQuantities = (fixture: ReturnType<typeof createFixtureStore>) =>
  fixture.store.getState().cart.items.map((item) => [item.ean, item.quantity]);

// Not in the spec (issue 34): the cart from before an order edit, kept aside beside the edit session, per member.
describe('the cart kept through an order edit', () => {
  it('is stored beside the edit session, keyed alike (a guest as GUEST)', () => {
    expect(keptCartKey('1300', 'M-100001')).toBe('kurv.orderEditKeptCart.1300.M-100001');
    expect(keptCartKey('1300', null)).toBe(storageKeys.orderEditKeptCart('1300', 'GUEST'));
  });

  it('comes back whole, with its order options, and a second keep does not overwrite the first', async () => {
    const fixture = createFixtureStore();
    await fixture.store.getState().addItem(milk.ean, 2);
    await fixture.store.getState().setBagType('PAPIR');
    await fixture.store.getState().keepCartForOrderEdit();
    await fixture.store.getState().addItem(pizza.ean);
    await fixture.store.getState().keepCartForOrderEdit();

    await fixture.store.getState().giveBackKeptCart();

    expect(lineQuantities(fixture)).toEqual([[milk.ean, 2]]);
    expect(fixture.store.getState().cart.bagType).toBe('PAPIR');
    expect(fixture.storage.getItem(keptCartKey('1300', null))).toBeNull();
  });

  it('without a kept cart, giving back empties the cart: an order’s lines never stay as a new cart', async () => {
    const fixture = createFixtureStore();
    await fixture.store.getState().addItem(milk.ean);

    await fixture.store.getState().giveBackKeptCart();

    expect(fixture.store.getState().cart.items).toEqual([]);
  });

  it('given back at the logout of the member who edits: her lines come back, her note to the picker does not', async () => {
    const fixture = createFixtureStore();
    await fixture.store.getState().addItem(milk.ean, 2);
    fixture.store.getState().setSubstituteComment('Ring på døren');
    await fixture.store.getState().keepCartForOrderEdit();

    await fixture.store.getState().giveBackKeptCart('GUEST');

    expect(lineQuantities(fixture)).toEqual([[milk.ean, 2]]);
    expect(fixture.store.getState().cart.substituteComment).toBe('');
  });
});
