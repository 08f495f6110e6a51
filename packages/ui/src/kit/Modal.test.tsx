import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../tests/setup/axe';
import { Modal } from './Modal';

function Harness({ closeOnEscape }: { closeOnEscape?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Åpne
      </button>
      <Modal
        open={open}
        title="Handlevogn"
        closeLabel="Lukk"
        onClose={() => setOpen(false)}
        closeOnEscape={closeOnEscape}
        footer={<a href="/kassen">Til kassen</a>}
      >
        <button type="button">Øk antall</button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a dialog named by its title, and focus moves into it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Åpne' }));
    const dialog = screen.getByRole('dialog', { name: 'Handlevogn' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Lukk' })).toHaveFocus();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Åpne' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Øk antall' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Til kassen' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Lukk' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Til kassen' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Åpne' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('stays open on Escape when told to', async () => {
    const user = userEvent.setup();
    render(<Harness closeOnEscape={false} />);
    await user.click(screen.getByRole('button', { name: 'Åpne' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes with the close button and on an overlay click', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { container } = render(
      <Modal open title="Handlevogn" closeLabel="Lukk" onClose={onClose}>
        innhold
      </Modal>,
    );
    await user.click(screen.getByRole('button', { name: 'Lukk' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(container.querySelector('.kurv-modal-overlay') as Element);
    expect(onClose).toHaveBeenCalledTimes(2);
    await user.click(screen.getByText('innhold'));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
