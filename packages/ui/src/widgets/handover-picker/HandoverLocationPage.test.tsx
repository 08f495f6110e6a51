import { nb } from '@kurv/core/texts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../../tests/setup/axe';
import { HandoverLocationPage } from './HandoverLocationPage';
import { LOCATION_GROUPS, SELECTED_LOCATION_ID } from './handover.fixtures';

function Stateful({ onConfirm = vi.fn(), initial = SELECTED_LOCATION_ID }: { onConfirm?: () => void; initial?: string | null }) {
  const [selected, setSelected] = useState<string | null>(initial);
  return (
    <HandoverLocationPage
      texts={nb}
      groups={LOCATION_GROUPS}
      selectedId={selected}
      onSelect={setSelected}
      onConfirm={onConfirm}
      onCancel={vi.fn()}
      showTitle
    />
  );
}

describe('HandoverLocationPage', () => {
  it('groups the stores by county, the selected store’s county open', async () => {
    render(<Stateful />);
    expect(screen.getByRole('heading', { name: 'Hvor vil du hente varene?', level: 2 })).toBeInTheDocument();
    expect(screen.getByText(nb.handoverLocationIntro)).toBeInTheDocument();
    const list = screen.getByRole('group', { name: 'Velg hvor du vil hente varene' });
    for (const county of ['Oslo', 'Akershus', 'Vestland', 'Rogaland', 'Trøndelag', 'Østfold']) {
      expect(within(list).getByRole('button', { name: county })).toHaveAttribute(
        'aria-expanded',
        county === 'Trøndelag' ? 'true' : 'false',
      );
    }
    expect(screen.getByRole('group', { name: 'Trøndelag' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^MENY Solsiden/ })).toBeChecked();
    expect((screen.getByRole('radio', { name: /^MENY Solsiden.*Beddingen 10/ }) as HTMLInputElement).labels?.[0]?.textContent).toBe(
      'MENY Solsiden, Beddingen 10, 7014 Trondheim',
    );
    expect(screen.getByRole('button', { name: 'Bekreft' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Avbryt' })).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('disables a location without a store and shows a deviation', async () => {
    const user = userEvent.setup();
    render(<Stateful />);
    await user.click(screen.getByRole('button', { name: 'Vestland' }));
    expect(screen.getByRole('radio', { name: /^Hentepunkt Norheimsund \(ingen levering\)/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /^MENY Bergen Storsenter/ })).toHaveAccessibleDescription(/varetelling/);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('cannot be confirmed without a choice', () => {
    render(<Stateful initial={null} />);
    expect(screen.getByRole('button', { name: 'Bekreft' })).toBeDisabled();
  });

  it('is used by keys alone: open a county, arrow to a store, confirm', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Stateful onConfirm={onConfirm} initial={null} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Oslo' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('radio', { name: /^MENY Storo/ })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: /^MENY Storo/ })).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: /^MENY Ullevål/ })).toBeChecked();
    const confirm = screen.getByRole('button', { name: 'Bekreft' });
    confirm.focus();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
