import { nb } from '@kurv/core/texts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../../tests/setup/axe';
import { QuantityDropdown } from '../shared/QuantityDropdown';
import { AddToCartView } from './AddToCartView';
import { ADD_TO_CART_STATES, LOGIN_PROMPT } from './add-to-cart.fixtures';
import { LoginPromptCard } from './LoginPromptCard';
import { LoginPromptOverlay } from './LoginPromptOverlay';

const callbacks = () => ({ onAdd: vi.fn(), onIncrease: vi.fn(), onDecrease: vi.fn() });

describe('AddToCartView', () => {
  it('offers to add a product not yet in the cart, named after it', async () => {
    const user = userEvent.setup();
    const actions = callbacks();
    render(<AddToCartView title="Tine Lettmelk 1 %" quantity={0} blockedText={null} errorText={null} texts={nb} {...actions} />);
    await user.click(screen.getByRole('button', { name: 'Legg i handlevogn: Tine Lettmelk 1 %' }));
    expect(actions.onAdd).toHaveBeenCalledTimes(1);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('says it is busy while an add is on its way, keeping its name and the focus (not disabled)', async () => {
    const user = userEvent.setup();
    render(<AddToCartView title="Tine Lettmelk 1 %" quantity={0} blockedText={null} errorText={null} texts={nb} adding {...callbacks()} />);
    const add = screen.getByRole('button', { name: 'Legg i handlevogn: Tine Lettmelk 1 %' });
    await user.tab();
    expect(add).toHaveFocus();
    expect(add).toHaveAttribute('aria-busy', 'true');
    expect(add).toBeEnabled();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('works before the product is known', () => {
    render(<AddToCartView title={null} quantity={0} blockedText={null} errorText={null} texts={nb} {...callbacks()} />);
    expect(screen.getByRole('button', { name: 'Legg i handlevogn' })).toBeEnabled();
  });

  it('shows a stepper with accessible names once in the cart', async () => {
    const user = userEvent.setup();
    const actions = callbacks();
    render(<AddToCartView title="Tine Lettmelk 1 %" quantity={2} blockedText={null} errorText={null} texts={nb} {...actions} />);
    expect(screen.getByRole('group', { name: 'Antall av Tine Lettmelk 1 %' })).toHaveTextContent('2');
    await user.click(screen.getByRole('button', { name: 'Øk antall av Tine Lettmelk 1 %' }));
    await user.click(screen.getByRole('button', { name: 'Reduser antall av Tine Lettmelk 1 %' }));
    expect(actions.onIncrease).toHaveBeenCalledTimes(1);
    expect(actions.onDecrease).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: /Legg i handlevogn/ })).not.toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('shows why a product cannot be bought, without buttons', () => {
    render(<AddToCartView title="Pepsi Max" quantity={0} blockedText="Midlertidig utsolgt" errorText={null} texts={nb} {...callbacks()} />);
    expect(screen.getByText('Midlertidig utsolgt')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('announces a failed change as an alert', () => {
    render(
      <AddToCartView title="Tine Lettmelk 1 %" quantity={1} blockedText={null} errorText={nb.defaultError} texts={nb} {...callbacks()} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Det har skjedd en feil. Vennligst prøv igjen senere.');
  });
});

describe('AddToCartView: stock and limits', () => {
  it('shows the limit message and labels, and stops the increase at the limit', () => {
    render(
      <AddToCartView
        title="Lambi Toalettpapir"
        quantity={2}
        blockedText={null}
        errorText={null}
        noticeText="Du kan kun kjøpe 2 av denne varen per handel."
        labels={['Maks antall per kunde']}
        increaseDisabled
        texts={nb}
        onAdd={vi.fn()}
        onIncrease={vi.fn()}
        onDecrease={vi.fn()}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Du kan kun kjøpe 2 av denne varen per handel.');
    expect(screen.getByText('Maks antall per kunde')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Øk antall av Lambi Toalettpapir' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Reduser antall av Lambi Toalettpapir' })).toHaveProperty('disabled', false);
  });
});

// With the dropdown the element passes (fetched when a user gets it): here the component itself.
const allCallbacks = () => ({
  onAdd: vi.fn(),
  onIncrease: vi.fn(),
  onDecrease: vi.fn(),
  onSetQuantity: vi.fn(),
  dropdown: QuantityDropdown,
});

describe('AddToCartView: dropdown for corporate users', () => {
  it('offers the quantities in a select named after the product, and sets the chosen one', async () => {
    const user = userEvent.setup();
    const actions = allCallbacks();
    render(<AddToCartView {...ADD_TO_CART_STATES.corporateDropdown} {...actions} />);
    const select = screen.getByRole('combobox', { name: 'Velg antall av Prior Egg 12 stk' });
    expect(select).toHaveValue('4');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Fjern vare',
      ...Array.from({ length: 20 }, (_, index) => String(index + 1)),
    ]);
    expect(screen.queryByRole('group', { name: 'Antall av Prior Egg 12 stk' })).not.toBeInTheDocument();
    await user.selectOptions(select, '7');
    expect(actions.onSetQuantity).toHaveBeenCalledWith(7);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('takes the product out with the 0 option, labelled «Fjern vare»', async () => {
    const user = userEvent.setup();
    const actions = allCallbacks();
    render(<AddToCartView {...ADD_TO_CART_STATES.corporateDropdown} {...actions} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Velg antall av Prior Egg 12 stk' }), 'Fjern vare');
    expect(actions.onSetQuantity).toHaveBeenCalledWith(0);
    expect(actions.onDecrease).not.toHaveBeenCalled();
  });

  it('offers steps of the unit rule up to the dropdown maximum', () => {
    render(<AddToCartView {...ADD_TO_CART_STATES.corporateDropdown} quantity={2} step={2} dropdownMax={10} {...allCallbacks()} />);
    expect(screen.getAllByRole('option').map((option) => (option as HTMLOptionElement).value)).toEqual(['0', '2', '4', '6', '8', '10']);
  });

  it('offers nothing above the line limit, and shows the limit notice', async () => {
    render(<AddToCartView {...ADD_TO_CART_STATES.dropdownAtMax} {...allCallbacks()} />);
    const select = screen.getByRole('combobox', { name: 'Velg antall av Lambi Toalettpapir 16 rull' });
    expect(select).toHaveValue('6');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Fjern vare', '1', '2', '3', '4', '5', '6']);
    expect(screen.getByRole('status')).toHaveTextContent('Du kan kun kjøpe 6 av denne varen per handel.');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('cuts the options at maxQuantity even when the increase is not stopped', () => {
    render(<AddToCartView {...ADD_TO_CART_STATES.corporateDropdown} quantity={1} maxQuantity={3} {...allCallbacks()} />);
    expect(screen.getAllByRole('option').map((option) => (option as HTMLOptionElement).value)).toEqual(['0', '1', '2', '3']);
  });

  it('keeps the add button before the first add, and the stepper without onSetQuantity', async () => {
    const user = userEvent.setup();
    const actions = callbacks();
    const { rerender } = render(<AddToCartView {...ADD_TO_CART_STATES.corporateDropdown} quantity={0} {...actions} />);
    await user.click(screen.getByRole('button', { name: 'Legg i handlevogn: Prior Egg 12 stk' }));
    expect(actions.onAdd).toHaveBeenCalledTimes(1);
    rerender(<AddToCartView {...ADD_TO_CART_STATES.corporateDropdown} {...actions} />);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Antall av Prior Egg 12 stk' })).toHaveTextContent('4');
  });
});

describe('AddToCartView: products sold by weight', () => {
  it('shows the approximate weight next to the quantity', async () => {
    render(<AddToCartView {...ADD_TO_CART_STATES.soldByWeight} {...callbacks()} />);
    expect(screen.getByText('ca. 540 g')).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('writes kilograms from 1 kg, and describes the dropdown with the weight', () => {
    render(<AddToCartView {...ADD_TO_CART_STATES.soldByWeight} quantity={7} picker="dropdown" {...allCallbacks()} />);
    expect(screen.getByRole('combobox', { name: 'Velg antall av Bananer' })).toHaveAccessibleDescription('ca. 1,26 kg');
  });

  it('shows no weight before the first add, or without a weight per piece', () => {
    const { rerender } = render(<AddToCartView {...ADD_TO_CART_STATES.soldByWeight} quantity={0} {...callbacks()} />);
    expect(screen.queryByText(/^ca\./)).not.toBeInTheDocument();
    rerender(<AddToCartView {...ADD_TO_CART_STATES.soldByWeight} unitWeight={undefined} {...callbacks()} />);
    expect(screen.queryByText(/^ca\./)).not.toBeInTheDocument();
    rerender(<AddToCartView {...ADD_TO_CART_STATES.inCart} unitWeight={0.18} {...callbacks()} />);
    expect(screen.queryByText(/^ca\./)).not.toBeInTheDocument();
  });
});

describe('AddToCartView: bonus badge', () => {
  it('shows the loyalty bonus', async () => {
    render(<AddToCartView {...ADD_TO_CART_STATES.bonusBadge} {...callbacks()} />);
    expect(screen.getByText('10 % Trumf-bonus!')).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('shows no badge when the container passes none (organisations, guests)', () => {
    render(<AddToCartView {...ADD_TO_CART_STATES.bonusBadge} bonusPercent={null} {...callbacks()} />);
    expect(screen.queryByText(/bonus/)).not.toBeInTheDocument();
  });
});

describe('AddToCartView: stock states', () => {
  it('shows the low-stock notice and label beside the stepper', async () => {
    render(<AddToCartView {...ADD_TO_CART_STATES.lowStock} {...callbacks()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Det er bare 3 av denne varen igjen på lager.');
    expect(screen.getByText('Kun 3 tilgjengelig')).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it.each([
    ['outOfStock', 'Midlertidig utsolgt'],
    ['notForSale', 'Selges ikke på nett'],
  ] as const)('%s: says why, without buttons or picker', async (state, text) => {
    render(<AddToCartView {...ADD_TO_CART_STATES[state]} {...allCallbacks()} picker="dropdown" />);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('limit reached: the stepper cannot grow and the notice says why', async () => {
    render(<AddToCartView {...ADD_TO_CART_STATES.limitReached} {...callbacks()} />);
    expect(screen.getByRole('button', { name: 'Øk antall av Lambi Toalettpapir 16 rull' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Du kan kun kjøpe 2 av denne varen per handel.');
    expect(await axeViolations(document.body)).toEqual([]);
  });
});

describe('AddToCartView: the login prompt overlay', () => {
  it('shows the card as a named non-modal dialog in a polite live region, without taking focus unless told', async () => {
    const user = userEvent.setup();
    const actions = callbacks();
    const onDismiss = vi.fn();
    const { rerender } = render(<AddToCartView {...ADD_TO_CART_STATES.withLoginPrompt} {...actions} loginPrompt={null} />);
    const increase = screen.getByRole('button', { name: 'Øk antall av Tine Lettmelk 1 %' });
    await user.click(increase);
    rerender(
      <AddToCartView
        {...ADD_TO_CART_STATES.withLoginPrompt}
        {...actions}
        loginPromptLabel="Har du Trumf?"
        loginPromptOverlay={LoginPromptOverlay}
        loginPrompt={<LoginPromptCard {...LOGIN_PROMPT} onDismiss={onDismiss} />}
      />,
    );
    const overlay = screen.getByRole('dialog', { name: 'Har du Trumf?' });
    expect(overlay).not.toHaveAttribute('aria-modal', 'true');
    expect(overlay.parentElement).toHaveAttribute('aria-live', 'polite');
    expect(overlay).toContainElement(screen.getByRole('region', { name: 'Har du Trumf?' }));
    expect(increase).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Ikke nå' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('takes the focus when the shopper’s own add brought it; Escape closes it and gives focus back to the quantity', async () => {
    const user = userEvent.setup();
    const actions = callbacks();
    const onDismissLoginPrompt = vi.fn();
    const view = (prompt: boolean) => (
      <AddToCartView
        {...ADD_TO_CART_STATES.withLoginPrompt}
        {...actions}
        loginPromptLabel="Har du Trumf?"
        loginPromptOverlay={LoginPromptOverlay}
        focusLoginPrompt
        onDismissLoginPrompt={onDismissLoginPrompt}
        loginPrompt={prompt ? <LoginPromptCard {...LOGIN_PROMPT} onDismiss={vi.fn()} /> : null}
      />
    );
    const { rerender } = render(view(true));
    const overlay = screen.getByRole('dialog', { name: 'Har du Trumf?' });
    expect(overlay).toHaveFocus();
    await user.tab();
    expect(overlay).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(onDismissLoginPrompt).toHaveBeenCalledTimes(1);
    // The store closes it: focus goes back to the quantity picker, not to the page's body.
    rerender(view(false));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Reduser antall av Tine Lettmelk 1 %' })).toHaveFocus());
  });
});

describe('AddToCartView: the promotion and the coupon', () => {
  it.each([
    ['a promotion', ADD_TO_CART_STATES.promotion, ['3 for 2'], ['Kupong aktivert']],
    ['an active coupon', ADD_TO_CART_STATES.coupon, ['Kupong aktivert'], ['3 for 2']],
    ['both', ADD_TO_CART_STATES.promotionAndCoupon, ['3 for 2', 'Kupong aktivert'], []],
    ['neither', ADD_TO_CART_STATES.notInCart, [], ['3 for 2', 'Kupong aktivert']],
  ] as const)('shows %s', async (_situation, state, shown, absent) => {
    render(<AddToCartView {...state} {...callbacks()} />);
    for (const text of shown) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    for (const text of absent) {
      expect(screen.queryByText(text)).not.toBeInTheDocument();
    }
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
