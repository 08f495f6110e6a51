import { seedProductNamed } from '@kurv/platform-sim';
import { describe, expect, it, vi } from 'vitest';
import type { CartItem } from '../../domain/cart';
import { cartLineAmount } from '../../rules/cart-amounts';
import { createMemoryStorage } from '../../storage/guarded-storage';
import { currentCalculationKey } from '../selectors';
import { milk, pizza } from '../testing/cart.fixtures';
import { createFixtureStore } from '../testing/shop-store.fixtures';
import { serveSimulator } from '../testing/simulator.fixtures';
import { cartStorageKey } from './stored-cart';

const { sim } = serveSimulator();

const calculatorRequests = () => sim.state.requests.filter((request) => request.path === '/api/cart/calculator/1300');

const fault = (route: string, status = 500) => sim.state.faults.push({ route, times: 1, status });
const kinds = (fixture: ReturnType<typeof createFixtureStore>) => fixture.logged.map((entry) => entry.kind);

describe('cart', () => {
  it.each([
    ['a 500', { status: 500 }],
    ['a network error', { networkError: true }],
    ['a body that is not JSON', { malformed: 'json' as const }],
    ['JSON of the wrong shape', { malformed: 'shape' as const }],
  ])('keeps every item, the new one unpriced, after %s from the calculator, and reads the store status', async (_situation, fault) => {
    const { store, storage } = createFixtureStore();
    await store.getState().addItem(milk.ean);
    const before = store.getState().cart;
    sim.state.faults.push({ route: 'POST /api/cart/calculator/:chainId', times: 1, ...fault });

    await store.getState().addItem(pizza.ean);

    const after = store.getState().cart;
    expect(after.items.map((item) => [item.ean, item.quantity, item.lineTotal])).toEqual([
      [milk.ean, 1, before.items[0]?.lineTotal],
      [pizza.ean, 1, null],
    ]);
    expect(after.totals).toEqual(before.totals);
    expect(after.status).toBe('error');
    expect(after.error).toEqual({ message: 'Det har skjedd en feil. Vennligst prøv igjen senere.', ean: pizza.ean });
    // A reload keeps the change too.
    expect(
      createFixtureStore({ storage })
        .store.getState()
        .cart.items.map((item) => item.ean),
    ).toEqual([milk.ean, pizza.ean]);
    await vi.waitFor(() =>
      expect(sim.state.requests.some((request) => request.path === '/api/stores/1300/7080001150015/status')).toBe(true),
    );
    await vi.waitFor(() => expect(store.getState().cart.storeActive).toBe(true));

    await store.getState().retryCartCalculation();
    expect(store.getState().cart.items.map((item) => item.lineTotal)).toEqual([24.9, 59.9]);
    expect(store.getState().cart.error).toBeNull();
    expect(store.getState().cart.storeActive).toBeNull();
  });

  it('keeps the change after a calculator timeout', async () => {
    const { store } = createFixtureStore({ timeoutMs: 200 });
    await store.getState().addItem(milk.ean);
    sim.state.faults.push({ route: 'POST /api/cart/calculator/*', times: 1, delayMs: 1000 });
    await store.getState().setItemQuantity(milk.ean, 5);
    expect(store.getState().cart.items[0]?.quantity).toBe(5);
    expect(store.getState().cart.error?.message).toBe('Det har skjedd en feil. Vennligst prøv igjen senere.');
    await vi.waitFor(() => expect(store.getState().cart.storeActive).toBe(true));
  });

  it('for Kiwi (chain 1100) puts the cart back to its last calculation after a calculator failure, and reads no store status', async () => {
    const { store, storage } = createFixtureStore({ settings: { chainId: '1100' } });
    await store.getState().addItem(milk.ean);
    const before = store.getState().cart;
    // The stored contents go back; their revision is a later change's (the other tabs follow it).
    const storedContents = () => {
      const { revision: _revision, ...contents } = JSON.parse(storage.getItem(cartStorageKey('1100')) ?? '{}');
      return contents;
    };
    const storedBefore = storedContents();
    sim.state.faults.push({ route: 'POST /api/cart/calculator/:chainId', times: 1, status: 500 });

    await store.getState().addItem(pizza.ean);

    expect(store.getState().cart.items).toEqual(before.items);
    expect(store.getState().cart.error?.message).toBe('Det har skjedd en feil. Vennligst prøv igjen senere.');
    expect(storedContents()).toEqual(storedBefore);
    expect(sim.state.requests.filter((request) => request.path.endsWith('/status')).map((request) => request.path)).toEqual([]);
  });

  it('recomputes the pickup option when the store turns out inactive after a calculator failure', async () => {
    const { store } = createFixtureStore();
    await store.getState().addItem(milk.ean);
    sim.state.inactiveStores.add('7080001150015');
    sim.state.faults.push({ route: 'POST /api/cart/calculator/:chainId', times: 1, status: 500 });
    const optionCallsBefore = sim.state.requests.filter((request) => request.path.startsWith('/api/handoveroptions/')).length;

    await store.getState().addItem(pizza.ean);

    await vi.waitFor(() => expect(store.getState().cart.storeActive).toBe(false));
    await vi.waitFor(() =>
      expect(sim.state.requests.filter((request) => request.path.startsWith('/api/handoveroptions/')).length).toBeGreaterThan(
        optionCallsBefore,
      ),
    );
  });

  it('never shows one loaf’s total for two loaves after a calculator failure (issue 17)', async () => {
    const bread = seedProductNamed('Kneippbrød');
    const { store, storage } = createFixtureStore();
    await store.getState().addItem(bread.ean);
    const priced = store.getState().cart;
    expect(cartLineAmount(priced.items[0] as CartItem)).toEqual({ amount: 39.9, original: null, current: true });
    expect(priced.breakdown?.pricedFor).toBe(currentCalculationKey(store.getState()));
    sim.state.faults.push({ route: 'POST /api/cart/calculator/:chainId', times: 1, status: 500 });

    await store.getState().setItemQuantity(bread.ean, 2);

    const failed = store.getState().cart;
    expect(failed.items[0]?.quantity).toBe(2);
    expect(cartLineAmount(failed.items[0] as CartItem)).toEqual({ amount: 79.8, original: null, current: false });
    // The totals are the last calculation's, for one loaf: not current for the cart of two.
    expect(failed.totals).toEqual(priced.totals);
    expect(failed.breakdown?.pricedFor).not.toBe(currentCalculationKey(store.getState()));
    // A reload keeps the line amount honest too.
    const reloaded = createFixtureStore({ storage }).store.getState().cart.items[0] as CartItem;
    expect(cartLineAmount(reloaded)).toEqual({ amount: 79.8, original: null, current: false });

    await store.getState().retryCartCalculation();
    const repriced = store.getState().cart;
    expect(cartLineAmount(repriced.items[0] as CartItem)).toEqual({ amount: 79.8, original: null, current: true });
    expect(repriced.breakdown?.pricedFor).toBe(currentCalculationKey(store.getState()));
  });

  it('keeps the calculator’s breakdown: items before savings, the savings and the options’ prices', async () => {
    const { store } = createFixtureStore();
    await store.getState().addItem(pizza.ean);
    const { cart } = store.getState();
    const line = cart.items[0] as CartItem;
    expect(cart.breakdown).toMatchObject({
      itemsTotal: line.lineTotalOriginal ?? line.lineTotal,
      discount: Math.round(((line.lineTotalOriginal ?? line.lineTotal ?? 0) - (line.lineTotal ?? 0)) * 100) / 100,
      optionPrices: { bagTypes: { PLAST: 2, PAPIR: 3.5, PAPPESKE: 9.9 }, serviceFeeTypes: { INVOICE: 39 } },
    });
    expect(cart.fees.handover).toBeNull();
  });

  it('sends a burst of adds to the calculator at most one at a time, without duplicates', async () => {
    const { store } = createFixtureStore();
    await store.getState().loadProducts([milk.ean]);
    await Promise.all([1, 2, 3, 4, 5].map(() => store.getState().addItem(milk.ean)));
    expect(store.getState().cart.items[0]?.quantity).toBe(5);
    expect(store.getState().cart.totals.calculatorTotal).toBe(124.5);
    const sent = calculatorRequests();
    expect(sent.length).toBeLessThanOrEqual(2);
  });

  it('sends the default store to the calculator', async () => {
    const { store } = createFixtureStore();
    await store.getState().addItem(milk.ean);
    const cart = Object.values(sim.state.carts)[0];
    expect(cart?.gln).toBe('7080001150015');
    expect(store.getState().user.extendedUser?.store.name).toBe('MENY Storo');
  });
});

describe('a change still at the calculator', () => {
  it('survives a reload at once: the line is stored unpriced, and the page that reads it prices it again', async () => {
    const storage = createMemoryStorage();
    const first = createFixtureStore({ storage });
    await first.store.getState().addItem(milk.ean);
    sim.state.faults.push({ route: 'POST /api/cart/calculator/*', times: 1, delayMs: 300 });
    const pending = first.store.getState().addItem(pizza.ean);
    await vi.waitFor(() => expect(first.store.getState().cart.items).toHaveLength(2));

    // The reload, before the calculator answers.
    const second = createFixtureStore({ storage });
    const { cart } = second.store.getState();
    expect(cart.items.map((item) => [item.ean, item.quantity, item.lineTotal])).toEqual([
      [milk.ean, 1, 24.9],
      [pizza.ean, 1, null],
    ]);
    await pending;
    await second.store.getState().retryCartCalculation();
    expect(second.store.getState().cart.items.map((item) => item.lineTotal)).toEqual([24.9, 59.9]);
  });

  it('stores a raised quantity without its old price, so it is not shown as priced after a reload', async () => {
    const storage = createMemoryStorage();
    const first = createFixtureStore({ storage });
    await first.store.getState().addItem(milk.ean);
    sim.state.faults.push({ route: 'POST /api/cart/calculator/*', times: 1, delayMs: 300 });
    const pending = first.store.getState().setItemQuantity(milk.ean, 3);
    const second = createFixtureStore({ storage });
    expect(second.store.getState().cart.items.map((item) => [item.quantity, item.lineTotal])).toEqual([[3, null]]);
    await pending;
    expect(
      createFixtureStore({ storage })
        .store.getState()
        .cart.items.map((item) => [item.quantity, item.lineTotal]),
    ).toEqual([[3, 74.7]]);
  });

  it('for Kiwi, a failed calculation takes the stored change back too', async () => {
    const storage = createMemoryStorage();
    const { store } = createFixtureStore({ storage, settings: { chainId: '1100' } });
    await store.getState().addItem(milk.ean);
    sim.state.faults.push({ route: 'POST /api/cart/calculator/:chainId', times: 1, status: 500 });
    await store.getState().addItem(pizza.ean);
    expect(
      createFixtureStore({ storage, settings: { chainId: '1100' } })
        .store.getState()
        .cart.items.map((item) => item.ean),
    ).toEqual([milk.ean]);
  });
});

// Spec section 8: the failures that are "logged" reach the logging service, each once, with its kind.
describe('logged failures', () => {
  it('logs nothing when every call answers', async () => {
    const fixture = createFixtureStore();
    await fixture.store.getState().loadUser();
    await fixture.store.getState().addItem(milk.ean);
    expect(fixture.logged).toEqual([]);
  });

  it('logs a calculator failure as «calculator»', async () => {
    const fixture = createFixtureStore();
    await fixture.store.getState().addItem(milk.ean);
    fault('POST /api/cart/calculator/:chainId');
    await fixture.store.getState().addItem(milk.ean);
    expect(kinds(fixture)).toEqual(['calculator']);
    expect(fixture.logged[0]?.error).toMatchObject({ status: 500 });
  });
});
