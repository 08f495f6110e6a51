import { CheckoutPopupView, cartStyles } from '@kurv/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  CHECKOUT_POPUP_DATA,
  COUPON_LINE,
  LINES_WITH_IMAGES,
  MINIMUM_PURCHASE_DELIVERY,
  MINIMUM_PURCHASE_PICKUP,
  PROMOTION_LINE,
} from '../../packages/ui/src/widgets/cart/cart-view.fixtures';

/** The cart styles are not in widgetStyles: the cart-popup element adds them, and so do the stories. */
const withCartStyles: Decorator = (Story) => (
  <>
    <style>{cartStyles}</style>
    <Story />
  </>
);

const meta = {
  title: 'UI/CheckoutPopupView',
  component: CheckoutPopupView,
  decorators: [withCartStyles],
  args: {
    ...CHECKOUT_POPUP_DATA,
    onChooseHandover: fn(),
    onClose: fn(),
    onCheckout: fn(),
  },
} satisfies Meta<typeof CheckoutPopupView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHandover: Story = {};
export const WithoutHandover: Story = { args: { handoverSummary: null } };
export const MinimumNotReachedDelivery: Story = { args: { minimumPurchaseText: MINIMUM_PURCHASE_DELIVERY, totalToPay: 350.8 } };
export const MinimumNotReachedPickup: Story = {
  args: {
    handoverSummary: 'Hente selv, MENY Storo, onsdag 15. oktober, 10.00–12.00',
    minimumPurchaseText: MINIMUM_PURCHASE_PICKUP,
    totalToPay: 113.7,
  },
};
export const WithProductImages: Story = { args: { lines: [...LINES_WITH_IMAGES, PROMOTION_LINE, COUPON_LINE] } };
