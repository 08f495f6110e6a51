import { createFixtureStore } from '@kurv/core/fixtures';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ShopStoreProvider } from '../shared/index';
import { EditOrderDialog } from './EditOrderDialog';

describe('EditOrderDialog', () => {
  it('asks after an add with the pickup code and the deadline, midnight shown as 23.59 the day before', async () => {
    const { store } = createFixtureStore();
    render(
      <ShopStoreProvider store={store}>
        <EditOrderDialog />
      </ShopStoreProvider>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => store.getState().askToEditOrder({ trigger: 'addToCart', pickupCode: '483920', deadline: '2026-11-21T23:00:00Z' }));
    // The dialogs' code is fetched when the store first asks.
    const question = await screen.findByRole('dialog', { name: 'Vil du legge til varer på eksisterende bestilling?' });
    expect(question).toHaveTextContent('Bestillingen med hentekode 483920 kan endres frem til 21.11 23.59.');
    expect(screen.getByRole('button', { name: 'Start ny bestilling' })).toBeInTheDocument();
  });

  it('shows «Forbereder endring» while the order loads', async () => {
    const { store } = createFixtureStore();
    render(
      <ShopStoreProvider store={store}>
        <EditOrderDialog />
      </ShopStoreProvider>,
    );
    act(() => store.getState().askToEditOrder({ trigger: 'addToCart', pickupCode: '483920', deadline: '2026-11-21T23:00:00Z' }));
    act(() => store.getState().confirmEditOrder());
    expect(await screen.findByRole('dialog', { name: 'Forbereder endring' })).toBeInTheDocument();
    act(() => store.getState().failEditOrder());
    expect(screen.getByRole('dialog', { name: 'Beklager, denne bestillingen kan ikke endres akkurat nå.' })).toBeInTheDocument();
  });

  it('asks «Vil du endre bestillingen?» with «Avbryt» for the host page’s change-order action', async () => {
    const user = userEvent.setup();
    const { store } = createFixtureStore();
    render(
      <ShopStoreProvider store={store}>
        <EditOrderDialog />
      </ShopStoreProvider>,
    );
    act(() => store.getState().askToEditOrder({ trigger: 'changeOrder', pickupCode: '1234', deadline: '2026-11-20T17:00:00Z' }));
    expect(screen.getByRole('dialog', { name: 'Vil du endre bestillingen?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Avbryt' }));
    expect(store.getState().ui.editOrder).toBeNull();
  });
});
