import { nb } from '@kurv/core/texts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../../tests/setup/axe';
import { HandoverPickerView } from './HandoverPickerView';
import { HandoverSummaryButton } from './HandoverSummaryButton';
import { AVAILABLE, LOCATION_GROUPS, SELECTED_LOCATION_ID } from './handover.fixtures';
import { BONUS_PRODUCT, SELECTED_DATE, TIME_GROUPS, WEEK_GRID } from './time/handover-time.fixtures';

const typeProps = {
  handoverType: 'Store' as const,
  onHandoverTypeChange: vi.fn(),
  delivery: AVAILABLE,
  store: AVAILABLE,
  showLoginPrompt: false,
  onLogin: vi.fn(),
  addressForm: null,
  onAddressInputChange: vi.fn(),
  onAddressSelect: vi.fn(),
  onAddressSubmit: vi.fn(),
  reminder: null,
  hasTimePage: true,
  confirmDisabled: false,
  onConfirm: vi.fn(),
  onClose: vi.fn(),
};

describe('HandoverPickerView', () => {
  it('names the dialog after each page', async () => {
    const { rerender } = render(<HandoverPickerView open texts={nb} onClose={vi.fn()} page={{ name: 'type', props: typeProps }} />);
    expect(screen.getByRole('dialog', { name: 'Hvordan ønsker du å få varene?' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Leveringsalternativ' })).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
    rerender(
      <HandoverPickerView
        open
        texts={nb}
        onClose={vi.fn()}
        page={{
          name: 'location',
          props: { groups: LOCATION_GROUPS, selectedId: SELECTED_LOCATION_ID, onSelect: vi.fn(), onConfirm: vi.fn(), onCancel: vi.fn() },
        }}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Hvor vil du hente varene?' })).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
    rerender(
      <HandoverPickerView
        open
        texts={nb}
        onClose={vi.fn()}
        page={{
          name: 'time',
          props: {
            handoverType: 'Store',
            grid: WEEK_GRID,
            selectedDate: SELECTED_DATE,
            onSelectDate: vi.fn(),
            timeGroups: TIME_GROUPS,
            selectedWindowId: null,
            onSelectWindow: vi.fn(),
            loading: false,
            errorText: null,
            emptyDaysText: null,
            bonusProduct: BONUS_PRODUCT,
            notice: null,
            reservation: null,
            onConfirm: vi.fn(),
            onCancel: vi.fn(),
          },
        }}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Når ønsker du å hente varene?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bekreft henting' })).toBeDisabled();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('shows the Norwegian time-zone warning above the page only when given (spec section 5)', async () => {
    const { rerender } = render(<HandoverPickerView open texts={nb} onClose={vi.fn()} page={{ name: 'type', props: typeProps }} />);
    expect(screen.queryByText(nb.timeZoneNotNorwegian)).toBeNull();
    rerender(
      <HandoverPickerView
        open
        texts={nb}
        onClose={vi.fn()}
        page={{ name: 'type', props: typeProps }}
        timeZoneWarning={nb.timeZoneNotNorwegian}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(nb.timeZoneNotNorwegian);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<HandoverPickerView open texts={nb} onClose={onClose} page={{ name: 'type', props: typeProps }} />);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});

describe('HandoverSummaryButton', () => {
  it('names the current choice and opens the picker', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = render(<HandoverSummaryButton texts={nb} handoverType={null} place={null} window={null} onClick={onClick} />);
    expect(screen.getByRole('button', { name: 'Velg levering eller henting' })).toHaveAttribute('aria-haspopup', 'dialog');
    rerender(
      <HandoverSummaryButton
        texts={nb}
        handoverType="Store"
        place="MENY Storo"
        window={{ date: '2026-03-12', from: '2026-03-12T15:00:00.000Z', to: '2026-03-12T17:00:00.000Z' }}
        onClick={onClick}
      />,
    );
    const button = screen.getByRole('button', { name: /^Hente selv.*MENY Storo.*torsdag 12\. mars, 16\.00–18\.00$/ });
    await user.click(button);
    expect(onClick).toHaveBeenCalled();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('says it is busy while the picker’s code is on its way, keeping its name', async () => {
    render(<HandoverSummaryButton texts={nb} handoverType="Store" place="MENY Storo" window={null} waiting expanded onClick={vi.fn()} />);
    const button = screen.getByRole('button', { name: /^Hente selv.*MENY Storo$/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeEnabled();
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
