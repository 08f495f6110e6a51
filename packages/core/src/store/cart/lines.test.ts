import { seedProductNamed } from '@kurv/platform-sim';
import { describe, expect, it } from 'vitest';
import { crisps, milk, notForSale, outOfStock, pizza } from '../testing/cart.fixtures';
import { createFixtureStore } from '../testing/shop-store.fixtures';
import { serveSimulator } from '../testing/simulator.fixtures';

const { sim } = serveSimulator();

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
    // The default plastic bag: one bag for this weight.
    expect(cart.fees).toEqual({ bag: 2, service: 0, handover: null });
    expect(cart.totals.totalToPay).toBe(111.7);
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
    expect(store.getState().cart.totals.calculatorTotal).toBe(79.8);
  });

  it('changes and removes lines', async () => {
    const { store } = createFixtureStore();
    await store.getState().addItem(milk.ean);
    await store.getState().setItemQuantity(milk.ean, 4);
    expect(store.getState().cart.totals.calculatorTotal).toBe(99.6);
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

  it('adds a product out of stock for a button with ignore-out-of-stock, and steps it past the stock (spec section 4)', async () => {
    const { store } = createFixtureStore();
    await store.getState().addItem(outOfStock.ean, 1, true);
    await store.getState().setItemQuantity(outOfStock.ean, 3, true);
    expect(store.getState().cart.error).toBeNull();
    expect(store.getState().cart.items.map((item) => [item.ean, item.quantity])).toEqual([[outOfStock.ean, 3]]);
    // Another button's step, without the attribute, is held by the stock.
    await store.getState().setItemQuantity(outOfStock.ean, 4);
    expect(store.getState().cart.items[0]?.quantity).toBe(3);
  });

  it('adds a product out of stock on a site with allowAddingOutOfStockToCart, not one not for sale', async () => {
    const { store } = createFixtureStore({ settings: { features: { allowAddingOutOfStockToCart: true } } });
    await store.getState().addItem(outOfStock.ean, 2);
    await store.getState().addItem(notForSale.ean);
    expect(store.getState().cart.items.map((item) => [item.ean, item.quantity])).toEqual([[outOfStock.ean, 2]]);
    expect(store.getState().cart.error).toEqual({ message: 'Selges ikke på nett', ean: notForSale.ean });
  });

  it.each([
    ['a 503 with the server’s message shows it', 503, 'Varesøket er stengt for vedlikehold', 'Varesøket er stengt for vedlikehold'],
    ['a 500 shows the default', 500, 'Varesøket er stengt for vedlikehold', 'Det har skjedd en feil. Vennligst prøv igjen senere.'],
    ['a 404 shows the default', 404, 'Fant ikke varen', 'Det har skjedd en feil. Vennligst prøv igjen senere.'],
  ])('a failed product lookup: %s (spec section 8)', async (_name, status, message, shown) => {
    const { store } = createFixtureStore();
    sim.state.faults.push({ route: 'GET /api/products/:chainId', times: 1, status, body: { code: status, message } });
    await store.getState().addItem(milk.ean);
    expect(store.getState().cart.items).toEqual([]);
    expect(store.getState().cart.error).toEqual({ message: shown, ean: milk.ean });
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
    const paper = seedProductNamed('Lambi Toalettpapir');
    await store.getState().addItem(paper.ean);
    await store.getState().setItemQuantity(paper.ean, 2);
    await store.getState().setItemQuantity(paper.ean, 3);
    await store.getState().addItem(paper.ean, 5);
    expect(store.getState().cart.items.find((item) => item.ean === paper.ean)?.quantity).toBe(2);
  });

  it('stops the eggs at the 5 in stock, also when 9 are added at once', async () => {
    const { store } = createFixtureStore();
    const eggs = seedProductNamed('Egg frittgående 12 stk');
    await store.getState().addItem(eggs.ean, 9);
    expect(store.getState().cart.items.find((item) => item.ean === eggs.ean)?.quantity).toBe(5);
    await store.getState().setItemQuantity(eggs.ean, 6);
    expect(store.getState().cart.items.find((item) => item.ean === eggs.ean)?.quantity).toBe(5);
    await store.getState().setItemQuantity(eggs.ean, 3);
    expect(store.getState().cart.items.find((item) => item.ean === eggs.ean)?.quantity).toBe(3);
  });

  it('stops the children’s paracetamol at its group limit of 1', async () => {
    const { store } = createFixtureStore();
    const mixture = seedProductNamed('Paracet mikstur 24 mg/ml til barn');
    await store.getState().addItem(mixture.ean);
    await store.getState().addItem(mixture.ean);
    expect(store.getState().cart.items.find((item) => item.ean === mixture.ean)?.quantity).toBe(1);
  });
});

describe('removing a line and bringing it back with Angre', () => {
  it('puts the removed line back in its place with its quantity', async () => {
    const { store } = createFixtureStore();
    await store.getState().addItem(milk.ean, 2);
    await store.getState().addItem(pizza.ean);
    await store.getState().addItem(crisps.ean);

    await store.getState().removeItem(pizza.ean);
    expect(store.getState().cart.removed?.item).toMatchObject({ ean: pizza.ean, quantity: 1 });
    expect(store.getState().cart.items.map((item) => item.ean)).toEqual([milk.ean, crisps.ean]);

    await store.getState().undoRemoveItem();
    expect(store.getState().cart.items.map((item) => [item.ean, item.quantity])).toEqual([
      [milk.ean, 2],
      [pizza.ean, 1],
      [crisps.ean, 1],
    ]);
    expect(store.getState().cart.removed).toBeNull();
    expect(store.getState().cart.totals.calculatorTotal).toBe(149.6);
  });
});

describe('tracking cart changes in the data layer (spec section 7)', () => {
  it('pushes add_to_cart and remove_from_cart with the quantity changed', async () => {
    const { store, tracked } = createFixtureStore();
    await store.getState().addItem(milk.ean);
    await store.getState().setItemQuantity(milk.ean, 3);
    await store.getState().removeItem(milk.ean);

    expect(
      tracked.map((event) => [
        (event as { event: string }).event,
        (event as { ecommerce: { items: { quantity: number }[] } }).ecommerce.items[0]?.quantity,
      ]),
    ).toEqual([
      ['add_to_cart', 1],
      ['add_to_cart', 2],
      ['remove_from_cart', 3],
      ['removed_item', 3],
    ]);
    // The removed line's event says what the popup said.
    expect(tracked.at(-1)).toMatchObject({ kurv: { source: 'cart', orderId: null, message: 'Fjernet 3 stk Tine Lettmelk 1 %' } });
  });
});
