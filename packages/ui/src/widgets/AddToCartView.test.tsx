import { nb } from '@kurv/core/texts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../tests/setup/axe';
import { AddToCartView } from './AddToCartView';

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
