import { cartStyles, UnavailableProductsDialog } from '@kurv/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { UNAVAILABLE_DIALOG_DATA, UNAVAILABLE_ITEMS_WITH_IMAGES } from '../../packages/ui/src/widgets/cart-popup/cart-view.fixtures';

/** The cart styles are not in widgetStyles: the cart-popup element adds them, and so do the stories. */
const withCartStyles: Decorator = (Story) => (
  <>
    <style>{cartStyles}</style>
    <Story />
  </>
);

const meta = {
  title: 'UI/UnavailableProductsDialog',
  component: UnavailableProductsDialog,
  decorators: [withCartStyles],
  args: {
    ...UNAVAILABLE_DIALOG_DATA,
    onKeepItems: fn(),
  },
} satisfies Meta<typeof UnavailableProductsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Delivery: Story = {};
export const DeliveryWithChangeItems: Story = { args: { onChangeItems: fn() } };
export const Pickup: Story = { args: { handoverType: 'Store' } };
export const PickupWithChangeItems: Story = { args: { handoverType: 'Store', onChangeItems: fn() } };
export const PickupWithoutStoreName: Story = { args: { handoverType: 'Store', storeName: null } };
export const WithImages: Story = { args: { items: UNAVAILABLE_ITEMS_WITH_IMAGES } };
