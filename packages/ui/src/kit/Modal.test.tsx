import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../tests/setup/axe';
import { Modal } from './Modal';
import { disarmPressGuard } from './press-guard';

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

  it('moves the focus to the title when a control holding it goes away, and Escape still closes it', async () => {
    const user = userEvent.setup();
    function Removing() {
      const [open, setOpen] = useState(true);
      const [line, setLine] = useState(true);
      return open ? (
        <Modal open title="Handlevogn" closeLabel="Lukk" onClose={() => setOpen(false)}>
          {line ? (
            <button type="button" onClick={() => setLine(false)}>
              Fjern vare
            </button>
          ) : null}
        </Modal>
      ) : null;
    }
    render(<Removing />);
    screen.getByRole('button', { name: 'Fjern vare' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: 'Fjern vare' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Handlevogn' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the top modal on Escape even when the focus is on the page body', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Åpne' }));
    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('puts the focus on the title when its page changes', async () => {
    const { rerender } = render(
      <Modal open title="Hvordan ønsker du å få varene?" closeLabel="Lukk" onClose={vi.fn()} pageKey="type">
        <button type="button">Fortsett</button>
      </Modal>,
    );
    expect(screen.getByRole('button', { name: 'Lukk' })).toHaveFocus();
    rerender(
      <Modal open title="Hvor vil du hente varene?" closeLabel="Lukk" onClose={vi.fn()} pageKey="location">
        <button type="button">Bekreft</button>
      </Modal>,
    );
    expect(screen.getByRole('heading', { name: 'Hvor vil du hente varene?' })).toHaveFocus();
  });
});

/** A question whose answer closes it, over a product's button, as the edit-order question lies over the shop page. */
function QuestionOverProduct({ onAdd }: { onAdd: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={onAdd}>
        Legg i handlevogn
      </button>
      <Modal open={open} title="Vil du legge til varer?" closeLabel="Lukk" onClose={() => setOpen(false)}>
        <button type="button" onClick={() => setOpen(false)}>
          Start ny bestilling
        </button>
      </Modal>
    </>
  );
}

/** The second click of a double click, as the browser sends it to what lies under the pointer (detail: the click count). */
function secondClick(target: HTMLElement) {
  fireEvent.mouseDown(target, { detail: 2 });
  fireEvent.mouseUp(target, { detail: 2 });
  fireEvent.click(target, { detail: 2 });
  fireEvent.dblClick(target, { detail: 2 });
}

describe('Modal: one press, one action (issue 35)', () => {
  it('the second click of a double click that closed it does not press what lies under it; a new press does', () => {
    const onAdd = vi.fn();
    render(<QuestionOverProduct onAdd={onAdd} />);
    // The guard its opening armed ends at the press that closes it: only the close arms it again.
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Start ny bestilling' }), { detail: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Start ny bestilling' }), { detail: 1 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const product = screen.getByRole('button', { name: 'Legg i handlevogn' });
    secondClick(product);
    expect(onAdd).not.toHaveBeenCalled();
    fireEvent.mouseDown(product, { detail: 1 });
    fireEvent.click(product, { detail: 1 });
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('the second click of a double click that changed its page does not press the new page', () => {
    const onChoose = vi.fn();
    const { rerender } = render(
      <Modal open title="Hvordan ønsker du å få varene?" closeLabel="Lukk" onClose={vi.fn()} pageKey="type">
        <button type="button">Fortsett</button>
      </Modal>,
    );
    disarmPressGuard();
    rerender(
      <Modal open title="Hvor vil du hente varene?" closeLabel="Lukk" onClose={vi.fn()} pageKey="location">
        <button type="button" onClick={onChoose}>
          MENY Storo
        </button>
      </Modal>,
    );
    secondClick(screen.getByRole('button', { name: 'MENY Storo' }));
    expect(onChoose).not.toHaveBeenCalled();
    // The keyboard's press (detail 0) is never the rest of a double click.
    fireEvent.click(screen.getByRole('button', { name: 'MENY Storo' }), { detail: 0 });
    expect(onChoose).toHaveBeenCalledTimes(1);
    disarmPressGuard();
  });
});
