import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../../tests/setup/axe';
import { EditOrderErrorDialog } from './EditOrderErrorDialog';
import { EDIT_ORDER_ERROR_DATA, EDIT_ORDER_ERROR_WITH_PHONE_DATA } from './order-view.fixtures';

const NAME = 'Beklager, denne bestillingen kan ikke endres akkurat nå.';

describe('EditOrderErrorDialog', () => {
  it('says the order cannot be changed, focus moves into it, and «OK» closes it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<EditOrderErrorDialog {...EDIT_ORDER_ERROR_DATA} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: NAME });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape and the close button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<EditOrderErrorDialog {...EDIT_ORDER_ERROR_DATA} onClose={onClose} />);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Lukk' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('is not shown when closed', () => {
    render(<EditOrderErrorDialog {...EDIT_ORDER_ERROR_DATA} open={false} onClose={vi.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('names customer service’s number with the site’s support phone, axe clean', async () => {
    render(<EditOrderErrorDialog {...EDIT_ORDER_ERROR_WITH_PHONE_DATA} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: NAME });
    expect(dialog).toHaveTextContent('Trenger du hjelp? Ring kundeservice på 21 00 12 10.');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('leaves the phone text out without a support phone', () => {
    render(<EditOrderErrorDialog {...EDIT_ORDER_ERROR_DATA} onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: NAME })).not.toHaveTextContent('kundeservice');
  });
});
