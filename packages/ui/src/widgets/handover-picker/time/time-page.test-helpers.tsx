import { nb } from '@kurv/core/texts';
import { useState } from 'react';
import { vi } from 'vitest';
import { HandoverTimePage, type HandoverTimePageProps } from './HandoverTimePage';
import { BONUS_PRODUCT, SELECTED_DATE, TIME_GROUPS, WEEK_GRID } from './handover-time.fixtures';

/**
 * The time page's props for a unit test: a delivery week with its windows, nothing chosen, every callback a mock; the
 * test overrides what it is about. Tests only (it makes mocks); stories read `handover-time.fixtures.ts`.
 */
export function timePageProps(overrides: Partial<HandoverTimePageProps> = {}): HandoverTimePageProps {
  return {
    texts: nb,
    handoverType: 'Delivery',
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
    showTitle: true,
    ...overrides,
  };
}

/** The time page holding its chosen day (10 March) and window itself, as the picker's container does. */
export function StatefulTimePage({ onConfirm }: { onConfirm: () => void }) {
  const [date, setDate] = useState<string | null>('2026-03-10');
  const [windowId, setWindowId] = useState<string | null>(null);
  return (
    <HandoverTimePage
      {...timePageProps({ onConfirm })}
      selectedDate={date}
      onSelectDate={setDate}
      selectedWindowId={windowId}
      onSelectWindow={setWindowId}
    />
  );
}
