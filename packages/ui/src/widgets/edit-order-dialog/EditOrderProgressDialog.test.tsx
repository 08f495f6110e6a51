import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../../../tests/setup/axe';
import { EditOrderProgressDialog } from './EditOrderProgressDialog';
import { EDIT_ORDER_PROGRESS_DATA } from './order-view.fixtures';

describe('EditOrderProgressDialog', () => {
  it('is a busy dialog «Forbereder endring» with a spinner, and focus moves into it', async () => {
    render(<EditOrderProgressDialog {...EDIT_ORDER_PROGRESS_DATA} />);
    const dialog = screen.getByRole('dialog', { name: 'Forbereder endring' });
    expect(screen.getByRole('status')).toHaveTextContent('Forbereder endring');
    expect(dialog.querySelector('[aria-busy="true"]')).toContainElement(screen.getByRole('status'));
    expect(dialog).toHaveFocus();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('has no close button and stays open on Escape and an overlay click', async () => {
    const user = userEvent.setup();
    const { baseElement } = render(<EditOrderProgressDialog {...EDIT_ORDER_PROGRESS_DATA} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(baseElement.querySelector('.kurv-modal-overlay') as Element);
    expect(screen.getByRole('dialog', { name: 'Forbereder endring' })).toBeInTheDocument();
  });

  it('is not shown when closed', () => {
    render(<EditOrderProgressDialog {...EDIT_ORDER_PROGRESS_DATA} open={false} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
