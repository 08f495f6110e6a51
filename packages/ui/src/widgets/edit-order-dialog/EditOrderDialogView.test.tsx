import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../../tests/setup/axe';
import { EditOrderDialogView, type EditOrderDialogViewProps } from './EditOrderDialogView';
import { EDIT_ORDER_DIALOG_DATA, MIDNIGHT_EDIT_DEADLINE } from './order-view.fixtures';

const props = (overrides: Partial<EditOrderDialogViewProps> = {}): EditOrderDialogViewProps => ({
  ...EDIT_ORDER_DIALOG_DATA,
  onEditOrder: vi.fn(),
  onStartNewOrder: vi.fn(),
  onCancel: vi.fn(),
  ...overrides,
});

const BODY = [
  'Bestillingen med hentekode 483920 kan endres frem til 20.11 18.00.',
  'Prisene kan ha endret seg siden du bestilte.',
  'Varer som ikke lenger er på tilbud, får dagens pris.',
];

describe('EditOrderDialogView', () => {
  it('says in one sentence that the cart the shopper has is kept until the edit is done, when it has lines', () => {
    render(<EditOrderDialogView {...props({ keepsCart: true })} />);
    const dialog = screen.getByRole('dialog', { name: 'Vil du legge til varer på eksisterende bestilling?' });
    expect([...dialog.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      ...BODY,
      'Varene du har i handlevognen nå, tar vi vare på til du er ferdig med endringen.',
    ]);
  });

  it('asks to add to the placed order on the add-to-cart trigger, with the pickup code, deadline and price notes', async () => {
    render(<EditOrderDialogView {...props()} />);
    const dialog = screen.getByRole('dialog', { name: 'Vil du legge til varer på eksisterende bestilling?' });
    expect([...dialog.querySelectorAll('p')].map((p) => p.textContent)).toEqual(BODY);
    expect(screen.getByRole('button', { name: 'Endre bestilling' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Start ny bestilling' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Avbryt' })).not.toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('asks to change the order on the change-order trigger, with «Avbryt» instead of «Start ny bestilling»', async () => {
    render(<EditOrderDialogView {...props({ trigger: 'changeOrder' })} />);
    const dialog = screen.getByRole('dialog', { name: 'Vil du endre bestillingen?' });
    expect([...dialog.querySelectorAll('p')].map((p) => p.textContent)).toEqual(BODY);
    expect(screen.getByRole('button', { name: 'Avbryt' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Start ny bestilling' })).not.toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('shows a deadline at midnight as 23.59 the day before', () => {
    render(<EditOrderDialogView {...props({ deadline: MIDNIGHT_EDIT_DEADLINE })} />);
    expect(screen.getByRole('dialog')).toHaveTextContent('Bestillingen med hentekode 483920 kan endres frem til 21.11 23.59.');
  });

  it('calls onEditOrder and onStartNewOrder from their buttons (add-to-cart trigger)', async () => {
    const user = userEvent.setup();
    const p = props();
    render(<EditOrderDialogView {...p} />);
    await user.click(screen.getByRole('button', { name: 'Endre bestilling' }));
    expect(p.onEditOrder).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Start ny bestilling' }));
    expect(p.onStartNewOrder).toHaveBeenCalledTimes(1);
    expect(p.onCancel).not.toHaveBeenCalled();
  });

  it('calls onEditOrder and onCancel from their buttons (change-order trigger)', async () => {
    const user = userEvent.setup();
    const p = props({ trigger: 'changeOrder' });
    render(<EditOrderDialogView {...p} />);
    await user.click(screen.getByRole('button', { name: 'Endre bestilling' }));
    expect(p.onEditOrder).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Avbryt' }));
    expect(p.onCancel).toHaveBeenCalledTimes(1);
    expect(p.onStartNewOrder).not.toHaveBeenCalled();
  });

  it.each(['addToCart', 'changeOrder'] as const)('cancels on Escape and the close button (%s trigger)', async (trigger) => {
    const user = userEvent.setup();
    const p = props({ trigger });
    render(<EditOrderDialogView {...p} />);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Lukk' }));
    expect(p.onCancel).toHaveBeenCalledTimes(2);
    expect(p.onStartNewOrder).not.toHaveBeenCalled();
    expect(p.onEditOrder).not.toHaveBeenCalled();
  });

  it('while busy, shows «Endre bestilling» busy and takes no other answer', async () => {
    const user = userEvent.setup();
    const p = props({ trigger: 'changeOrder', busy: true });
    const { rerender, baseElement } = render(<EditOrderDialogView {...p} />);
    const edit = screen.getByRole('button', { name: 'Endre bestilling' });
    expect(edit).toHaveAttribute('aria-busy', 'true');
    expect(edit).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Avbryt' })).toBeDisabled();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Lukk' }));
    await user.click(baseElement.querySelector('.kurv-modal-overlay') as Element);
    expect(p.onCancel).not.toHaveBeenCalled();
    expect(await axeViolations(document.body)).toEqual([]);
    rerender(<EditOrderDialogView {...p} trigger="addToCart" />);
    expect(screen.getByRole('button', { name: 'Start ny bestilling' })).toBeDisabled();
    expect(p.onEditOrder).not.toHaveBeenCalled();
  });

  it('is not shown when closed, and then needs no deadline', () => {
    render(<EditOrderDialogView {...props({ open: false, deadline: '' })} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
