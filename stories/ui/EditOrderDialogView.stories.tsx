import { EditOrderDialogView, EditOrderErrorDialog, EditOrderProgressDialog } from '@kurv/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  EDIT_ORDER_DIALOG_DATA,
  EDIT_ORDER_ERROR_DATA,
  EDIT_ORDER_ERROR_WITH_PHONE_DATA,
  EDIT_ORDER_PROGRESS_DATA,
  MIDNIGHT_EDIT_DEADLINE,
} from '../../packages/ui/src/widgets/edit-order-dialog/order-view.fixtures';

/** Spec section 2: the 'edit order' confirmation, the progress dialog 'Forbereder endring' and the order-edit-error dialog. */
const meta = {
  title: 'UI/EditOrderDialogView',
  component: EditOrderDialogView,
  args: {
    ...EDIT_ORDER_DIALOG_DATA,
    onEditOrder: fn(),
    onStartNewOrder: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof EditOrderDialogView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened by add to cart: 'Endre bestilling' and 'Start ny bestilling'. */
export const AddToCart: Story = {};

/** Opened by the shopper's 'change order': 'Endre bestilling' and 'Avbryt'. */
export const ChangeOrder: Story = { args: { trigger: 'changeOrder' } };

/** The edit is being started: 'Endre bestilling' busy, the other answers off. */
export const AddToCartBusy: Story = { args: { busy: true } };
export const ChangeOrderBusy: Story = { args: { trigger: 'changeOrder', busy: true } };

/** A deadline at midnight starting 22 November shows as 21.11 23.59 (spec section 9). */
export const MidnightDeadline: Story = { args: { deadline: MIDNIGHT_EDIT_DEADLINE } };

/** 'Forbereder endring' while the order is loaded into the cart: no close button, Escape does nothing. */
export const Progress: Story = {
  render: () => <EditOrderProgressDialog {...EDIT_ORDER_PROGRESS_DATA} />,
};

/** The order could not be loaded for editing. */
export const ErrorDialog: Story = {
  render: () => <EditOrderErrorDialog {...EDIT_ORDER_ERROR_DATA} onClose={fn()} />,
};

/** The same on a site with a support phone (settings supportPhone): customer service's number below the message. */
export const ErrorDialogWithSupportPhone: Story = {
  render: () => <EditOrderErrorDialog {...EDIT_ORDER_ERROR_WITH_PHONE_DATA} onClose={fn()} />,
};
