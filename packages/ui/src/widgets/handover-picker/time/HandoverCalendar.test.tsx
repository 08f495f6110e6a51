import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../../../tests/setup/axe';
import { HandoverTimePage } from './HandoverTimePage';
import { StatefulTimePage, timePageProps } from './time-page.test-helpers';

// The HandoverCalendar in its place on the time page: the page hands it its props, and the assertions read it as
// the shopper finds it.
describe('HandoverCalendar', () => {
  it('shows a Monday-to-Sunday week grid with named days', async () => {
    render(<HandoverTimePage {...timePageProps()} />);
    expect(screen.getByRole('heading', { name: 'Når skal vi levere til deg?' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Velg dato mars 2026' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers).toHaveLength(7);
    expect(headers[0]).toHaveTextContent('mandag');
    expect(headers[6]).toHaveTextContent('søndag');
    expect(within(table).getByRole('button', { name: 'tirsdag 10. mars, I dag' })).toBeEnabled();
    expect(within(table).getByRole('button', { name: 'torsdag 12. mars, Trippel-Trumf' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(table).getByRole('button', { name: 'fredag 13. mars, Fullt' })).toBeDisabled();
    expect(within(table).getByRole('button', { name: 'søndag 15. mars, Stengt' })).toBeDisabled();
    expect(within(table).getByRole('button', { name: 'lørdag 21. mars, Klargjøring' })).toBeDisabled();
    expect(within(table).getByRole('button', { name: 'onsdag 11. mars' })).toHaveAttribute('aria-pressed', 'false');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('is one Tab stop: the selected day holds it, the arrow keys carry it, Tab leaves the grid', async () => {
    const user = userEvent.setup();
    render(<StatefulTimePage onConfirm={vi.fn()} />);
    const table = screen.getByRole('table');
    const stops = within(table)
      .getAllByRole('button')
      .filter((button) => button.tabIndex === 0);
    expect(stops).toEqual([within(table).getByRole('button', { name: 'tirsdag 10. mars, I dag' })]);
    await user.tab();
    expect(screen.getByRole('button', { name: 'tirsdag 10. mars, I dag' })).toHaveFocus();
    await user.keyboard('{End}');
    // Sunday the 15th is closed: the week's last day that can be chosen.
    expect(screen.getByRole('button', { name: 'lørdag 14. mars' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'lørdag 14. mars' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: 'tirsdag 10. mars, I dag' })).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{Home}');
    // The grid starts on Tuesday the 10th (today): Home goes to the first day of the week there is.
    expect(screen.getByRole('button', { name: 'tirsdag 10. mars, I dag' })).toHaveFocus();
    await user.keyboard('{PageDown}');
    const days = within(table).getAllByRole('button', { name: /mars/ });
    const lastOpen = days.filter((button) => !(button as HTMLButtonElement).disabled).at(-1);
    expect(lastOpen).toHaveFocus();
    await user.keyboard('{PageUp}');
    expect(days.find((button) => !(button as HTMLButtonElement).disabled)).toHaveFocus();
    await user.tab();
    expect(table.contains(document.activeElement)).toBe(false);
    await user.tab({ shift: true });
    expect(days.find((button) => !(button as HTMLButtonElement).disabled)).toHaveFocus();
  });
});

describe('HandoverCalendar’s module', () => {
  it('makes no date formatter when it loads (the picker’s opening press loads it), only when a grid renders', async () => {
    vi.resetModules();
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      await import('./HandoverCalendar');
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });
});
