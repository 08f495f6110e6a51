import { nb } from '@kurv/core/texts';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../../../tests/setup/axe';
import { HandoverTimePage } from './HandoverTimePage';
import { EMPTY_DAYS_TEXT, TIME_GROUPS, TRIPLE_BONUS_GRID, TRIPLE_BONUS_NOTICE } from './handover-time.fixtures';
import { StatefulTimePage, timePageProps } from './time-page.test-helpers';

describe('HandoverTimePage', () => {
  it('uses the pickup title and «Bekreft henting» for pickup, disabled until a time is chosen', async () => {
    render(
      <HandoverTimePage
        {...timePageProps({ handoverType: 'Store', grid: TRIPLE_BONUS_GRID, selectedDate: null, notice: TRIPLE_BONUS_NOTICE })}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Når ønsker du å hente varene?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bekreft henting' })).toBeDisabled();
    expect(screen.getByText(TRIPLE_BONUS_NOTICE)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Velg dato mars–april 2026' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Velg tid' })).not.toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('offers «Tilbake» beside «Avbryt» when a way back is given, and keeps «Bekreft» disabled when told', async () => {
    const user = userEvent.setup();
    const onBack = vi.fn();
    const onCancel = vi.fn();
    const { rerender } = render(
      <HandoverTimePage {...timePageProps({ selectedWindowId: 'w-1400', onBack, onCancel, confirmDisabled: true })} />,
    );
    expect(screen.getByRole('button', { name: /^Bekreft levering/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Tilbake' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Avbryt' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    rerender(<HandoverTimePage {...timePageProps({ selectedWindowId: 'w-1400' })} />);
    expect(screen.queryByRole('button', { name: 'Tilbake' })).not.toBeInTheDocument();
  });

  it('before its days are shown (the press that brings the page) paints its title and buttons, and the days and times then', () => {
    const props = timePageProps({ daysShown: false });
    const { rerender, container } = render(<HandoverTimePage {...props} />);
    expect(screen.getByRole('heading', { name: 'Når skal vi levere til deg?' })).toBeInTheDocument();
    // The days' place is the stylesheet's height for the grid's weeks, told through the CSSOM (no style markup).
    const pending = container.querySelector<HTMLElement>('.kurv-handover-time__pending');
    expect(pending?.style.getPropertyValue('--_weeks')).toBe(String(props.grid?.weeks.length));
    expect(props.grid?.weeks.length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Avbryt' })).toBeEnabled();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Velg tid' })).not.toBeInTheDocument();
    rerender(<HandoverTimePage {...timePageProps({ daysShown: true })} />);
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Velg tid' })).toBeInTheDocument();
  });

  it('shows loading, error and empty days', async () => {
    const { rerender } = render(<HandoverTimePage {...timePageProps({ loading: true })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Henter utleveringstider');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
    const onRetry = vi.fn();
    rerender(<HandoverTimePage {...timePageProps({ grid: null, errorText: nb.defaultError, onRetry })} />);
    expect(screen.getByRole('alert')).toHaveTextContent(nb.defaultError);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(onRetry).toHaveBeenCalled();
    expect(await axeViolations(document.body)).toEqual([]);
    rerender(
      <HandoverTimePage {...timePageProps({ grid: { weeks: [], monthRange: '' }, timeGroups: [], emptyDaysText: EMPTY_DAYS_TEXT })} />,
    );
    expect(screen.getByText(EMPTY_DAYS_TEXT.trim())).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bekreft levering' })).toBeDisabled();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('is used by keys alone: arrows through the dates, Tab to the times, Enter confirms', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<StatefulTimePage onConfirm={onConfirm} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'tirsdag 10. mars, I dag' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'onsdag 11. mars' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    // Friday 13 is full: skipped.
    expect(screen.getByRole('button', { name: 'lørdag 14. mars' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowDown}');
    expect(screen.getByRole('button', { name: 'torsdag 19. mars' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    const thursday = screen.getByRole('button', { name: 'torsdag 12. mars, Trippel-Trumf' });
    expect(thursday).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(thursday).toHaveAttribute('aria-pressed', 'true');
    // Tab leaves the grid for the time list: the first enabled time.
    const firstTime = screen.getByRole('radio', { name: /^10\.00–12\.00/ });
    while (!firstTime.matches(':focus')) {
      await user.tab();
    }
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: /^14\.00–16\.00/ })).toBeChecked();
    const confirm = screen.getByRole('button', { name: /^Bekreft levering.*14\.00–16\.00$/ });
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    // Each name query reads the day buttons' names from their content (WCAG 2.5.3), a style read per part in jsdom: room
    // for a busy machine.
  }, 20_000);

  it('brings the time list into view 250 ms after a date pick (spec section 9), keeping the focus on the day', async () => {
    vi.useFakeTimers();
    try {
      const scrolled = vi.fn();
      const original = HTMLElement.prototype.scrollIntoView;
      HTMLElement.prototype.scrollIntoView = scrolled;
      const onSelectDate = vi.fn();
      render(<HandoverTimePage {...timePageProps({ onSelectDate })} />);
      const day = screen.getByRole('button', { name: 'onsdag 11. mars' });
      day.focus();
      day.click();
      expect(onSelectDate).toHaveBeenCalledWith('2026-03-11');
      vi.advanceTimersByTime(249);
      expect(scrolled).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(scrolled).toHaveBeenCalledTimes(1);
      expect(scrolled.mock.contexts[0]).toBe(screen.getByRole('group', { name: 'Velg tid' }));
      // At once, not animated: an animated list would move under a press for a while.
      expect(scrolled).toHaveBeenCalledWith({ block: 'nearest', behavior: 'instant' });
      expect(day).toHaveFocus();
      HTMLElement.prototype.scrollIntoView = original;
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves the time list where it is while a press on a window is under way, so that the press chooses that window', async () => {
    vi.useFakeTimers();
    const original = HTMLElement.prototype.scrollIntoView;
    try {
      const scrolled = vi.fn();
      HTMLElement.prototype.scrollIntoView = scrolled;
      render(<HandoverTimePage {...timePageProps()} />);
      screen.getByRole('button', { name: 'onsdag 11. mars' }).click();
      const window = screen.getAllByRole('radio').find((radio) => !(radio as HTMLInputElement).disabled);
      if (window === undefined) {
        throw new Error('no window to press');
      }
      fireEvent.pointerDown(window);
      vi.advanceTimersByTime(250);
      expect(scrolled).not.toHaveBeenCalled();
      fireEvent.pointerUp(window);
      vi.advanceTimersByTime(1000);
      expect(scrolled).not.toHaveBeenCalled();

      // The next date pick, with no press under way, brings the list into view again.
      screen.getByRole('button', { name: 'onsdag 11. mars' }).click();
      vi.advanceTimersByTime(250);
      expect(scrolled).toHaveBeenCalledTimes(1);
    } finally {
      HTMLElement.prototype.scrollIntoView = original;
      vi.useRealTimers();
    }
  });

  it('says so in Norwegian when the day shown has no window that can be chosen, and not otherwise', async () => {
    const full = TIME_GROUPS.map((group) => ({ ...group, items: group.items.map((slot) => ({ ...slot, disabledReason: nb.dayFull })) }));
    const { rerender } = render(<HandoverTimePage {...timePageProps({ timeGroups: full })} />);
    expect(screen.getByText('Ingen ledige tider denne dagen. Velg en annen dato.')).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
    // Every window before its deadline: the list is empty, the words are there.
    rerender(<HandoverTimePage {...timePageProps({ timeGroups: [] })} />);
    expect(screen.getByText(nb.dayNoFreeWindows)).toBeInTheDocument();
    rerender(<HandoverTimePage {...timePageProps()} />);
    expect(screen.queryByText(nb.dayNoFreeWindows)).not.toBeInTheDocument();
  });
});
