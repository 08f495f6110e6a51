import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../../tests/setup/axe';
import { CheckoutPopupView, type CheckoutPopupViewProps } from './CheckoutPopupView';
import { CHECKOUT_POPUP_DATA, HANDOVER_SUMMARY, LINES_WITH_IMAGES, MINIMUM_PURCHASE_PICKUP, PROMOTION_LINE } from './cart-view.fixtures';

const props = (overrides: Partial<CheckoutPopupViewProps> = {}): CheckoutPopupViewProps => ({
  ...CHECKOUT_POPUP_DATA,
  onChooseHandover: vi.fn(),
  onClose: vi.fn(),
  ...overrides,
});

describe('CheckoutPopupView', () => {
  it('shows the chosen handover and the total, and goes to checkout', async () => {
    render(<CheckoutPopupView {...props()} />);
    const dialog = screen.getByRole('dialog', { name: 'Klar for kassen?' });
    expect(dialog).toHaveTextContent(HANDOVER_SUMMARY);
    expect(dialog).not.toHaveTextContent('Velg når du vil få varene før du går til kassen.');
    expect(dialog).toHaveTextContent('Å betale113,70 kr');
    expect(within(dialog).getByRole('link', { name: 'Gå til kassen' })).toHaveAttribute('href', '/kassen');
    expect(within(dialog).getByRole('button', { name: 'Fortsett å handle' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('while a calculation is on its way, says so over «Å betale» and marks it busy', async () => {
    const { rerender } = render(<CheckoutPopupView {...props({ updating: true })} />);
    const dialog = screen.getByRole('dialog', { name: 'Klar for kassen?' });
    const total = within(dialog).getByText('Å betale').closest('.kurv-pending');
    expect(total).toHaveAttribute('aria-busy', 'true');
    // No status elsewhere says it here: the words are read in the dialog.
    expect(within(dialog).getByText('Oppdaterer handlevognen …')).not.toHaveAttribute('aria-hidden');
    expect(await axeViolations(document.body)).toEqual([]);

    rerender(<CheckoutPopupView {...props()} />);
    expect(within(dialog).queryByText('Oppdaterer handlevognen …')).not.toBeInTheDocument();
    expect(total).toHaveAttribute('aria-busy', 'false');
  });

  it('asks for a handover when none is chosen, and offers no checkout', async () => {
    const user = userEvent.setup();
    const onChooseHandover = vi.fn();
    render(<CheckoutPopupView {...props({ handoverSummary: null, onChooseHandover })} />);
    const dialog = screen.getByRole('dialog', { name: 'Klar for kassen?' });
    expect(dialog).toHaveTextContent('Velg når du vil få varene før du går til kassen.');
    expect(within(dialog).queryByRole('link', { name: 'Gå til kassen' })).not.toBeInTheDocument();
    const choose = within(dialog).getByRole('button', { name: 'Velg levering eller henting' });
    expect(choose).toHaveAttribute('aria-haspopup', 'dialog');
    expect(await axeViolations(document.body)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Lukk' })).toHaveFocus();
    await user.tab();
    expect(choose).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChooseHandover).toHaveBeenCalledTimes(1);
  });

  it('lets the shopper change the chosen handover', async () => {
    const user = userEvent.setup();
    const onChooseHandover = vi.fn();
    render(<CheckoutPopupView {...props({ onChooseHandover })} />);
    await user.click(screen.getByRole('button', { name: 'Velg levering eller henting' }));
    expect(onChooseHandover).toHaveBeenCalledTimes(1);
  });

  it('warns when the minimum purchase is not reached, and offers no checkout', async () => {
    render(<CheckoutPopupView {...props({ minimumPurchaseText: MINIMUM_PURCHASE_PICKUP })} />);
    const warning = screen.getByRole('status');
    expect(warning).toHaveTextContent('Advarsel');
    expect(warning).toHaveTextContent('Du må handle for minst 300 kr for å kunne hente i butikk');
    expect(screen.queryByRole('link', { name: 'Gå til kassen' })).not.toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('closes with «Fortsett å handle», the close button and Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<CheckoutPopupView {...props({ onClose })} />);
    await user.click(screen.getByRole('button', { name: 'Fortsett å handle' }));
    await user.click(screen.getByRole('button', { name: 'Lukk' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('hands the checkout click to onCheckout', () => {
    const onCheckout = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(<CheckoutPopupView {...props({ onCheckout })} />);
    fireEvent.click(screen.getByRole('link', { name: 'Gå til kassen' }));
    expect(onCheckout).toHaveBeenCalledTimes(1);
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<CheckoutPopupView {...props()} />);
    screen.getByRole('button', { name: 'Fortsett å handle' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Lukk' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Fortsett å handle' })).toHaveFocus();
  });

  it('renders nothing when closed', () => {
    render(<CheckoutPopupView {...props({ open: false })} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('CheckoutPopupView: the cart’s products', () => {
  it('shows each product’s image with its title as alt text and its quantity', async () => {
    render(<CheckoutPopupView {...props({ lines: [...LINES_WITH_IMAGES, PROMOTION_LINE] })} />);
    const items = screen.getByRole('list', { name: 'Varer i handlevognen' });
    expect(within(items).getAllByRole('listitem')).toHaveLength(4);
    for (const title of ['Tine Lettmelk 1 %', 'Grandiosa Original', 'Kims Potetgull Salt']) {
      const image = within(items).getByRole('img', { name: title });
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('width', '168');
    }
    // The bread has no image: its name is said in words.
    expect(items).toHaveTextContent('Kneippbrød');
    expect(items).toHaveTextContent('× 3');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('lists nothing without lines', () => {
    render(<CheckoutPopupView {...props()} />);
    expect(screen.queryByRole('list', { name: 'Varer i handlevognen' })).not.toBeInTheDocument();
  });
});
