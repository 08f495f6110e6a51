import { nb } from '@kurv/core/texts';
import { ConfirmLoginDialog, type ConfirmLoginDialogProps } from '@kurv/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

const meta = {
  title: 'UI/Handover/ConfirmLoginDialog',
  component: ConfirmLoginDialog,
  args: {
    texts: nb,
    action: nb.confirmLoginActionSaveAddress,
    onConfirm: fn() as ConfirmLoginDialogProps['onConfirm'],
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmLoginDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A simplified-login user saving an address: 'Bekreft identitet' leads to the login. */
export const SaveAddress: Story = {};
/** A chain site without a login page: the question offers only 'Avbryt'. */
export const WithoutLoginPage: Story = { args: { onConfirm: null } };
