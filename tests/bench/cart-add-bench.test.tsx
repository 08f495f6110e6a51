/**
 * Cart benchmark (issue 6): counts, not timings, so it runs in every `npm test` and prints its figures.
 *
 * 1. React commits per element for one add, with every element of the page mounted on one shared store: the handover
 *    picker, the cart popup, six add-to-cart buttons and the edit-order dialog. Each element is wrapped in a Profiler;
 *    a commit is one call of its onRender. The handover picker and the edit-order dialog must have none.
 * 2. Calculator requests for a burst of five quick adds of one product: how many were sent, how many were in flight at
 *    once (at most one), and whether any two carried the same cart (none duplicated).
 * 3. React commits of a button for one press of its «Øk antall», against the same step made by the store: the press
 *    shows its quantity before the cart has it on a slow network (use-stepped-quantity.ts), and adds no commit when the
 *    cart has it at once.
 *
 * Writes cart-add-results.json beside this file. `npm run bench:cart` runs it alone.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFixtureStore } from '@kurv/core/fixtures';
import { AddToCartButton, CartPopup, EditOrderDialog, HandoverPicker, ShopStoreProvider } from '@kurv/elements';
import { createPlatformSim, resetSimState, seedProductNamed } from '@kurv/platform-sim';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { Profiler, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

const sim = createPlatformSim();
const server = setupServer(...sim.handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetSimState(sim.state));
afterAll(() => server.close());

const BUTTON_TITLES = [
  'Tine Lettmelk 1 %',
  'Grandiosa Original',
  'Bananer',
  'Egg frittgående 12 stk',
  'Paracet mikstur 24 mg/ml til barn',
  'Paracet 500 mg tabletter',
];
const results: Record<string, unknown> = {};

/** Keeps a result under `name` and prints it under `heading` as a two-column table, as the other benchmarks print theirs. */
function report(name: string, heading: string, values: Record<string, unknown>): void {
  results[name] = values;
  console.log(heading);
  console.log(
    ['| measure | value |', '| --- | --- |', ...Object.entries(values).map(([key, value]) => `| ${key} | ${JSON.stringify(value)} |`)].join(
      '\n',
    ),
  );
}

describe('cart benchmark', () => {
  it('one add: React commits per element (none in the handover picker and the edit-order dialog)', async () => {
    const { store } = createFixtureStore();
    const commits = new Map<string, number>();
    const count = (id: string) => commits.set(id, (commits.get(id) ?? 0) + 1);
    const profiled = (id: string, element: ReactNode) => (
      <Profiler key={id} id={id} onRender={() => count(id)}>
        {element}
      </Profiler>
    );
    render(
      <ShopStoreProvider store={store}>
        {profiled('handover-picker', <HandoverPicker />)}
        {profiled('cart-popup', <CartPopup />)}
        {profiled('edit-order-dialog', <EditOrderDialog />)}
        {BUTTON_TITLES.map((title) => profiled(`add-to-cart-button: ${title}`, <AddToCartButton ean={seedProductNamed(title).ean} />))}
      </ShopStoreProvider>,
    );
    await waitFor(() => expect(Object.keys(store.getState().catalog.products)).toHaveLength(BUTTON_TITLES.length));
    await waitFor(() => expect(store.getState().user.status).toBe('idle'));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    commits.clear();

    await act(async () => {
      await store.getState().addItem(seedProductNamed('Tine Lettmelk 1 %').ean);
    });

    const perElement = Object.fromEntries(
      ['handover-picker', 'cart-popup', 'edit-order-dialog', ...BUTTON_TITLES.map((title) => `add-to-cart-button: ${title}`)].map((id) => [
        id,
        commits.get(id) ?? 0,
      ]),
    );
    report('commitsForOneAdd', 'React commits for one add of Tine Lettmelk 1 %:', perElement);
    expect(perElement['handover-picker']).toBe(0);
    expect(perElement['edit-order-dialog']).toBe(0);
    // Another product's button has nothing to show for this add; a drug button only for its own group.
    for (const title of BUTTON_TITLES.slice(1)) {
      expect(perElement[`add-to-cart-button: ${title}`]).toBe(0);
    }
    expect(perElement['add-to-cart-button: Tine Lettmelk 1 %']).toBeGreaterThan(0);
    expect(perElement['cart-popup']).toBeGreaterThan(0);
  });

  it('one press of «Øk antall»: as many commits of the button as the same step made by the store', async () => {
    const { store } = createFixtureStore();
    const milk = seedProductNamed('Tine Lettmelk 1 %');
    let commits = 0;
    render(
      <ShopStoreProvider store={store}>
        <Profiler id="button" onRender={() => (commits += 1)}>
          <AddToCartButton ean={milk.ean} />
        </Profiler>
      </ShopStoreProvider>,
    );
    await waitFor(() => expect(store.getState().catalog.products[milk.ean]).toBeDefined());
    await act(async () => {
      await store.getState().addItem(milk.ean);
    });
    const settled = async (step: () => Promise<void> | void) => {
      commits = 0;
      await act(async () => {
        await step();
      });
      // Until the step's calculation has answered, and the press's change has ended.
      await waitFor(() => expect(store.getState().cart.status).toBe('idle'));
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
      return commits;
    };

    const byStore = await settled(() => store.getState().setItemQuantity(milk.ean, 2));
    const byPress = await settled(() => {
      fireEvent.click(screen.getByRole('button', { name: `Øk antall av ${milk.title}` }));
    });
    const step = {
      commitsForAStepByTheStore: byStore,
      commitsForAPressOfIncrease: byPress,
      quantity: store.getState().cart.items[0]?.quantity,
    };
    report('oneStep', 'React commits of the button for one step:', step);
    expect(step.quantity).toBe(3);
    expect(byPress).toBe(byStore);
  });

  it('a burst of five quick adds: at most one calculator request in flight, none duplicated', async () => {
    let inFlight = 0;
    let mostInFlight = 0;
    const bodies: string[] = [];
    const { store } = createFixtureStore({
      fetch: async (input, init) => {
        const isCalculator = String(input).includes('/api/cart/calculator/');
        if (!isCalculator) {
          return globalThis.fetch(input, init);
        }
        bodies.push(String(init?.body));
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        try {
          return await globalThis.fetch(input, init);
        } finally {
          inFlight -= 1;
        }
      },
    });
    const milk = seedProductNamed('Tine Lettmelk 1 %').ean;
    await store.getState().loadProducts([milk]);
    await store.getState().ensureUser();

    await Promise.all([1, 2, 3, 4, 5].map(() => store.getState().addItem(milk)));

    const quantities = bodies.map((body) => (JSON.parse(body) as { items: { quantity: number }[] }).items[0]?.quantity);
    const burst = {
      calculatorRequests: bodies.length,
      mostInFlight,
      duplicated: bodies.length - new Set(bodies).size,
      quantitiesSent: quantities,
      finalQuantity: store.getState().cart.items[0]?.quantity,
    };
    report('burstOfFiveAdds', 'Calculator requests for a burst of five quick adds:', burst);
    expect(burst.mostInFlight).toBe(1);
    expect(burst.duplicated).toBe(0);
    expect(burst.finalQuantity).toBe(5);
    expect(quantities.at(-1)).toBe(5);
    writeFileSync(join(dirname(fileURLToPath(import.meta.url)), 'cart-add-results.json'), `${JSON.stringify(results, null, 2)}\n`);
  });
});
