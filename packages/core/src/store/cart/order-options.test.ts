import { seedProductNamed } from '@kurv/platform-sim';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../../storage/guarded-storage';
import { milk, pizza } from '../testing/cart.fixtures';
import { createFixtureStore } from '../testing/shop-store.fixtures';
import { serveSimulator } from '../testing/simulator.fixtures';

const { sim } = serveSimulator();

const calculatorRequests = () => sim.state.requests.filter((request) => request.path === '/api/cart/calculator/1300');

const fault = (route: string, status = 500) => sim.state.faults.push({ route, times: 1, status });
const kinds = (fixture: ReturnType<typeof createFixtureStore>) => fixture.logged.map((entry) => entry.kind);

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

  it('keeps an emptied cart empty, at 0 kr, when the calculation of the last add answers after the emptying', async () => {
    const storage = createMemoryStorage();
    const { store } = createFixtureStore({ storage });
    await store.getState().addItem(pizza.ean);
    const before = calculatorRequests().length;
    sim.state.faults.push({ route: 'POST /api/cart/calculator/:chainId', times: 1, delayMs: 200 });
    const adding = store.getState().addItem(milk.ean);
    await vi.waitFor(() => expect(calculatorRequests().length).toBe(before + 1));

    store.getState().clearCart();
    await adding;

    const { cart } = store.getState();
    expect(cart.items).toEqual([]);
    expect(cart.totals.totalToPay).toBe(0);
    expect(cart.status).toBe('idle');
    expect(createFixtureStore({ storage }).store.getState().cart.items).toEqual([]);
  });
});

// Spec section 8: the failures that are "logged" reach the logging service, each once, with its kind.
describe('logged failures', () => {
  it.each([
    ['bag type', 'bagType', (fixture: ReturnType<typeof createFixtureStore>) => fixture.store.getState().setBagType('PAPIR')],
    [
      'service fee type',
      'serviceFeeType',
      (fixture: ReturnType<typeof createFixtureStore>) => fixture.store.getState().setServiceFeeType('OPPSKJAERING'),
    ],
  ] as const)('logs the calculator’s failure on a %s change as «%s»', async (_name, kind, change) => {
    const fixture = createFixtureStore();
    await fixture.store.getState().addItem(milk.ean);
    fault('POST /api/cart/calculator/:chainId');
    await change(fixture);
    expect(kinds(fixture)).toEqual([kind]);
    // The next line change is the calculator's again.
    fault('POST /api/cart/calculator/:chainId');
    await fixture.store.getState().addItem(milk.ean);
    expect(kinds(fixture)).toEqual([kind, 'calculator']);
  });
});
