import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../../tests/setup/axe';
import { LOGIN_PROMPT } from './add-to-cart.fixtures';
import { LoginPromptCard } from './LoginPromptCard';

describe('LoginPromptCard', () => {
  it('is a region named by its heading, with the body, both links and «Ikke nå»', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(<LoginPromptCard {...LOGIN_PROMPT} onDismiss={onDismiss} />);
    const card = screen.getByRole('region', { name: 'Har du Trumf?' });
    expect(card.tagName).toBe('SECTION');
    expect(screen.getByRole('heading', { level: 3, name: 'Har du Trumf?' })).toBeInTheDocument();
    expect(screen.getByText('Logg inn for å ta vare på handlevognen og få Trumf-bonus på varene dine.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Logg inn' })).toHaveAttribute('href', '/logg-inn');
    expect(screen.getByRole('link', { name: 'Bli medlem' })).toHaveAttribute('href', '/bli-medlem');
    expect(screen.queryByRole('button', { name: 'Logg inn' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ikke nå' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('leaves out «Bli medlem» without its address', async () => {
    render(<LoginPromptCard {...LOGIN_PROMPT} becomeMemberHref={null} onDismiss={vi.fn()} />);
    expect(screen.queryByRole('link', { name: 'Bli medlem' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Logg inn' })).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('logs in through the callback when there is no login address', async () => {
    const user = userEvent.setup();
    const onLogin = vi.fn();
    const onDismiss = vi.fn();
    render(<LoginPromptCard {...LOGIN_PROMPT} loginHref={null} onLogin={onLogin} onDismiss={onDismiss} />);
    expect(screen.queryByRole('link', { name: 'Logg inn' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Logg inn' }));
    expect(onLogin).toHaveBeenCalledTimes(1);
    expect(onDismiss).not.toHaveBeenCalled();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('uses the programme name it is given, and the heading level', () => {
    render(<LoginPromptCard {...LOGIN_PROMPT} loyaltyProgramName="Coop" headingLevel={2} onDismiss={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Har du Coop?' })).toBeInTheDocument();
  });

  it('offers no login action without an address or a callback', () => {
    render(<LoginPromptCard {...LOGIN_PROMPT} loginHref={null} onDismiss={vi.fn()} />);
    expect(screen.queryByRole('link', { name: 'Logg inn' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logg inn' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ikke nå' })).toBeInTheDocument();
  });
});
