import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { Modal } from './Modal';
import { closeModal, openModal, useIsTopModal } from './modal-stack';
import { stubIntersectionObserver } from './painted-observer.fixtures';

function TwoDialogs() {
  const [first, setFirst] = useState(false);
  const [second, setSecond] = useState(false);
  return (
    <>
      <Button onClick={() => setFirst(true)}>Velg levering</Button>
      <Modal open={first} title="Hvordan ønsker du å få varene?" closeLabel="Lukk" onClose={() => setFirst(false)}>
        <Button onClick={() => setSecond(true)}>Logg inn</Button>
      </Modal>
      <Modal open={second} title="Bekreft identitet" closeLabel="Lukk" onClose={() => setSecond(false)}>
        <Button>Bekreft identitet</Button>
      </Modal>
    </>
  );
}

describe('stacked modals', () => {
  it('make only the top one active, and Escape closes one at a time with focus restored', async () => {
    const user = userEvent.setup();
    render(<TwoDialogs />);
    await user.click(screen.getByRole('button', { name: 'Velg levering' }));
    const first = screen.getByRole('dialog', { name: 'Hvordan ønsker du å få varene?' });
    await user.click(screen.getByRole('button', { name: 'Logg inn' }));
    const second = screen.getByRole('dialog', { name: 'Bekreft identitet' });

    expect(first.parentElement).toHaveAttribute('inert');
    expect(second.parentElement).not.toHaveAttribute('inert');
    expect(second.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Bekreft identitet' })).not.toBeInTheDocument();
    expect(first.parentElement).not.toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'Logg inn' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Velg levering' })).toHaveFocus();
  });

  it('keep the host page from scrolling while any of them is open, and give the page its own overflow back after the last', async () => {
    const user = userEvent.setup();
    document.documentElement.style.overflow = 'scroll';
    render(<TwoDialogs />);
    await user.click(screen.getByRole('button', { name: 'Velg levering' }));
    // A frame after the dialog's first paint (modal-stack.ts, lockPageScroll).
    await waitFor(() => expect(document.documentElement.style.overflow).toBe('hidden'));
    await user.click(screen.getByRole('button', { name: 'Logg inn' }));
    await user.keyboard('{Escape}');
    // The picker is still open under the closed question.
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.documentElement.style.overflow).toBe('scroll');
    document.documentElement.style.overflow = '';
  });
});

describe('the host page scroll lock', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads no layout of the host page in the press that opens a modal, and locks once the dialog painted (issue 38)', () => {
    const frames = stubIntersectionObserver();
    const root = document.documentElement;
    const read = vi.spyOn(root, 'clientWidth', 'get');
    try {
      act(() => openModal('lock-test'));
      expect(read).not.toHaveBeenCalled();
      expect(root.style.overflow).toBe('');
      act(() => frames.paint());
      expect(root.style.overflow).toBe('hidden');
      expect(read).toHaveBeenCalled();
    } finally {
      act(() => closeModal('lock-test'));
      read.mockRestore();
    }
    expect(root.style.overflow).toBe('');
  });

  it('leaves the page as it was when the modal closes before its lock came', () => {
    const frames = stubIntersectionObserver();
    const root = document.documentElement;
    act(() => openModal('quick-test'));
    expect(frames.waiting()).toBe(1);
    act(() => closeModal('quick-test'));
    expect(frames.waiting()).toBe(0);
    act(() => frames.paint());
    expect(root.style.overflow).toBe('');
  });
});

describe('useIsTopModal', () => {
  it('counts a modal that is opening as the top one, and one under a newer modal as not', () => {
    const { result } = renderHook(() => useIsTopModal('opening'));
    expect(result.current).toBe(true);
    act(() => openModal('older'));
    expect(result.current).toBe(true);
    act(() => openModal('opening'));
    expect(result.current).toBe(true);
    act(() => openModal('newer'));
    expect(result.current).toBe(false);
    act(() => {
      closeModal('newer');
      closeModal('opening');
      closeModal('older');
    });
    expect(result.current).toBe(true);
  });
});
