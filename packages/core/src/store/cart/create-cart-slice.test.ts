import {
  createPlatformSim,
  resetSimState,
  STORE_WITH_LOW_INVENTORY,
  STORE_WITHOUT_SOME_PRODUCTS,
  seedProductNamed,
} from '@kurv/platform-sim';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '../../domain/cart';
import { cartLineAmount } from '../../rules/cart-amounts';
import { createMemoryCookieJar } from '../../storage/cookies';
import { createMemoryStorage } from '../../storage/guarded-storage';
import { createLocalTabChannel } from '../../tabs/tab-channel';
import { currentCalculationKey, unavailableCartItems } from '../selectors';
import { createFixtureStore } from '../testing/shop-store.fixtures';
import { cartStorageKey } from './stored-cart';

const sim = createPlatformSim();
const server = setupServer(...sim.handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetSimState(sim.state));
afterAll(() => server.close());

const milk = seedProductNamed('Tine Lettmelk 1 %');
const pizza = seedProductNamed('Grandiosa Original');
const crisps = seedProductNamed('Kims Potetgull Salt');
const outOfStock = seedProductNamed('Pepsi Max');
const notForSale = seedProductNamed('Engangsgrill');

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
    const storedBefore = storage.getItem(cartStorageKey('1100'));
    sim.state.faults.push({ route: 'POST /api/cart/calculator/:chainId', times: 1, status: 500 });

    await store.getState().addItem(pizza.ean);

    expect(store.getState().cart.items).toEqual(before.items);
    expect(store.getState().cart.error?.message).toBe('Det har skjedd en feil. Vennligst prøv igjen senere.');
    expect(storage.getItem(cartStorageKey('1100'))).toBe(storedBefore);
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

  it('sends a burst of adds to the calculator at most one at a time, without duplicates', async () => {
    const { store } = createFixtureStore();
    await store.getState().loadProducts([milk.ean]);
    await Promise.all([1, 2, 3, 4, 5].map(() => store.getState().addItem(milk.ean)));
    expect(store.getState().cart.items[0]?.quantity).toBe(5);
    expect(store.getState().cart.totals.calculatorTotal).toBe(124.5);
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
    expect(cart.totals.calculatorTotal).toBe(109.7);
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

describe('the order options of the cart (spec sections 3 and 4)', () => {
  it('prices the chosen bag type and service fee into the total to pay', async () => {
    const { store } = createFixtureStore();
    await store.getState().addItem(milk.ean, 2);
    const calculatorTotal = store.getState().cart.totals.calculatorTotal;
    expect(store.getState().cart.bagType).toBe('PLAST');

    await store.getState().setBagType('PAPIR');
    await store.getState().setServiceFeeType('INVOICE');

    const { cart } = store.getState();
    expect(cart.fees).toEqual({ bag: 3.5, service: 39, handover: null });
    expect(cart.totals.totalToPay).toBe(calculatorTotal + 3.5 + 39);
    expect(sim.state.carts[cart.persistedId]).toMatchObject({ bagType: 'PAPIR', serviceFeeType: 'INVOICE' });
  });

  it('turns substitution on for every line and keeps SIMILAR when another preference is chosen', async () => {
    const { store } = createFixtureStore();
    await store.getState().addItem(milk.ean);
    await store.getState().addItem(pizza.ean);
    await store.getState().setItemSubstitute(milk.ean, false);
    expect(store.getState().cart.items.map((item) => item.substitute)).toEqual([false, true]);

    await store.getState().setSubstitutePreference('NONE');

    expect(store.getState().cart.substitutePreference).toBe('SIMILAR');
    expect(store.getState().cart.items.map((item) => item.substitute)).toEqual([true, true]);
  });

  it('slices only bread that can be sliced', async () => {
    const { store } = createFixtureStore();
    const bread = seedProductNamed('Kneippbrød');
    await store.getState().addItem(bread.ean);
    await store.getState().addItem(milk.ean);

    await store.getState().setItemSlicing(bread.ean, true);
    await store.getState().setItemSlicing(milk.ean, true);

    expect(store.getState().cart.items.map((item) => [item.ean, item.shouldSlice])).toEqual([
      [bread.ean, true],
      [milk.ean, false],
    ]);
  });

  it('keeps the substitute comment across a reload without asking the calculator', async () => {
    const storage = createMemoryStorage();
    const { store } = createFixtureStore({ storage });
    await store.getState().addItem(milk.ean);
    const calculations = calculatorRequests().length;

    store.getState().setSubstituteComment('Ring meg hvis noe mangler');

    expect(calculatorRequests()).toHaveLength(calculations);
    expect(createFixtureStore({ storage }).store.getState().cart.substituteComment).toBe('Ring meg hvis noe mangler');
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

describe('a substitute preference read from storage (spec section 4)', () => {
  it('reads an older NONE as SIMILAR with every substitute on', async () => {
    const storage = createMemoryStorage();
    const first = createFixtureStore({ storage });
    await first.store.getState().addItem(milk.ean);
    await first.store.getState().setItemSubstitute(milk.ean, false);
    const stored = JSON.parse(storage.getItem(cartStorageKey('1300')) ?? '{}');
    storage.setItem(cartStorageKey('1300'), JSON.stringify({ ...stored, substitutePreference: 'NONE' }));

    const { cart } = createFixtureStore({ storage }).store.getState();
    expect(cart.substitutePreference).toBe('SIMILAR');
    expect(cart.items.map((item) => item.substitute)).toEqual([true]);
  });

  it('keeps a line refused under SIMILAR refused', async () => {
    const storage = createMemoryStorage();
    const first = createFixtureStore({ storage });
    await first.store.getState().addItem(milk.ean);
    await first.store.getState().setItemSubstitute(milk.ean, false);
    expect(
      createFixtureStore({ storage })
        .store.getState()
        .cart.items.map((item) => item.substitute),
    ).toEqual([false]);
  });
});

describe('the guest login prompt (spec section 6)', () => {
  it('shows after the configured number of items, and not again for 30 days once closed', async () => {
    const cookies = createMemoryCookieJar();
    const { store } = createFixtureStore({ settings: { loginPopupItemCount: 3 }, cookies });
    await store.getState().addItem(milk.ean);
    await store.getState().addItem(pizza.ean);
    expect(store.getState().ui.loginPromptEan).toBeNull();

    await store.getState().addItem(crisps.ean);
    expect(store.getState().ui.loginPromptEan).toBe(crisps.ean);

    store.getState().dismissLoginPrompt();
    expect(store.getState().ui.loginPromptEan).toBeNull();
    // Spec section 9: closed for 30 days.
    expect(cookies.values.get('WEBSHOP_CLOSED_LOGIN_PROMPT')?.maxAgeSeconds).toBe(30 * 24 * 60 * 60);
    await store.getState().addItem(milk.ean);
    expect(store.getState().ui.loginPromptEan).toBeNull();
  });

  it('does not show when the site turns the login popup off', async () => {
    const { store } = createFixtureStore({ settings: { loginPopupItemCount: 1, features: { loginPopup: false } } });
    await store.getState().addItem(milk.ean);
    expect(store.getState().ui.loginPromptEan).toBeNull();
  });
});

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

describe('choosing another store (spec sections 2 and 4)', () => {
  it('flags the lines the new store lacks for the unavailable-products dialog, keeping them until the shopper decides', async () => {
    const { store } = createFixtureStore();
    const [bread, yoghurt, grandiosa] = STORE_WITHOUT_SOME_PRODUCTS.missingEans;
    await store.getState().addItem(milk.ean);
    await store.getState().addItem(bread as string);
    await store.getState().addItem(grandiosa as string);
    expect(yoghurt).toBeDefined();

    const handoverInfo = store.getState().user.extendedUser?.handoverInfo ?? null;
    await store.getState().saveStoreAndHandover({ storeGln: STORE_WITHOUT_SOME_PRODUCTS.gln, handoverInfo });

    await vi.waitFor(() => expect(store.getState().cart.unavailableEans).toEqual([bread, grandiosa]));
    expect(unavailableCartItems(store.getState()).map((item) => item.product.title)).toEqual(['Kneippbrød', 'Grandiosa Original']);
    expect(store.getState().cart.items.map((item) => [item.ean, item.doesNotExistInCurrentStore])).toEqual([
      [milk.ean, false],
      [bread, true],
      [grandiosa, true],
    ]);

    store.getState().keepUnavailableItems();
    expect(store.getState().cart.unavailableEans).toEqual([]);
    expect(store.getState().cart.items).toHaveLength(3);
  });

  it('cuts a line down to what the new store has in stock', async () => {
    const { store } = createFixtureStore();
    await store.getState().addItem(milk.ean, 6);
    const handoverInfo = store.getState().user.extendedUser?.handoverInfo ?? null;

    await store.getState().saveStoreAndHandover({ storeGln: STORE_WITH_LOW_INVENTORY.gln, handoverInfo });

    await vi.waitFor(() => expect(store.getState().cart.items[0]?.quantity).toBe(3));
    await vi.waitFor(() => expect(store.getState().cart.status).toBe('idle'));
    expect(sim.state.carts[store.getState().cart.persistedId]?.gln).toBe(STORE_WITH_LOW_INVENTORY.gln);
  });
});

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
});
