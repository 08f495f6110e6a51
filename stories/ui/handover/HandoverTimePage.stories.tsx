import { nb } from '@kurv/core/texts';
import { HandoverTimePage } from '@kurv/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { STORE_DEVIATION } from '../../../packages/ui/src/widgets/handover-picker/handover.fixtures';
import {
  BONUS_PRODUCT,
  EMPTY_DAYS_HEAVY_CART_TEXT,
  EMPTY_DAYS_TEXT,
  FULL_WEEK_GRID,
  RESERVATION,
  SELECTED_DATE,
  TIME_GROUPS,
  TRIGGER_BONUS_EXPIRY,
  TRIGGER_BONUS_REMINDER,
  TRIPLE_BONUS_GRID,
  TRIPLE_BONUS_NOTICE,
  WEEK_GRID,
  WEEKLY_BONUS_EXPIRY,
} from '../../../packages/ui/src/widgets/handover-picker/time/handover-time.fixtures';
import { withHandoverStyles } from './decorators';

const meta = {
  title: 'UI/Handover/TimePage',
  component: HandoverTimePage,
  decorators: [withHandoverStyles],
  args: {
    texts: nb,
    handoverType: 'Delivery',
    grid: WEEK_GRID,
    selectedDate: SELECTED_DATE,
    onSelectDate: fn(),
    timeGroups: TIME_GROUPS,
    selectedWindowId: 'w-1400',
    onSelectWindow: fn(),
    loading: false,
    errorText: null,
    onRetry: fn(),
    emptyDaysText: null,
    bonusProduct: BONUS_PRODUCT,
    notice: null,
    reservation: null,
    onConfirm: fn(),
    onCancel: fn(),
    showTitle: true,
  },
} satisfies Meta<typeof HandoverTimePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Delivery: Story = {};
export const Pickup: Story = { args: { handoverType: 'Store' } };
/** Spec section 8: the store's deviation warning above the days (closable), its markup through SafeHtml. */
export const PickupWithDeviation: Story = { args: { handoverType: 'Store', deviation: STORE_DEVIATION } };
export const NothingChosen: Story = { args: { selectedDate: null, selectedWindowId: null } };
export const Loading: Story = { args: { loading: true, grid: null, timeGroups: [], selectedDate: null, selectedWindowId: null } };
export const LoadError: Story = {
  args: { grid: null, timeGroups: [], selectedDate: null, selectedWindowId: null, errorText: nb.defaultError },
};
export const EmptyDays: Story = {
  args: { grid: null, timeGroups: [], selectedDate: null, selectedWindowId: null, emptyDaysText: EMPTY_DAYS_TEXT },
};
export const EmptyDaysHeavyCart: Story = {
  args: { grid: null, timeGroups: [], selectedDate: null, selectedWindowId: null, emptyDaysText: EMPTY_DAYS_HEAVY_CART_TEXT },
};
export const FullDays: Story = { args: { grid: FULL_WEEK_GRID, selectedDate: null, selectedWindowId: null, timeGroups: [] } };
export const TripleBonusDay: Story = {
  args: { grid: TRIPLE_BONUS_GRID, selectedDate: '2026-03-31', notice: TRIPLE_BONUS_NOTICE, selectedWindowId: 'w-1600' },
};
/** Spec section 8: a member's trigger bonus, 'Husk! Du må motta varene innen …', with the button to its info dialog. */
export const TriggerBonusReminder: Story = { args: { bonusNotice: TRIGGER_BONUS_REMINDER } };
/** The reminder's info dialog open. */
export const TriggerBonusInfoDialog: Story = {
  args: { bonusNotice: TRIGGER_BONUS_REMINDER },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Om Trumf-bonusen' }));
    await expect(await within(document.body).findByRole('dialog', { name: 'Ekstra Trumf-bonus' })).toBeVisible();
  },
};
/** A window after the bonus end chosen: the reminder gives way to the campaign-expiry message. */
export const TriggerBonusExpired: Story = { args: { bonusNotice: TRIGGER_BONUS_EXPIRY } };
/** Spec sections 8 and 9: a bonus product in the cart and a window after the coming Saturday, the weekly bonus's end. */
export const WeeklyBonusExpired: Story = { args: { notice: WEEKLY_BONUS_EXPIRY } };
export const WithReservationCountdown: Story = { args: { reservation: RESERVATION, selectedWindowId: 'w-1600' } };
/** 'Tilbake' to the page before, beside 'Avbryt'. */
export const WithWayBack: Story = { args: { onBack: fn() } };
/** The chosen window has a disabled reason (e.g. it became full): 'Bekreft levering' is disabled. */
export const ChosenWindowDisabled: Story = { args: { onBack: fn(), confirmDisabled: true } };
/**
 * The calendar by keys (issue 18): one Tab stop; End moved the focus to the week's last day that can be chosen, which
 * now holds the Tab stop (roving tabindex) and shows the focus ring; Enter would pick it.
 */
export const DayFocusedByKeys: Story = {
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('table');
    const tabStop = grid.querySelector<HTMLButtonElement>('button[tabindex="0"]');
    tabStop?.focus();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(grid.querySelector('button[tabindex="0"]')).toBe(document.activeElement));
  },
};
