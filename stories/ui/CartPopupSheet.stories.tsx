import { nb } from '@kurv/core/texts';
import { CartBadgeButton, CartPopupView, CheckoutPopupView, cartStyles } from '@kurv/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CHECKOUT_POPUP_DATA } from '../../packages/ui/src/widgets/cart-popup/cart-view.fixtures';
import cartMeta, { Empty, ManyItems, RestrictedPerItem } from './CartPopupView.stories';

/** The cart styles are not in widgetStyles: the cart-popup element adds them, and so do the stories. */
const withCartStyles: Decorator = (Story) => (
  <>
    <style>{cartStyles}</style>
    <Story />
  </>
);

/**
 * Issue 18: the cart popup on small screens. Below 768 px a full-screen sheet, the summary and 'Til kassen' in its
 * footer while the lines scroll; from 768 px a side panel of the screen's full height. The checkout popup is a dialog
 * that fits a 320 px screen.
 */
const meta = {
  title: 'UI/CartPopupView/Small screens',
  component: CartPopupView,
  decorators: [withCartStyles],
  args: cartMeta.args,
  globals: { viewport: { value: 'mobile', isRotated: false } },
} satisfies Meta<typeof CartPopupView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithItemsMobile: Story = {};
export const ManyItemsMobile: Story = { args: ManyItems.args };
export const RestrictedPerItemMobile: Story = { args: RestrictedPerItem.args };
export const EmptyMobile: Story = { args: Empty.args };
export const ManyItemsTablet: Story = { args: ManyItems.args, globals: { viewport: { value: 'tablet', isRotated: false } } };
export const ManyItemsDesktop: Story = { args: ManyItems.args, globals: { viewport: { value: 'desktop', isRotated: false } } };

export const CheckoutPopupMobile: StoryObj<typeof CheckoutPopupView> = {
  render: () => <CheckoutPopupView {...CHECKOUT_POPUP_DATA} onChooseHandover={fn()} onClose={fn()} onCheckout={fn()} />,
};

/** The badge's short form on a phone: the icon and the count; the total stays in its accessible name. */
export const BadgeMobile: StoryObj<typeof CartBadgeButton> = {
  render: () => <CartBadgeButton itemCount={3} total={113.7} expanded={false} texts={nb} onOpen={fn()} />,
};
