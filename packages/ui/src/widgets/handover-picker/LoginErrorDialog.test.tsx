import { nb } from '@kurv/core/texts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../../tests/setup/axe';
import { LoginErrorDialog } from './LoginErrorDialog';

describe('LoginErrorDialog', () => {
  it('says the login failed and closes with «OK»', async () => {
    const onClose = vi.fn();
    const { baseElement } = render(<LoginErrorDialog texts={nb} open onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Det skjedde en feil ved innlogging — prøv igjen' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(await axeViolations(baseElement)).toEqual([]);
  });
});
