import { nb } from '@kurv/core/texts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../../tests/setup/axe';
import { CartBadgeButton } from './CartBadgeButton';
import { CartPopupView } from './CartPopupView';
import type { CartPopupViewProps } from './cart-popup-view-props';
import { CORPORATE_DROPDOWN_DATA, REMOVED_WEIGHT_TEXT, SHARED_CART_HREF } from './cart-rules.fixtures';
import {
  BREAD_LINE,
  CART_POPUP_DATA,
  COFFEE_LINE,
  CORPORATE_DATA,
  DURABILITY_TEXT,
  EMPTY_CART_DATA,
  LINES_WITHOUT_PRICES,
  MILK_LINE,
  MINIMUM_PURCHASE_DELIVERY,
  NEW_ORDER_NOTE,
  NOT_IN_STORE_LINE,
  REMOVED_ITEM_TEXT,
  RESTRICTED_CART_LINES,
  RESTRICTED_COLLAPSED,
  RESTRICTED_PER_ITEM,
  SUMMARY_NOT_UPDATED,
  UNKNOWN_LINE,
} from './cart-view.fixtures';

const T = '\u2009';

const props = (overrides: Partial<CartPopupViewProps> = {}): CartPopupViewProps => ({
  ...CART_POPUP_DATA,
  onClose: vi.fn(),
  onChangeQuantity: vi.fn(),
  onRemove: vi.fn(),
  onUndoRemove: vi.fn(),
  onToggleSubstitute: vi.fn(),
  onToggleSlice: vi.fn(),
  onChangeBagType: vi.fn(),
  onChangeServiceFeeType: vi.fn(),
  onChangeSubstituteComment: vi.fn(),
  onDismissError: vi.fn(),
  onCheckout: vi.fn(),
  ...overrides,
});

const linesList = () => screen.getByRole('list', { name: 'Varer i handlevognen' });
const lineOf = (title: string) => {
  const line = within(linesList())
    .getAllByRole('listitem')
    .find((item) => within(item).queryByText(title, { selector: '.kurv-cart-line__title' }) !== null);
  if (!line) {
    throw new Error(`No line ${title}`);
  }
  return line;
};

describe('CartPopupView', () => {
  it('lists the lines with prices, the totals, the share link and the way to checkout', async () => {
    render(<CartPopupView {...props()} />);
    const dialog = screen.getByRole('dialog', { name: 'Handlevogn' });
    const lines = within(dialog).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('Tine Lettmelk 1 %');
    expect(lines[0]).toHaveTextContent('1 l');
    expect(lines[0]).toHaveTextContent('49,80 kr');
    expect(lines[1]).toHaveTextContent('59,90 kr');
    expect(within(lines[1] as HTMLElement).getByText('Før 79,90 kr').tagName).toBe('S');
    expect(dialog).toHaveTextContent('3 varer');
    expect(dialog).toHaveTextContent('Varer129,70 kr');
    expect(dialog).toHaveTextContent('Rabatter\u221220,00 kr');
    expect(dialog).toHaveTextContent('Emballasje4,00 kr');
    expect(dialog).toHaveTextContent('Vekt1,61 kg');
    expect(dialog).toHaveTextContent('Å betale113,70 kr');
    expect(dialog).not.toHaveTextContent('Tilleggstjeneste');
    expect(within(dialog).getByRole('link', { name: 'Til kassen' })).toHaveAttribute('href', '/kassen');
    expect(within(dialog).getByRole('link', { name: 'Del handlevognen' })).toHaveAttribute('href', '/delt-handlevogn?id=8f3c2a71');
    expect(dialog).toHaveTextContent('Butikk: MENY Storo');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('changes, removes and toggles lines through callbacks', async () => {
    const user = userEvent.setup();
    const onChangeQuantity = vi.fn();
    const onRemove = vi.fn();
    const onToggleSubstitute = vi.fn();
    render(<CartPopupView {...props({ onChangeQuantity, onRemove, onToggleSubstitute })} />);
    await user.click(screen.getByRole('button', { name: 'Øk antall av Tine Lettmelk 1 %' }));
    await user.click(screen.getByRole('button', { name: 'Reduser antall av Grandiosa Original' }));
    expect(onChangeQuantity.mock.calls).toEqual([
      ['7038010009457', 3],
      ['7020097009162', 0],
    ]);
    await user.click(screen.getByRole('button', { name: 'Fjern vare: Tine Lettmelk 1 %' }));
    expect(onRemove).toHaveBeenCalledWith('7038010009457');
    const milkSubstitute = screen.getByRole('checkbox', { name: 'Godta erstatningsvare for Tine Lettmelk 1 %' });
    const pizzaSubstitute = screen.getByRole('checkbox', { name: 'Godta erstatningsvare for Grandiosa Original' });
    expect(milkSubstitute).toBeChecked();
    expect(pizzaSubstitute).not.toBeChecked();
    await user.click(milkSubstitute);
    await user.click(pizzaSubstitute);
    expect(onToggleSubstitute.mock.calls).toEqual([
      ['7038010009457', false],
      ['7020097009162', true],
    ]);
  });

  it('offers slicing only for bread that can be sliced', async () => {
    const user = userEvent.setup();
    const onToggleSlice = vi.fn();
    render(<CartPopupView {...props({ lines: [MILK_LINE, BREAD_LINE], onToggleSlice })} />);
    expect(screen.getAllByRole('checkbox', { name: /^Skjær / })).toHaveLength(1);
    const slice = screen.getByRole('checkbox', { name: 'Skjær Kneippbrød' });
    expect(slice).not.toBeChecked();
    await user.click(slice);
    expect(onToggleSlice).toHaveBeenCalledWith('7035620025037', true);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('shows a line that is sold out at its limit: increase off, notice and labels', async () => {
    const user = userEvent.setup();
    const onChangeQuantity = vi.fn();
    render(<CartPopupView {...props({ lines: [COFFEE_LINE], onChangeQuantity })} />);
    const line = lineOf('Friele Frokostkaffe Filtermalt');
    const increase = within(line).getByRole('button', { name: 'Øk antall av Friele Frokostkaffe Filtermalt' });
    expect(increase).toBeDisabled();
    await user.click(increase);
    expect(onChangeQuantity).not.toHaveBeenCalled();
    expect(within(line).getByRole('button', { name: 'Reduser antall av Friele Frokostkaffe Filtermalt' })).toBeEnabled();
    expect(line).toHaveTextContent('Det er bare 2 av denne varen igjen på lager.');
    expect(line).toHaveTextContent('Kun 2 tilgjengelig');
    expect(line).toHaveTextContent('Maks antall per kunde');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('marks a line not sold in the chosen store and shows no price before calculation', async () => {
    render(<CartPopupView {...props({ lines: [MILK_LINE, NOT_IN_STORE_LINE] })} />);
    const line = lineOf('Jarlsberg Original');
    expect(line).toHaveTextContent('Ikke tilgjengelig i valgt butikk');
    expect(within(line).getByText('–')).toBeInTheDocument();
    expect(lineOf('Tine Lettmelk 1 %')).not.toHaveTextContent('Ikke tilgjengelig i valgt butikk');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('names a line without a title «Ukjent vare»', async () => {
    render(<CartPopupView {...props({ lines: [UNKNOWN_LINE, { ...MILK_LINE, title: '  ' }] })} />);
    expect(screen.getAllByText('Ukjent vare')).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Øk antall av Ukjent vare' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Fjern vare: Ukjent vare' })).toHaveLength(2);
    expect(screen.getAllByRole('checkbox', { name: 'Godta erstatningsvare for Ukjent vare' })).toHaveLength(2);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('says when the cart is empty and offers no checkout, options or totals', async () => {
    render(<CartPopupView {...props(EMPTY_CART_DATA)} />);
    expect(screen.getByText('Handlevognen din er tom.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Til kassen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Del handlevognen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Emballasje' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Hvis en vare er utsolgt' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Kommentar til plukkeren' })).not.toBeInTheDocument();
    expect(screen.queryByText('Å betale')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Varer i handlevognen' })).not.toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('shows an error as an alert titled Feil, dismissed with Lukk', async () => {
    const user = userEvent.setup();
    const onDismissError = vi.fn();
    render(<CartPopupView {...props({ status: 'error', errorText: nb.defaultError, onDismissError })} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Feil');
    expect(alert).toHaveTextContent('Det har skjedd en feil. Vennligst prøv igjen senere.');
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(within(alert).getByRole('button', { name: 'Lukk' }));
    expect(onDismissError).toHaveBeenCalledTimes(1);
  });

  it('announces updating and marks the lines and totals busy', async () => {
    const { rerender } = render(<CartPopupView {...props()} />);
    expect(screen.queryByText('Oppdaterer handlevognen …')).not.toBeInTheDocument();
    expect(linesList()).toHaveAttribute('aria-busy', 'false');
    rerender(<CartPopupView {...props({ status: 'updating' })} />);
    const texts = screen.getAllByText('Oppdaterer handlevognen …');
    const announced = texts.find((text) => text.getAttribute('role') === 'status');
    const shown = texts.find((text) => text !== announced);
    expect(announced).toBeDefined();
    expect(linesList()).toHaveAttribute('aria-busy', 'true');
    const footer = screen.getByText('Å betale').closest('.kurv-cart-popup__footer');
    expect(footer).toHaveAttribute('aria-busy', 'true');
    // Shown over the footer's amounts, and not read twice.
    expect(shown?.parentElement).toBe(footer);
    expect(shown).toHaveAttribute('aria-hidden', 'true');
    expect(await axeViolations(document.body)).toEqual([]);

    rerender(<CartPopupView {...props()} />);
    expect(screen.queryByText('Oppdaterer handlevognen …')).not.toBeInTheDocument();
    expect(footer).toHaveAttribute('aria-busy', 'false');
  });

  it('announces a removed item in a live region present beforehand, and undoes it with «Angre»', async () => {
    const user = userEvent.setup();
    const onUndoRemove = vi.fn();
    const { rerender } = render(<CartPopupView {...props({ onUndoRemove })} />);
    const statuses = screen.getAllByRole('status');
    expect(screen.queryByRole('button', { name: 'Angre' })).not.toBeInTheDocument();
    rerender(<CartPopupView {...props({ onUndoRemove, lines: [MILK_LINE], removedItemText: REMOVED_ITEM_TEXT })} />);
    const text = screen.getByText('Fjernet 1 stk Grandiosa Original');
    const region = text.closest('[role="status"]');
    expect(region).not.toBeNull();
    expect(statuses).toContain(region);
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Angre' }));
    expect(onUndoRemove).toHaveBeenCalledTimes(1);
  });

  it('keeps «Angre» after the last line is removed', () => {
    render(<CartPopupView {...props({ ...EMPTY_CART_DATA, removedItemText: REMOVED_ITEM_TEXT })} />);
    expect(screen.getByText('Handlevognen din er tom.')).toBeInTheDocument();
    expect(screen.getByText('Fjernet 1 stk Grandiosa Original')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Angre' })).toBeInTheDocument();
  });

  it('collapses many restricted items into one notice that expands to each item with its reasons', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    render(<CartPopupView {...props({ lines: RESTRICTED_CART_LINES, itemCount: 4, restrictedNotices: RESTRICTED_COLLAPSED, onRemove })} />);
    const toggle = screen.getByRole('button', { name: 'Noen av varene dine har begrenset levering' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Aldersbestemt vare')).not.toBeVisible();
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Noen av varene dine har begrenset levering' });
    expect(panel).toHaveTextContent('Hansa Pilsner');
    expect(panel).toHaveTextContent('Aldersbestemt vare');
    expect(panel).toHaveTextContent('Må utleveres innenfor salgstider for alkohol');
    expect(panel).toHaveTextContent('Trenger ekstra tid for klargjøring');
    expect(panel).toHaveTextContent('Ikke tilgjengelig 24.12–26.12');
    expect(panel).toHaveTextContent('Ikke alltid tilgjengelig');
    expect(within(panel).getAllByRole('button', { name: /^Fjern vare: / })).toHaveLength(4);
    await user.click(within(panel).getByRole('button', { name: 'Fjern vare: Kokosnøtt' }));
    expect(onRemove).toHaveBeenCalledWith('7040514000016');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('gives each of a few restricted items its own notice', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    render(<CartPopupView {...props({ lines: [MILK_LINE], restrictedNotices: RESTRICTED_PER_ITEM, onRemove })} />);
    expect(screen.queryByRole('button', { name: 'Noen av varene dine har begrenset levering' })).not.toBeInTheDocument();
    const notices = screen.getAllByRole('status').filter((status) => status.classList.contains('kurv-alert--warning'));
    expect(notices).toHaveLength(2);
    expect(notices[0]).toHaveTextContent('Hansa Pilsner');
    expect(notices[0]).toHaveTextContent('Aldersbestemt vare');
    expect(notices[1]).toHaveTextContent('Lammelår med ben');
    await user.click(within(notices[1] as HTMLElement).getByRole('button', { name: 'Fjern vare: Lammelår med ben' }));
    expect(onRemove).toHaveBeenCalledWith('2302148200006');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('names a restricted item without a title «Ukjent vare»', () => {
    render(
      <CartPopupView
        {...props({ restrictedNotices: { mode: 'perItem', items: [{ ean: '1', title: '', reasons: ['Aldersbestemt vare'] }] } })}
      />,
    );
    expect(screen.getByRole('button', { name: 'Fjern vare: Ukjent vare' })).toBeInTheDocument();
  });

  it('warns when the minimum purchase is not reached', async () => {
    render(<CartPopupView {...props({ minimumPurchaseText: MINIMUM_PURCHASE_DELIVERY })} />);
    const warning = screen.getByText('Du må handle for minst 500 kr for å få varene levert på døren').closest('.kurv-alert');
    expect(warning).toHaveClass('kurv-alert--warning');
    expect(warning).toHaveTextContent('Advarsel');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('chooses the bag type, states the substitute rule without offering a choice it overrides, and writes a comment', async () => {
    const user = userEvent.setup();
    const onChangeBagType = vi.fn();
    const onChangeSubstituteComment = vi.fn();
    render(<CartPopupView {...props({ onChangeBagType, onChangeSubstituteComment })} />);
    const bags = screen.getByRole('group', { name: 'Emballasje' });
    expect(within(bags).getByRole('radio', { name: 'Plastpose, 2,00 kr per stk' })).toBeChecked();
    expect(
      within(bags)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['PLAST', 'PAPIR', 'PAPPESKE']);
    await user.click(within(bags).getByRole('radio', { name: 'Pappeske, 9,90 kr per stk' }));
    expect(onChangeBagType).toHaveBeenCalledWith('PAPPESKE');

    expect(screen.queryByRole('group', { name: 'Tilleggstjeneste' })).not.toBeInTheDocument();

    // Spec section 4 turns every other preference into 'similar': none is offered, the one left is stated.
    const substitutes = screen.getByRole('region', { name: 'Hvis en vare er utsolgt' });
    expect(within(substitutes).queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByText('Ikke erstatt varer')).not.toBeInTheDocument();
    expect(screen.queryByText('Erstatt med en vare jeg har kjøpt før')).not.toBeInTheDocument();
    expect(substitutes).toHaveTextContent('Vi erstatter en utsolgt vare med en lignende vare');
    // The per-line choice stays.
    expect(screen.getByRole('checkbox', { name: 'Godta erstatningsvare for Tine Lettmelk 1 %' })).toBeChecked();

    const comment = screen.getByRole('textbox', { name: 'Kommentar til plukkeren' });
    expect(comment.tagName).toBe('TEXTAREA');
    await user.type(comment, 'Ø');
    expect(onChangeSubstituteComment).toHaveBeenCalledWith('Ø');
  });

  it('moves between bag types with the arrow keys', async () => {
    const user = userEvent.setup();
    const onChangeBagType = vi.fn();
    render(<CartPopupView {...props({ onChangeBagType })} />);
    screen.getByRole('radio', { name: 'Plastpose, 2,00 kr per stk' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(onChangeBagType).toHaveBeenCalledWith('PAPIR');
  });

  it('keeps the summary and the total to pay beside «Til kassen» in the footer, out of the scrolling body', () => {
    render(<CartPopupView {...props()} />);
    const footer = screen.getByRole('link', { name: 'Til kassen' }).closest('.kurv-modal__footer') as HTMLElement;
    expect(footer).not.toBeNull();
    expect(footer).toHaveTextContent('Varer129,70 kr');
    expect(footer).toHaveTextContent('Emballasje4,00 kr');
    const row = screen.getByRole('link', { name: 'Til kassen' }).parentElement as HTMLElement;
    expect(row).toHaveTextContent('Å betale113,70 kr');
  });

  it('marks every amount «ikke oppdatert» after a failed calculation, and says so', async () => {
    render(
      <CartPopupView
        {...props({
          status: 'error',
          errorText: nb.defaultError,
          lines: [{ ...MILK_LINE, quantity: 3, lineTotal: 74.7, notUpdated: true }],
          summary: SUMMARY_NOT_UPDATED,
        })}
      />,
    );
    expect(screen.getByText(nb.summaryNotUpdated)).toBeInTheDocument();
    const footer = screen.getByRole('link', { name: 'Til kassen' }).closest('.kurv-modal__footer') as HTMLElement;
    expect(within(footer).getAllByText('(ikke oppdatert)')).toHaveLength(SUMMARY_NOT_UPDATED.lines.length + 1);
    expect(lineOf('Tine Lettmelk 1 %')).toHaveTextContent('74,70 kr(ikke oppdatert)');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('shows the comment given', () => {
    render(<CartPopupView {...props({ substituteComment: 'Ring på døren' })} />);
    expect(screen.getByRole('textbox', { name: 'Kommentar til plukkeren' })).toHaveValue('Ring på døren');
  });

  it('offers the service fees with «Ingen» to a corporate user and shows the fee', async () => {
    const user = userEvent.setup();
    const onChangeServiceFeeType = vi.fn();
    render(<CartPopupView {...props({ ...CORPORATE_DATA, onChangeServiceFeeType })} />);
    const fees = screen.getByRole('group', { name: 'Tilleggstjeneste' });
    expect(
      within(fees)
        .getAllByRole('radio')
        .map((radio) => radio.closest('.kurv-choice')?.textContent),
    ).toEqual(['Ingen', 'Oppskjæring, 149,00 kr', 'Oppskjæring (privat), 99,00 kr', 'Faktura, 39,00 kr']);
    expect(within(fees).getByRole('radio', { name: 'Oppskjæring, 149,00 kr' })).toBeChecked();
    await user.click(within(fees).getByRole('radio', { name: 'Ingen' }));
    await user.click(within(fees).getByRole('radio', { name: 'Faktura, 39,00 kr' }));
    expect(onChangeServiceFeeType.mock.calls).toEqual([[null], ['INVOICE']]);
    const dialog = screen.getByRole('dialog', { name: 'Handlevogn' });
    expect(dialog).toHaveTextContent('Tilleggstjeneste149,00 kr');
    expect(dialog).toHaveTextContent('Levering49,00 kr');
    expect(dialog).toHaveTextContent('Å betale311,70 kr');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('checks «Ingen» when no service fee is chosen', () => {
    render(<CartPopupView {...props({ ...CORPORATE_DATA, serviceFeeType: null })} />);
    expect(screen.getByRole('radio', { name: 'Ingen' })).toBeChecked();
  });

  it('hands the checkout click to onCheckout, which may stop the navigation', async () => {
    const onCheckout = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(<CartPopupView {...props({ onCheckout })} />);
    const link = screen.getByRole('link', { name: 'Til kassen' });
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    fireEvent(link, event);
    expect(onCheckout).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
  });

  it('leaves out the share link when there is none or it is unsafe', () => {
    const { rerender } = render(<CartPopupView {...props({ shareHref: null })} />);
    expect(screen.queryByRole('link', { name: 'Del handlevognen' })).not.toBeInTheDocument();
    rerender(<CartPopupView {...props({ shareHref: 'javascript:alert(1)' })} />);
    expect(screen.queryByRole('link', { name: 'Del handlevognen' })).not.toBeInTheDocument();
  });

  it('closes with the close button and Escape, and keeps Tab inside', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<CartPopupView {...props({ onClose })} />);
    const dialog = screen.getByRole('dialog', { name: 'Handlevogn' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Lukk' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    screen.getByRole('link', { name: 'Til kassen' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Lukk' })).toHaveFocus();
  });

  it('renders nothing when closed', () => {
    render(<CartPopupView {...props({ open: false })} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('CartBadgeButton', () => {
  it('marks the badge’s total when it is not updated', () => {
    render(<CartBadgeButton itemCount={2} total={26.9} totalNotUpdated expanded={false} texts={nb} onOpen={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Handlevogn, 2 varer, 26,90 kr (ikke oppdatert)' })).toHaveTextContent(
      '26,90 kr (ikke oppdatert)',
    );
  });

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

  it('says it is busy while the popup’s code is on its way, keeping its name, and is still a button to press', async () => {
    render(<CartBadgeButton itemCount={1} total={24.9} expanded waiting texts={nb} onOpen={vi.fn()} />);
    const button = screen.getByRole('button', { name: 'Handlevogn, 1 vare, 24,90 kr' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeEnabled();
    expect(await axeViolations(document.body)).toEqual([]);
  });
});

describe('CartPopupView: the cart’s remaining rules', () => {
  it('gives a corporate user’s lines the dropdown; a choice changes the quantity, «Fjern vare» removes the line', async () => {
    const user = userEvent.setup();
    const onChangeQuantity = vi.fn();
    render(<CartPopupView {...props({ ...CORPORATE_DROPDOWN_DATA, onChangeQuantity })} />);
    expect(screen.queryByRole('group', { name: 'Antall av Tine Lettmelk 1 %' })).not.toBeInTheDocument();
    const milk = screen.getByRole('combobox', { name: 'Velg antall av Tine Lettmelk 1 %' });
    expect(milk).toHaveValue('2');
    await user.selectOptions(milk, '5');
    expect(onChangeQuantity).toHaveBeenLastCalledWith(MILK_LINE.ean, 5);
    await user.selectOptions(milk, 'Fjern vare');
    expect(onChangeQuantity).toHaveBeenLastCalledWith(MILK_LINE.ean, 0);
    // At its per-order maximum the dropdown offers nothing above it, and the limit is said once.
    const lambi = screen.getByRole('combobox', { name: 'Velg antall av Lambi Toalettpapir' });
    expect(
      within(lambi)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Fjern vare', '1', '2']);
    expect(screen.getAllByText('Du kan kun kjøpe 2 av denne varen per handel.')).toHaveLength(1);
    expect(screen.queryByText('Maks antall per kunde')).not.toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('says a removed weight product in its weight', () => {
    render(<CartPopupView {...props({ removedItemText: REMOVED_WEIGHT_TEXT })} />);
    expect(screen.getByText('Fjernet 540 g Bananer')).toBeInTheDocument();
  });

  it('offers the shared-cart link with the cart’s id, and none without it', () => {
    const { rerender } = render(<CartPopupView {...props({ shareHref: SHARED_CART_HREF })} />);
    expect(screen.getByRole('link', { name: 'Del handlevognen' })).toHaveAttribute(
      'href',
      'https://meny.no/delt-handlevogn?id=8f3c2a71-5d0e-4b7a-9c1f-2e6d0a4b9c33',
    );
    rerender(<CartPopupView {...props({ shareHref: null })} />);
    expect(screen.queryByRole('link', { name: 'Del handlevognen' })).not.toBeInTheDocument();
  });
});

describe('CartPopupView and the settings', () => {
  it('shows the 7-day guarantee under the amounts (features.durabilityInfo), axe clean', async () => {
    render(<CartPopupView {...props({ durabilityText: DURABILITY_TEXT })} />);
    expect(screen.getByText('Ferskvaregaranti: minst 7 dagers holdbarhet')).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('has no guarantee text without it', () => {
    render(<CartPopupView {...props()} />);
    expect(screen.queryByText(/Ferskvaregaranti/)).not.toBeInTheDocument();
  });

  it('shows no price on the lines when prices are hidden (features.productPriceVisible), and the total to pay stays', () => {
    render(<CartPopupView {...props({ lines: LINES_WITHOUT_PRICES })} />);
    const lines = within(screen.getByRole('list', { name: 'Varer i handlevognen' })).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).not.toHaveTextContent('kr');
    }
    expect(screen.getByRole('dialog', { name: 'Handlevogn' })).toHaveTextContent('Å betale');
  });
});

describe('CartPopupView beside an order that can still be changed', () => {
  it('says the cart is a new order and names the order; «Endre bestilling» asks to change that order', async () => {
    const onChangeOrder = vi.fn();
    render(<CartPopupView {...props({ newOrderNote: NEW_ORDER_NOTE, onChangeOrder })} />);
    expect(screen.getByText('Varene i handlevognen blir en ny bestilling.')).toBeTruthy();
    expect(screen.getByText('Bestillingen med hentekode 483920 kan endres frem til 28.11 12.00.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Endre bestilling' }));
    expect(onChangeOrder).toHaveBeenCalledWith('4100001');
  });

  it('without a dialog on the page to ask, the words stay and no button is offered', () => {
    render(<CartPopupView {...props({ newOrderNote: NEW_ORDER_NOTE })} />);
    expect(screen.getByText('Varene i handlevognen blir en ny bestilling.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Endre bestilling' })).toBeNull();
  });
});
