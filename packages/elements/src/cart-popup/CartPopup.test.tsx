import { createFixtureStore, standIn } from '@kurv/core/fixtures';
import type { ShopStore } from '@kurv/core/store';
import { createPlatformSim, resetSimState, STORE_WITHOUT_SOME_PRODUCTS, seedProductNamed } from '@kurv/platform-sim';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ShopStoreProvider } from '../shared/index';
import { CartPopup } from './CartPopup';

/** How often the cart's panels module was imported (once per test file: the module map keeps it). */
const panelImports = vi.hoisted(() => ({ count: 0 }));
vi.mock('./CartPanels', async (importOriginal) => {
  panelImports.count += 1;
  return importOriginal();
});

const sim = createPlatformSim();
const server = setupServer(...sim.handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetSimState(sim.state));
afterAll(() => server.close());

/** The element's container on a fresh store with one milk in the cart. */
async function renderCart(): Promise<{ store: ShopStore; badge: HTMLElement }> {
  const { store } = createFixtureStore();
  render(
    <ShopStoreProvider store={store}>
      <CartPopup />
    </ShopStoreProvider>,
  );
  await act(() => store.getState().addItem(seedProductNamed('Tine Lettmelk 1 %').ean));
  return { store, badge: await screen.findByRole('button', { name: 'Handlevogn, 1 vare, 26,90 kr' }) };
}

/**
 * The cart's code on its way, as on a slow network: the store's action a stand-in, as the page store's is before the code
 * comes. `arrive` installs the code (the store's action its own) and answers the wait.
 */
function holdCartCode(store: ShopStore): () => void {
  let answer = () => {};
  store.setState({ preloadCartCode: standIn(() => new Promise<void>((resolve) => (answer = resolve))) });
  return () =>
    act(() => {
      store.setState({ preloadCartCode: () => Promise.resolve() });
      answer();
    });
}

describe('<cart-popup> container', () => {
  // First in the file: the panels' module is not imported yet.
  it('loads the cart popup when the badge gets the focus, before the click, and not while the cart stays closed', async () => {
    const user = userEvent.setup();
    const { badge } = await renderCart();
    expect(badge).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(panelImports.count).toBe(0);

    await user.tab();
    expect(badge).toHaveFocus();
    await waitFor(() => expect(panelImports.count).toBe(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.keyboard('{Enter}');
    const cart = await screen.findByRole('dialog', { name: 'Handlevogn' });
    // The lines follow the sheet's first paint (useCartContentShown).
    expect(await within(cart).findByText('Tine Lettmelk 1 %')).toBeInTheDocument();
    expect(badge).toHaveAttribute('aria-expanded', 'true');
  });

  it('gives the focus back to the badge when the cart popup closes', async () => {
    const user = userEvent.setup();
    const { store, badge } = await renderCart();
    await user.click(badge);
    const cart = await screen.findByRole('dialog', { name: 'Handlevogn' });
    await waitFor(() => expect(cart).toContainElement(document.activeElement as HTMLElement));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().ui.openDialog).toBeNull();
    expect(badge).toHaveFocus();
  });

  it('opens the cart popup once the cart’s code is here, the badge busy until then', async () => {
    const user = userEvent.setup();
    const { store, badge } = await renderCart();
    // The page's store fetches the cart's code on the shopper's intent; on a slow network it comes after the popup's.
    const arrive = holdCartCode(store);

    await user.click(badge);
    await waitFor(() => expect(badge).toHaveAttribute('aria-busy', 'true'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    arrive();
    expect(await screen.findByRole('dialog', { name: 'Handlevogn' })).toBeInTheDocument();
    await waitFor(() => expect(badge).not.toHaveAttribute('aria-busy'));
  });

  it('opens the cart popup at once when the cart’s code is here, the badge never busy', async () => {
    const user = userEvent.setup();
    const { badge } = await renderCart();
    const busy: (string | null)[] = [];
    const watch = new MutationObserver(() => busy.push(badge.getAttribute('aria-busy')));
    watch.observe(badge, { attributes: true, attributeFilter: ['aria-busy'] });

    await user.click(badge);

    expect(await screen.findByRole('dialog', { name: 'Handlevogn' })).toBeInTheDocument();
    watch.disconnect();
    expect(busy).toEqual([]);
    expect(badge).not.toHaveAttribute('aria-busy');
  });

  it('opens the cart popup all the same when the cart’s code cannot be fetched, and Escape closes it', async () => {
    const user = userEvent.setup();
    const { store, badge } = await renderCart();
    store.setState({ preloadCartCode: standIn(() => Promise.reject(new Error('The cart code could not be fetched'))) });

    await user.click(badge);

    expect(await screen.findByRole('dialog', { name: 'Handlevogn' })).toBeInTheDocument();
    await waitFor(() => expect(badge).not.toHaveAttribute('aria-busy'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(badge).toHaveFocus();
  });

  it('closes on Escape while the cart’s code is on its way, and does not open when it comes', async () => {
    const user = userEvent.setup();
    const { store, badge } = await renderCart();
    const arrive = holdCartCode(store);
    await user.click(badge);
    await waitFor(() => expect(badge).toHaveAttribute('aria-busy', 'true'));

    await user.keyboard('{Escape}');

    expect(store.getState().ui.openDialog).toBeNull();
    await waitFor(() => expect(badge).not.toHaveAttribute('aria-busy'));
    arrive();
    await Promise.resolve();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the checkout popup «Klar for kassen?» when the store opens it', async () => {
    const { store } = await renderCart();
    act(() => store.getState().openCheckoutPopup());
    expect(await screen.findByRole('dialog', { name: 'Klar for kassen?' })).toBeInTheDocument();
  });

  it('shows the unavailable-products dialog by itself after another store is chosen', async () => {
    const { store } = await renderCart();
    await act(() => store.getState().addItem(seedProductNamed('Kneippbrød').ean));
    await act(() => store.getState().ensureUser());
    const handoverInfo = store.getState().user.extendedUser?.handoverInfo ?? null;
    await act(() =>
      store.getState().saveStoreAndHandover({
        storeGln: STORE_WITHOUT_SOME_PRODUCTS.gln,
        pickupPointGln: STORE_WITHOUT_SOME_PRODUCTS.gln,
        handoverInfo,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Noen varer er ikke tilgjengelig' });
    expect(within(dialog).getByText('Kneippbrød')).toBeInTheDocument();
  });
});
