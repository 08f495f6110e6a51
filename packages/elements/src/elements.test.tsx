import { type CartUpdatedDetail, createDocumentEventSink } from '@kurv/core/events';
import { createFixtureStore } from '@kurv/core/fixtures';
import { SHOP_STORE_KEY } from '@kurv/core/page';
import { LIBRARY_VERSION } from '@kurv/core/version';
import { createPlatformSim, resetSimState, seedProductNamed } from '@kurv/platform-sim';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import './add-to-cart-button/index';
import './cart-popup/index';

const sim = createPlatformSim();
const server = setupServer(...sim.handlers);
const host = globalThis as unknown as Record<symbol, unknown>;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  resetSimState(sim.state);
  delete host[SHOP_STORE_KEY];
});
afterAll(() => server.close());

const milk = seedProductNamed('Tine Lettmelk 1 %');
const pizza = seedProductNamed('Grandiosa Original');

function usePageStore() {
  const fixture = createFixtureStore({ dependencies: { events: createDocumentEventSink() } });
  host[SHOP_STORE_KEY] = { version: LIBRARY_VERSION, store: fixture.store };
  return fixture;
}

async function mount(html: string) {
  await act(async () => {
    document.body.innerHTML = html;
  });
}

const inShadow = (selector: string) => {
  const element = document.querySelector(selector);
  if (!element?.shadowRoot) {
    throw new Error(`${selector} has no shadow root`);
  }
  return within(element.shadowRoot as unknown as HTMLElement);
};

describe('<add-to-cart-button> and <cart-popup> on one page', () => {
  it('adds products and shows count and total in the cart popup', async () => {
    const user = userEvent.setup();
    usePageStore();
    await mount(
      `<cart-popup></cart-popup><add-to-cart-button ean="${milk.ean}"></add-to-cart-button><add-to-cart-button ean="${pizza.ean}"></add-to-cart-button>`,
    );
    const [milkButton, pizzaButton] = document.querySelectorAll('add-to-cart-button');

    await user.click(
      await within(milkButton?.shadowRoot as unknown as HTMLElement).findByRole('button', { name: 'Legg i handlevogn: Tine Lettmelk 1 %' }),
    );
    await user.click(
      await within(pizzaButton?.shadowRoot as unknown as HTMLElement).findByRole('button', {
        name: 'Legg i handlevogn: Grandiosa Original',
      }),
    );
    await user.click(
      await within(milkButton?.shadowRoot as unknown as HTMLElement).findByRole('button', { name: 'Øk antall av Tine Lettmelk 1 %' }),
    );

    const cart = inShadow('cart-popup');
    // 109,70 kr of goods and one plastic bag (2,00 kr).
    const badge = await cart.findByRole('button', { name: 'Handlevogn, 3 varer, 111,70 kr' });
    await user.click(badge);
    // The popup is its own module, fetched when it opens.
    const dialog = await cart.findByRole('dialog', { name: 'Handlevogn' });
    // The lines come after the sheet's first paint (useFilledAfterPaint, kit/modal-stack.ts).
    expect(
      (await within(dialog).findAllByRole('listitem')).map((line) => line.querySelector('.kurv-cart-line__title')?.textContent),
    ).toEqual(['Tine Lettmelk 1 %', 'Grandiosa Original']);
    // The items before the pizza's offer, its saving, the bag and the total to pay.
    expect(dialog).toHaveTextContent('Varer129,70 kr');
    expect(dialog).toHaveTextContent('Rabatter\u221220,00 kr');
    expect(dialog).toHaveTextContent('Emballasje2,00 kr');
    expect(dialog).toHaveTextContent('Å betale111,70 kr');
  });

  it('dispatches kurv:cart-updated on document for the host page', async () => {
    const user = userEvent.setup();
    usePageStore();
    const events: CartUpdatedDetail[] = [];
    const listener = (event: CustomEvent<CartUpdatedDetail>) => events.push(event.detail);
    document.addEventListener('kurv:cart-updated', listener);
    try {
      await mount(`<add-to-cart-button ean="${milk.ean}"></add-to-cart-button>`);
      await user.click(await inShadow('add-to-cart-button').findByRole('button', { name: /^Legg i handlevogn/ }));
      await waitFor(() => expect(events).toHaveLength(1));
      expect(events[0]).toEqual({
        items: [{ ean: milk.ean, title: 'Tine Lettmelk 1 %', quantity: 1, lineTotal: 24.9 }],
        itemCount: 1,
        totals: { calculatorTotal: 24.9, totalWeight: 1.03, totalToPay: 26.9 },
      });
    } finally {
      document.removeEventListener('kurv:cart-updated', listener);
    }
  });

  it('shows «Selges ikke på nett» for an EAN the platform does not know, and the cart stays empty', async () => {
    const { store } = usePageStore();
    await mount('<add-to-cart-button ean="7000000000000"></add-to-cart-button>');
    expect(await inShadow('add-to-cart-button').findByText('Selges ikke på nett')).toBeInTheDocument();
    expect(inShadow('add-to-cart-button').queryByRole('button')).not.toBeInTheDocument();
    expect(store.getState().cart.items).toEqual([]);
  });

  it('shows the Norwegian error and keeps the shopper’s change when the calculator fails', async () => {
    const user = userEvent.setup();
    const { store } = usePageStore();
    await mount(`<cart-popup></cart-popup><add-to-cart-button ean="${milk.ean}"></add-to-cart-button>`);
    const button = inShadow('add-to-cart-button');
    await user.click(await button.findByRole('button', { name: /^Legg i handlevogn/ }));
    await inShadow('cart-popup').findByRole('button', { name: 'Handlevogn, 1 vare, 26,90 kr' });

    sim.state.faults.push({ route: 'POST /api/cart/calculator/*', status: 500, times: 1 });
    await user.click(button.getByRole('button', { name: 'Øk antall av Tine Lettmelk 1 %' }));

    expect(await button.findByRole('alert')).toHaveTextContent('Det har skjedd en feil. Vennligst prøv igjen senere.');
    expect(button.getByRole('group', { name: 'Antall av Tine Lettmelk 1 %' })).toHaveTextContent('2');
    // The total stays the last calculated one until the calculator answers again, marked not updated (issue 17).
    expect(inShadow('cart-popup').getByRole('button', { name: 'Handlevogn, 2 varer, 26,90 kr (ikke oppdatert)' })).toBeInTheDocument();
    expect(store.getState().cart.items.map((item) => item.quantity)).toEqual([2]);
  });

  it('keeps a failing element to itself: no settings shows the default message', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await mount('<cart-popup></cart-popup><p>Resten av siden</p>');
    expect(await inShadow('cart-popup').findByRole('alert')).toHaveTextContent('Det har skjedd en feil. Vennligst prøv igjen senere.');
    expect(screen.getByText('Resten av siden')).toBeInTheDocument();
    expect(error).toHaveBeenCalled();
  });

  it('defines each tag once even when its bundle loads twice', async () => {
    const first = customElements.get('add-to-cart-button');
    await import('./add-to-cart-button/define-add-to-cart-button').then(({ defineAddToCartButton }) => defineAddToCartButton());
    expect(customElements.get('add-to-cart-button')).toBe(first);
  });
});
