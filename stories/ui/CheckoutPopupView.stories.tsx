import { CheckoutPopupView, cartStyles } from '@kurv/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  CHECKOUT_POPUP_DATA,
  COUPON_LINE,
  cartSummaryFixture,
  LINES_WITH_IMAGES,
  MINIMUM_PURCHASE_DELIVERY,
  MINIMUM_PURCHASE_PICKUP,
  PROMOTION_LINE,
  SUMMARY_ALL_LINES,
  SUMMARY_NOT_UPDATED,
} from '../../packages/ui/src/widgets/cart-popup/cart-view.fixtures';

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
export const MinimumNotReachedDelivery: Story = {
  args: {
    minimumPurchaseText: MINIMUM_PURCHASE_DELIVERY,
    totalToPay: cartSummaryFixture({ items: 350.8, bag: 4, totalToPay: 354.8 }).totalToPay,
  },
};
export const MinimumNotReachedPickup: Story = {
  args: {
    handoverSummary: 'Hente selv, MENY Storo, onsdag 15. oktober, 10.00–12.00',
    minimumPurchaseText: MINIMUM_PURCHASE_PICKUP,
  },
};
/** The total to pay with the delivery window's price and a corporate service fee in it. */
export const TotalWithWindowAndServiceFee: Story = { args: { totalToPay: SUMMARY_ALL_LINES.totalToPay } };
/** After a failed calculation: the total is the last calculation's, marked 'ikke oppdatert'. */
export const TotalNotUpdated: Story = { args: { totalToPay: SUMMARY_NOT_UPDATED.totalToPay } };
/** A calculation on its way: after 300 ms the amount of 'Å betale' gives way to «Oppdaterer handlevognen …». */
export const Updating: Story = { args: { updating: true } };
export const WithProductImages: Story = { args: { lines: [...LINES_WITH_IMAGES, PROMOTION_LINE, COUPON_LINE] } };
