import { seedProductNamed } from '@kurv/platform-sim';
import { describe, expect, it } from 'vitest';
import { CART_LINE_MAX_QUANTITY } from '../../constants';
import { crisps, milk, pizza } from '../testing/cart.fixtures';
import { createFixtureStore } from '../testing/shop-store.fixtures';
import { serveSimulator } from '../testing/simulator.fixtures';

serveSimulator();

describe('putting items back after a failed order submit (spec section 4)', () => {
  it('adds the lines back through the limits and skips malformed ones', async () => {
    const { store } = createFixtureStore();
    await store.getState().addItem(milk.ean);
    const paper = seedProductNamed('Lambi Toalettpapir');

    await store
      .getState()
      .putBackItems([
        { ean: pizza.ean, quantity: 1 },
        { ean: paper.ean, quantity: 5 },
        { ean: '<img src=x onerror=alert(1)>', quantity: 1 },
        null as unknown as { ean: string; quantity: number },
      ]);

    expect(store.getState().cart.items.map((item) => [item.ean, item.quantity])).toEqual([
      [milk.ean, 1],
      [pizza.ean, 1],
      [paper.ean, 2],
    ]);
  });

  it('puts 150 lines back as one batch: one product lookup and one calculation (issue 35)', async () => {
    const { store, calls } = createFixtureStore();
    const eans = [milk.ean, pizza.ean, crisps.ean];
    const lines = Array.from({ length: 150 }, (_, index) => ({ ean: eans[index % eans.length] as string, quantity: 1 }));

    await store.getState().putBackItems(lines);

    expect(calls.filter((call) => call.url.includes('/api/cart/calculator/'))).toHaveLength(1);
    expect(calls.filter((call) => call.url.includes('/api/products/'))).toHaveLength(1);
    expect(store.getState().cart.items.map((item) => [item.ean, item.quantity])).toEqual([
      [milk.ean, 50],
      [pizza.ean, 50],
      [crisps.ean, 50],
    ]);
    expect(store.getState().cart.status).toBe('idle');
  });

  it('puts a line back within 999 when the product sets no limit (what a reload keeps), and keeps adding within it', async () => {
    const { store } = createFixtureStore();
    // The pizza as a product without an inventory the platform tells (nothing of the product limits its line).
    await store.getState().loadProducts([pizza.ean]);
    const { catalog } = store.getState();
    const product = catalog.products[pizza.ean];
    if (!product) {
      throw new Error('the pizza was not loaded');
    }
    store.setState({ catalog: { ...catalog, products: { ...catalog.products, [pizza.ean]: { ...product, availableInventory: null } } } });

    await store.getState().putBackItems([{ ean: pizza.ean, quantity: 1e9 }]);
    await store.getState().addItem(pizza.ean);

    expect(store.getState().cart.items.map((item) => [item.ean, item.quantity])).toEqual([[pizza.ean, CART_LINE_MAX_QUANTITY]]);
  });
});
