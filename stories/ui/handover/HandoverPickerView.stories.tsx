import { nb } from '@kurv/core/texts';
import { HandoverPickerView, HandoverSummaryButton } from '@kurv/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AVAILABLE, LOCATION_GROUPS, SELECTED_LOCATION_ID } from '../../../packages/ui/src/widgets/handover-picker/handover.fixtures';
import {
  BONUS_PRODUCT,
  RESERVATION,
  SELECTED_DATE,
  TIME_GROUPS,
  WEEK_GRID,
} from '../../../packages/ui/src/widgets/handover-picker/time/handover-time.fixtures';
import { withHandoverStyles } from './decorators';

const meta = {
  title: 'UI/Handover/PickerView',
  component: HandoverPickerView,
  decorators: [withHandoverStyles],
  args: {
    open: true,
    texts: nb,
    onClose: fn(),
    page: {
      name: 'type',
      props: {
        handoverType: 'Store',
        onHandoverTypeChange: fn(),
        delivery: AVAILABLE,
        store: AVAILABLE,
        showLoginPrompt: false,
        onLogin: fn(),
        addressForm: null,
        onAddressInputChange: fn(),
        onAddressSelect: fn(),
        onAddressSubmit: fn(),
        reminder: null,
        hasTimePage: true,
        confirmDisabled: false,
        onConfirm: fn(),
        onClose: fn(),
      },
    },
  },
} satisfies Meta<typeof HandoverPickerView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TypePage: Story = {};
/** Spec section 5: a device not on Norwegian time gets the warning above the page. */
export const TimeZoneWarning: Story = { args: { timeZoneWarning: nb.timeZoneNotNorwegian } };
export const LocationPage: Story = {
  args: {
    page: {
      name: 'location',
      props: { groups: LOCATION_GROUPS, selectedId: SELECTED_LOCATION_ID, onSelect: fn(), onConfirm: fn(), onCancel: fn() },
    },
  },
};
export const TimePage: Story = {
  args: {
    page: {
      name: 'time',
      props: {
        handoverType: 'Store',
        grid: WEEK_GRID,
        selectedDate: SELECTED_DATE,
        onSelectDate: fn(),
        timeGroups: TIME_GROUPS,
        selectedWindowId: 'w-1400',
        onSelectWindow: fn(),
        loading: false,
        errorText: null,
        emptyDaysText: null,
        bonusProduct: BONUS_PRODUCT,
        notice: null,
        reservation: RESERVATION,
        onConfirm: fn(),
        onCancel: fn(),
      },
    },
  },
};

export const SummaryButton: StoryObj<typeof HandoverSummaryButton> = {
  render: () => (
    <HandoverSummaryButton
      texts={nb}
      handoverType="Delivery"
      place="Kirkeveien 140, 0361 OSLO"
      window={{ date: '2026-03-12', from: '2026-03-12T15:00:00.000Z', to: '2026-03-12T17:00:00.000Z' }}
      onClick={fn()}
    />
  ),
};
export const SummaryButtonNothingChosen: StoryObj<typeof HandoverSummaryButton> = {
  render: () => <HandoverSummaryButton texts={nb} handoverType={null} place={null} window={null} onClick={fn()} />,
};
/** Pressed, the picker's code still on its way (a slow network): aria-busy, and a turning mark after 300 ms. */
export const SummaryButtonWaiting: StoryObj<typeof HandoverSummaryButton> = {
  render: () => <HandoverSummaryButton texts={nb} handoverType="Store" place="MENY Storo" window={null} expanded waiting onClick={fn()} />,
};
