import { createPlatformSim, resetSimState, SEED_PRODUCTS } from '@kurv/platform-sim';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../storage/guarded-storage';
import { cartStorageKey } from './cart-persistence';
import { createFixtureStore } from './shop-store.fixtures';

const sim = createPlatformSim();
const server = setupServer(...sim.handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetSimState(sim.state));
afterAll(() => server.close());

const productNamed = (title: string) => {
  const product = SEED_PRODUCTS.find((candidate) => candidate.title === title);
  if (!product) {
    throw new Error(`No seeded product «${title}»`);
  }
  return product;
};
const milk = productNamed('Tine Lettmelk 1 %');
const pizza = productNamed('Grandiosa Original');
const crisps = productNamed('Kims Potetgull Salt');
const outOfStock = productNamed('Pepsi Max');
const notForSale = productNamed('Engangsgrill');

const calculatorRequests = () => sim.state.requests.filter((request) => request.path === '/api/cart/calculator/1300');

describe('cart', () => {
  it('adds a product and takes the totals from the calculator', async () => {
    const { store, events } = createFixtureStore();
    await store.getState().addItem(milk.ean);
    await store.getState().addItem(pizza.ean);
    await store.getState().addItem(milk.ean);

    const { cart } = store.getState();
    expect(cart.items.map((item) => [item.product.title, item.quantity])).toEqual([
      ['Tine Lettmelk 1 %', 2],
      ['Grandiosa Original', 1],
    ]);
    expect(cart.totals.calculatorTotal).toBe(109.7);
    expect(cart.totals.totalToPay).toBe(109.7);
    expect(cart.status).toBe('idle');
    expect(cart.items.find((item) => item.ean === pizza.ean)?.lineTotalOriginal).toBe(79.9);
    expect(events.at(-1)).toEqual({
      name: 'kurv:cart-updated',
      detail: expect.objectContaining({ itemCount: 3, totals: cart.totals }),
    });
  });

  it('applies the calculator’s 3-for-2 promotion', async () => {
    const { store } = createFixtureStore();
    await store.getState().addItem(crisps.ean, 3);
    expect(store.getState().cart.totals.totalToPay).toBe(79.8);
  });

  it('changes and removes lines', async () => {
    const { store } = createFixtureStore();
    await store.getState().addItem(milk.ean);
    await store.getState().setItemQuantity(milk.ean, 4);
    expect(store.getState().cart.totals.totalToPay).toBe(99.6);
    await store.getState().removeItem(milk.ean);
    expect(store.getState().cart.items).toEqual([]);
    expect(store.getState().cart.totals.totalToPay).toBe(0);
  });

  it('keeps the cart as it was and says why when the EAN is unknown', async () => {
    const { store } = createFixtureStore();
    await store.getState().addItem(milk.ean);
    const before = store.getState().cart;
    await store.getState().addItem('7000000000000');
    const after = store.getState().cart;
    expect(after.items).toEqual(before.items);
    expect(after.totals).toEqual(before.totals);
    expect(after.error).toEqual({ message: 'Selges ikke på nett', ean: '7000000000000' });
  });

  it('refuses products that are out of stock or not for sale, with the spec texts', async () => {
    const { store } = createFixtureStore();
    await store.getState().addItem(outOfStock.ean);
    expect(store.getState().cart.error).toEqual({ message: 'Midlertidig utsolgt', ean: outOfStock.ean });
    await store.getState().addItem(notForSale.ean);
    expect(store.getState().cart.error).toEqual({ message: 'Selges ikke på nett', ean: notForSale.ean });
    expect(store.getState().cart.items).toEqual([]);
    expect(calculatorRequests()).toHaveLength(0);
  });

  it.each([
    ['a 500', { status: 500 }],
    ['a network error', { networkError: true }],
    ['a body that is not JSON', { malformed: 'json' as const }],
    ['JSON of the wrong shape', { malformed: 'shape' as const }],
  ])('keeps the cart as it was after %s from the calculator', async (_situation, fault) => {
    const { store, storage } = createFixtureStore();
    await store.getState().addItem(milk.ean);
    const before = store.getState().cart;
    const storedBefore = storage.getItem(cartStorageKey('1300'));
    sim.state.faults.push({ route: 'POST /api/cart/calculator/:chainId', times: 1, ...fault });

    await store.getState().addItem(pizza.ean);

    const after = store.getState().cart;
    expect(after.items).toEqual(before.items);
    expect(after.totals).toEqual(before.totals);
    expect(after.status).toBe('error');
    expect(after.error).toEqual({ message: 'Det har skjedd en feil. Vennligst prøv igjen senere.', ean: pizza.ean });
    expect(storage.getItem(cartStorageKey('1300'))).toBe(storedBefore);

    await store.getState().addItem(pizza.ean);
    expect(store.getState().cart.items).toHaveLength(2);
    expect(store.getState().cart.error).toBeNull();
  });

  it('keeps the cart as it was when the calculator times out', async () => {
    const { store } = createFixtureStore({ timeoutMs: 200 });
    await store.getState().addItem(milk.ean);
    sim.state.faults.push({ route: 'POST /api/cart/calculator/*', times: 1, delayMs: 1000 });
    await store.getState().setItemQuantity(milk.ean, 5);
    expect(store.getState().cart.items[0]?.quantity).toBe(1);
    expect(store.getState().cart.error?.message).toBe('Det har skjedd en feil. Vennligst prøv igjen senere.');
  });

  it('keeps the cart when the product lookup fails', async () => {
    const { store } = createFixtureStore();
    sim.state.faults.push({ route: 'GET /api/products/:chainId', times: 1, status: 500 });
    await store.getState().addItem(milk.ean);
    expect(store.getState().cart.items).toEqual([]);
    expect(store.getState().cart.error?.message).toBe('Det har skjedd en feil. Vennligst prøv igjen senere.');
    await store.getState().addItem(milk.ean);
    expect(store.getState().cart.items).toHaveLength(1);
  });

  it('sends a burst of adds to the calculator at most one at a time, without duplicates', async () => {
    const { store } = createFixtureStore();
    await store.getState().loadProducts([milk.ean]);
    await Promise.all([1, 2, 3, 4, 5].map(() => store.getState().addItem(milk.ean)));
    expect(store.getState().cart.items[0]?.quantity).toBe(5);
    expect(store.getState().cart.totals.totalToPay).toBe(124.5);
    const sent = calculatorRequests();
    expect(sent.length).toBeLessThanOrEqual(2);
  });

  it('survives a reload: a new store on the same storage has the cart', async () => {
    const storage = createMemoryStorage();
    const first = createFixtureStore({ storage });
    await first.store.getState().addItem(milk.ean, 2);
    await first.store.getState().addItem(pizza.ean);

    const second = createFixtureStore({ storage });
    const { cart } = second.store.getState();
    expect(cart.items.map((item) => [item.ean, item.quantity])).toEqual([
      [milk.ean, 2],
      [pizza.ean, 1],
    ]);
    expect(cart.totals.totalToPay).toBe(109.7);
    expect(cart.persistedId).toBe(first.store.getState().cart.persistedId);
  });

  it('starts empty when the stored cart is corrupt', () => {
    const storage = createMemoryStorage();
    storage.setItem(cartStorageKey('1300'), '{"version":1,"items":[{"ean":');
    expect(createFixtureStore({ storage }).store.getState().cart.items).toEqual([]);
    storage.setItem(cartStorageKey('1300'), JSON.stringify({ version: 1, persistedId: 'x', items: [{ ean: 5 }], totals: {} }));
    expect(createFixtureStore({ storage }).store.getState().cart.items).toEqual([]);
  });

  it('keeps working in memory when storage is full', async () => {
    const storage = createMemoryStorage();
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const { store } = createFixtureStore({ storage });
    await store.getState().addItem(milk.ean);
    expect(store.getState().cart.items).toHaveLength(1);
    expect(store.getState().cart.error).toBeNull();
  });

  it('sends the default store to the calculator', async () => {
    const { store } = createFixtureStore();
    await store.getState().addItem(milk.ean);
    const cart = Object.values(sim.state.carts)[0];
    expect(cart?.gln).toBe('7080001150015');
    expect(store.getState().user.extendedUser?.store.name).toBe('MENY Storo');
  });

  it('ignores quantities that are not positive numbers', async () => {
    const { store } = createFixtureStore();
    await store.getState().addItem(milk.ean, Number.NaN);
    await store.getState().addItem(milk.ean, -1);
    await store.getState().setItemQuantity(milk.ean, -2);
    expect(store.getState().cart.items).toEqual([]);
    expect(calculatorRequests()).toHaveLength(0);
  });
});

describe('the product limits hold in the cart (spec section 4)', () => {
  it('stops the toilet paper at its per-order maximum of 2', async () => {
    const { store } = createFixtureStore();
    const paper = productNamed('Lambi Toalettpapir');
    await store.getState().addItem(paper.ean);
    await store.getState().setItemQuantity(paper.ean, 2);
    await store.getState().setItemQuantity(paper.ean, 3);
    await store.getState().addItem(paper.ean, 5);
    expect(store.getState().cart.items.find((item) => item.ean === paper.ean)?.quantity).toBe(2);
  });

  it('stops the eggs at the 5 in stock, also when 9 are added at once', async () => {
    const { store } = createFixtureStore();
    const eggs = productNamed('Egg frittgående 12 stk');
    await store.getState().addItem(eggs.ean, 9);
    expect(store.getState().cart.items.find((item) => item.ean === eggs.ean)?.quantity).toBe(5);
    await store.getState().setItemQuantity(eggs.ean, 6);
    expect(store.getState().cart.items.find((item) => item.ean === eggs.ean)?.quantity).toBe(5);
    await store.getState().setItemQuantity(eggs.ean, 3);
    expect(store.getState().cart.items.find((item) => item.ean === eggs.ean)?.quantity).toBe(3);
  });

  it('stops the children’s paracetamol at its group limit of 1', async () => {
    const { store } = createFixtureStore();
    const mixture = productNamed('Paracet mikstur 24 mg/ml til barn');
    await store.getState().addItem(mixture.ean);
    await store.getState().addItem(mixture.ean);
    expect(store.getState().cart.items.find((item) => item.ean === mixture.ean)?.quantity).toBe(1);
  });
});
