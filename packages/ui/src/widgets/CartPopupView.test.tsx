import type { CartItem } from '@kurv/core/domain';
import { cartItemFixture } from '@kurv/core/fixtures';
import { nb } from '@kurv/core/texts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../tests/setup/axe';
import { CartBadgeButton } from './CartBadgeButton';
import { CartPopupView, type CartPopupViewProps } from './CartPopupView';

const T = '\u2009';

const item = (ean: string, title: string, quantity: number, lineTotal: number, lineTotalOriginal?: number): CartItem =>
  cartItemFixture({ ean, title, subtitle: '1 l', quantity, lineTotal, lineTotalOriginal });

const props = (overrides: Partial<CartPopupViewProps> = {}): CartPopupViewProps => ({
  open: true,
  items: [item('1', 'Tine Lettmelk 1 %', 2, 49.8), item('2', 'Grandiosa Original', 1, 59.9, 79.9)],
  totals: { calculatorTotal: 109.7, totalWeight: 2.64, totalToPay: 109.7 },
  itemCount: 3,
  status: 'idle',
  errorText: null,
  storeName: 'MENY Storo',
  checkoutHref: '/kassen',
  texts: nb,
  onClose: vi.fn(),
  onChangeQuantity: vi.fn(),
  onDismissError: vi.fn(),
  ...overrides,
});

describe('CartPopupView', () => {
  it('lists the lines with prices, the totals and the way to checkout', async () => {
    render(<CartPopupView {...props()} />);
    const dialog = screen.getByRole('dialog', { name: 'Handlevogn' });
    const lines = within(dialog).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('Tine Lettmelk 1 %');
    expect(lines[0]).toHaveTextContent('49,80 kr');
    expect(lines[1]).toHaveTextContent('Før 79,90 kr');
    expect(dialog).toHaveTextContent('3 varer');
    expect(dialog).toHaveTextContent('Å betale109,70 kr');
    expect(within(dialog).getByRole('link', { name: 'Til kassen' })).toHaveAttribute('href', '/kassen');
    expect(dialog).toHaveTextContent('Butikk: MENY Storo');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('changes and removes lines through callbacks', async () => {
    const user = userEvent.setup();
    const onChangeQuantity = vi.fn();
    render(<CartPopupView {...props({ onChangeQuantity })} />);
    await user.click(screen.getByRole('button', { name: 'Øk antall av Tine Lettmelk 1 %' }));
    await user.click(screen.getByRole('button', { name: 'Reduser antall av Grandiosa Original' }));
    await user.click(screen.getByRole('button', { name: 'Fjern vare: Tine Lettmelk 1 %' }));
    expect(onChangeQuantity.mock.calls).toEqual([
      ['1', 3],
      ['2', 0],
      ['1', 0],
    ]);
  });

  it('says when the cart is empty and offers no checkout', () => {
    render(<CartPopupView {...props({ items: [], itemCount: 0, totals: { calculatorTotal: 0, totalWeight: 0, totalToPay: 0 } })} />);
    expect(screen.getByText('Handlevognen din er tom.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Til kassen' })).not.toBeInTheDocument();
  });

  it('shows an error as an alert titled Feil', async () => {
    render(<CartPopupView {...props({ errorText: nb.defaultError })} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Feil');
    expect(alert).toHaveTextContent('Det har skjedd en feil. Vennligst prøv igjen senere.');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('names a line without a title «Ukjent vare»', () => {
    render(<CartPopupView {...props({ items: [item('9', ' ', 1, 10)] })} />);
    expect(screen.getByRole('button', { name: 'Øk antall av Ukjent vare' })).toBeInTheDocument();
  });
});

describe('CartBadgeButton', () => {
  it('names the count and the total, and opens the popup', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    render(<CartBadgeButton itemCount={1234} total={12345.5} expanded={false} texts={nb} onOpen={onOpen} />);
    const button = screen.getByRole('button', { name: `Handlevogn, 1234 varer, 12${T}345,50 kr` });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(onOpen).toHaveBeenCalled();
  });

  it('uses the singular for one item', () => {
    render(<CartBadgeButton itemCount={1} total={24.9} expanded texts={nb} onOpen={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Handlevogn, 1 vare, 24,90 kr' })).toHaveAttribute('aria-expanded', 'true');
  });
});
