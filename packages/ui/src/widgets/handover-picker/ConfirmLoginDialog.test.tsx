import { nb } from '@kurv/core/texts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../../tests/setup/axe';
import { ConfirmLoginDialog } from './ConfirmLoginDialog';

describe('ConfirmLoginDialog', () => {
  it('asks to confirm the identity for the action, with «Bekreft identitet» and «Avbryt»', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { baseElement } = render(<ConfirmLoginDialog texts={nb} action="lagre adressen" onConfirm={onConfirm} onCancel={onCancel} />);
    expect(screen.getByRole('dialog', { name: 'For å lagre adressen må du bekrefte identiteten din' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Bekreft identitet' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Avbryt' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(await axeViolations(baseElement)).toEqual([]);
  });

  it('without a login to go to, offers only «Avbryt»', async () => {
    const onCancel = vi.fn();
    const { baseElement } = render(<ConfirmLoginDialog texts={nb} action="lagre adressen" onConfirm={null} onCancel={onCancel} />);
    expect(screen.getByRole('dialog', { name: 'For å lagre adressen må du bekrefte identiteten din' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bekreft identitet' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Avbryt' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(await axeViolations(baseElement)).toEqual([]);
  });

  it('is closed without an action', () => {
    render(<ConfirmLoginDialog texts={nb} action={null} onConfirm={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Escape cancels', async () => {
    const onCancel = vi.fn();
    render(<ConfirmLoginDialog texts={nb} action="lagre adressen" onConfirm={vi.fn()} onCancel={onCancel} />);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
