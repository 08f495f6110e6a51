import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../../tests/setup/axe';
import { UNAVAILABLE_DIALOG_DATA, UNAVAILABLE_ITEMS_WITH_IMAGES } from './cart-view.fixtures';
import { UnavailableProductsDialog, type UnavailableProductsDialogProps } from './UnavailableProductsDialog';

const props = (overrides: Partial<UnavailableProductsDialogProps> = {}): UnavailableProductsDialogProps => ({
  ...UNAVAILABLE_DIALOG_DATA,
  onKeepItems: vi.fn(),
  ...overrides,
});

describe('UnavailableProductsDialog', () => {
  it('says the items cannot be delivered and lists them with title and subtitle', async () => {
    render(<UnavailableProductsDialog {...props()} />);
    const dialog = screen.getByRole('dialog', { name: 'Noen varer er ikke tilgjengelig' });
    expect(dialog).toHaveTextContent('Disse varene er dessverre ikke tilgjengelig for levering.');
    const items = within(dialog).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Hansa Pilsner, 0,5 l', 'Jarlsberg Original, 700 g', 'Ukjent vare']);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('names the pickup store, or the fallback without one', async () => {
    const { rerender } = render(<UnavailableProductsDialog {...props({ handoverType: 'Store' })} />);
    const dialog = screen.getByRole('dialog', { name: 'Noen varer er ikke tilgjengelig' });
    expect(dialog).toHaveTextContent('Disse varene er dessverre ikke tilgjengelig i MENY Storo. Vil du la varene bli i handlevognen?');
    expect(dialog).not.toHaveTextContent('for levering');
    expect(await axeViolations(document.body)).toEqual([]);
    rerender(<UnavailableProductsDialog {...props({ handoverType: 'Store', storeName: null })} />);
    expect(dialog).toHaveTextContent('Disse varene er dessverre ikke tilgjengelig i butikken du har valgt.');
  });

  it('names an item without a title «Ukjent vare»', () => {
    render(<UnavailableProductsDialog {...props({ items: [{ ean: '1', title: ' ', subtitle: '1 kg' }] })} />);
    expect(screen.getByRole('listitem')).toHaveTextContent('Ukjent vare, 1 kg');
  });

  it('keeps the items with «La varene bli i handlevogn», and offers «Endre varer» only with its callback', async () => {
    const user = userEvent.setup();
    const onKeepItems = vi.fn();
    const onChangeItems = vi.fn();
    const { rerender } = render(<UnavailableProductsDialog {...props({ onKeepItems })} />);
    expect(screen.queryByRole('button', { name: 'Endre varer' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'La varene bli i handlevogn' }));
    expect(onKeepItems).toHaveBeenCalledTimes(1);
    rerender(<UnavailableProductsDialog {...props({ onKeepItems, onChangeItems })} />);
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Endre varer' }));
    expect(onChangeItems).toHaveBeenCalledTimes(1);
    expect(onKeepItems).toHaveBeenCalledTimes(1);
  });

  it('is not dismissed by a click on the overlay', async () => {
    const user = userEvent.setup();
    const onKeepItems = vi.fn();
    const onChangeItems = vi.fn();
    const { baseElement } = render(<UnavailableProductsDialog {...props({ onKeepItems, onChangeItems })} />);
    await user.click(baseElement.querySelector('.kurv-modal-overlay') as Element);
    expect(onKeepItems).not.toHaveBeenCalled();
    expect(onChangeItems).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Noen varer er ikke tilgjengelig' })).toBeInTheDocument();
  });

  it('keeps the items on Escape and the close button', async () => {
    const user = userEvent.setup();
    const onKeepItems = vi.fn();
    render(<UnavailableProductsDialog {...props({ onKeepItems, onChangeItems: vi.fn() })} />);
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Lukk' }));
    expect(onKeepItems).toHaveBeenCalledTimes(2);
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<UnavailableProductsDialog {...props({ onChangeItems: vi.fn() })} />);
    screen.getByRole('button', { name: 'La varene bli i handlevogn' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Lukk' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Endre varer' })).toHaveFocus();
  });

  it('renders nothing when closed', () => {
    render(<UnavailableProductsDialog {...props({ open: false })} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('UnavailableProductsDialog: images', () => {
  it('shows each item’s image with its title as alt text, lazily and in its box', async () => {
    render(<UnavailableProductsDialog {...props({ items: UNAVAILABLE_ITEMS_WITH_IMAGES })} />);
    const dialog = screen.getByRole('dialog', { name: 'Noen varer er ikke tilgjengelig' });
    const images = within(dialog).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(['Hansa Pilsner', 'Jarlsberg Original']);
    for (const image of images) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('width', '168');
      expect(image).toHaveAttribute('height', '168');
    }
    const items = within(dialog).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Hansa Pilsner, 0,5 l', 'Jarlsberg Original, 700 g', 'Ukjent vare']);
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
