import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal';

function overlayOf(dialog: HTMLElement): HTMLElement {
  const overlay = dialog.parentElement;
  if (overlay === null) {
    throw new Error('no overlay');
  }
  return overlay;
}

describe('Modal layout and top layer', () => {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'showPopover');

  afterEach(() => {
    if (original) {
      Object.defineProperty(HTMLElement.prototype, 'showPopover', original);
    } else {
      delete (HTMLElement.prototype as Partial<HTMLElement>).showPopover;
    }
  });

  it('is a centred dialog by default and a sheet when asked', () => {
    const { rerender } = render(
      <Modal open title="Klar for kassen?" closeLabel="Lukk" onClose={() => undefined}>
        innhold
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Klar for kassen?' });
    expect(dialog).toHaveClass('kurv-modal', 'kurv-modal--dialog');
    expect(overlayOf(dialog)).toHaveClass('kurv-modal-overlay', 'kurv-modal-overlay--dialog');
    rerender(
      <Modal open title="Handlevogn" closeLabel="Lukk" onClose={() => undefined} layout="sheet">
        innhold
      </Modal>,
    );
    const sheet = screen.getByRole('dialog', { name: 'Handlevogn' });
    expect(sheet).toHaveClass('kurv-modal--sheet');
    expect(overlayOf(sheet)).toHaveClass('kurv-modal-overlay--sheet');
  });

  it('stays a plain fixed overlay where the browser has no popovers', () => {
    delete (HTMLElement.prototype as Partial<HTMLElement>).showPopover;
    render(
      <Modal open title="Handlevogn" closeLabel="Lukk" onClose={() => undefined}>
        innhold
      </Modal>,
    );
    expect(overlayOf(screen.getByRole('dialog'))).not.toHaveAttribute('popover');
  });

  it('shows the overlay in the top layer once, when it opens', () => {
    const showPopover = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'showPopover', { value: showPopover, configurable: true, writable: true });
    const { rerender } = render(
      <Modal open title="Handlevogn" closeLabel="Lukk" onClose={() => undefined}>
        innhold
      </Modal>,
    );
    // A stub shows nothing: jsdom's style sheet hides a popover that is not open, so the dialog is looked up hidden.
    const overlay = overlayOf(screen.getByRole('dialog', { hidden: true }));
    expect(overlay).toHaveAttribute('popover', 'manual');
    expect(showPopover).toHaveBeenCalledTimes(1);
    expect(showPopover.mock.contexts[0]).toBe(overlay);
    rerender(
      <Modal open title="Handlevogn" closeLabel="Lukk" onClose={() => undefined}>
        annet innhold
      </Modal>,
    );
    expect(showPopover).toHaveBeenCalledTimes(1);
  });

  it('keeps the plain overlay when the browser refuses the popover', () => {
    Object.defineProperty(HTMLElement.prototype, 'showPopover', {
      value: () => {
        throw new DOMException('not allowed', 'NotSupportedError');
      },
      configurable: true,
      writable: true,
    });
    render(
      <Modal open title="Handlevogn" closeLabel="Lukk" onClose={() => undefined}>
        innhold
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Handlevogn' });
    expect(overlayOf(dialog)).not.toHaveAttribute('popover');
    expect(screen.getByRole('button', { name: 'Lukk' })).toHaveFocus();
  });
});
