import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { Modal } from './Modal';

// preact's `useId` is unique within one root only, and every Kurv element is a root of its own: the picker's dialog
// and the cart's can get the same id. Here every `useId` answers the same, as for two elements' first dialogs.
vi.mock('react', async (importOriginal) => ({ ...(await importOriginal<typeof import('react')>()), useId: () => 'P0-0' }));

function TwoElementsDialogs() {
  const [picker, setPicker] = useState(false);
  const [cart, setCart] = useState(false);
  return (
    <>
      <Button onClick={() => setPicker(true)}>Velg levering</Button>
      <Modal open={picker} title="Når ønsker du å hente varene?" closeLabel="Lukk" onClose={() => setPicker(false)}>
        <Button onClick={() => setCart(true)}>Se handlevognen</Button>
      </Modal>
      <Modal open={cart} title="Handlevogn" closeLabel="Lukk" onClose={() => setCart(false)}>
        <Button>Til kassen</Button>
      </Modal>
    </>
  );
}

describe('Modal, with the same id as another', () => {
  it('is still a dialog of its own in the stack: the one opened last is active and holds the focus, the other inert', async () => {
    const user = userEvent.setup();
    render(<TwoElementsDialogs />);
    await user.click(screen.getByRole('button', { name: 'Velg levering' }));
    await user.click(screen.getByRole('button', { name: 'Se handlevognen' }));
    // In one document the shared id names both dialogs by the first title (each element has its own shadow root).
    const dialogTitled = (title: string) => screen.getByRole('heading', { name: title }).closest('[role="dialog"]');
    const picker = dialogTitled('Når ønsker du å hente varene?');
    const cart = dialogTitled('Handlevogn');
    expect(picker?.parentElement).toHaveAttribute('inert');
    expect(cart?.parentElement).not.toHaveAttribute('inert');
    expect(cart?.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('heading', { name: 'Handlevogn' })).not.toBeInTheDocument();
    expect(picker?.parentElement).not.toHaveAttribute('inert');
    expect(picker).toBeInTheDocument();
  });
});
