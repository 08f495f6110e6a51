import { nb } from '@kurv/core/texts';
import { HandoverLocationPage } from '@kurv/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  LOCATION_GROUPS,
  PICKUP_POINT_DESCRIPTION,
  SELECTED_LOCATION_ID,
  STORE_DEVIATION,
} from '../../../packages/ui/src/widgets/handover-picker/handover.fixtures';
import { withHandoverStyles } from './decorators';

const meta = {
  title: 'UI/Handover/LocationPage',
  component: HandoverLocationPage,
  decorators: [withHandoverStyles],
  args: {
    texts: nb,
    groups: LOCATION_GROUPS,
    selectedId: SELECTED_LOCATION_ID,
    onSelect: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    showTitle: true,
  },
} satisfies Meta<typeof HandoverLocationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SixCounties: Story = {};
export const StoreWithDeviation: Story = { args: { selectedId: '7080001350529' } };
/** Spec section 8: the chosen store's deviation warning (closable), its markup through SafeHtml. */
export const DeviationWarning: Story = { args: { selectedId: '7080001350529', deviation: STORE_DEVIATION } };
/** The chosen pickup point's description, platform markup through SafeHtml. */
export const PickupPointDescription: Story = { args: { pickupPointDescription: PICKUP_POINT_DESCRIPTION } };
export const NothingSelected: Story = { args: { selectedId: null } };
