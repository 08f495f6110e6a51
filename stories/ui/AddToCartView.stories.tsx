import { nb } from '@kurv/core/texts';
import {
  AddToCartView,
  addToCartStyles,
  LoginPromptCard,
  LoginPromptOverlay,
  loginPromptStyles,
  QuantityDropdown,
  type QuantityDropdownProps,
  quantityDropdownStyles,
} from '@kurv/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { fn } from 'storybook/test';
import { ADD_TO_CART_STATES, LOGIN_PROMPT } from '../../packages/ui/src/widgets/add-to-cart-button/add-to-cart.fixtures';

/** The add-to-cart styles, the login prompt's and the dropdown's are not in widgetStyles (the element adds them): the stories add them. */
const withAddToCartStyles: Decorator = (Story) => (
  <>
    <style>{addToCartStyles}</style>
    <style>{loginPromptStyles}</style>
    <style>{quantityDropdownStyles}</style>
    <Story />
  </>
);

const meta = {
  title: 'UI/AddToCartView',
  component: AddToCartView,
  decorators: [withAddToCartStyles],
  args: {
    ...ADD_TO_CART_STATES.notInCart,
    onAdd: fn(),
    onIncrease: fn(),
    onDecrease: fn(),
    onSetQuantity: fn(),
    // The element passes a dropdown it fetches when a user gets it; the stories pass the component itself.
    dropdown: QuantityDropdown as ComponentType<QuantityDropdownProps>,
  },
} satisfies Meta<typeof AddToCartView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotInCart: Story = {};
export const ProductNotYetKnown: Story = { args: { title: null } };
export const InCart: Story = { args: ADD_TO_CART_STATES.inCart };
/**
 * Pressed, the add still on its way to the cart (the cart's code on a slow network): aria-busy, and after 300 ms a
 * turning mark at the button's end; another press adds nothing.
 */
export const Adding: Story = { args: { adding: true } };
/** Corporate users choose the quantity in a native select (spec section 6). */
export const DropdownForCorporate: Story = { args: ADD_TO_CART_STATES.corporateDropdown };
/** At the per-order maximum the dropdown offers nothing higher. */
export const DropdownAtMax: Story = { args: ADD_TO_CART_STATES.dropdownAtMax };
export const SoldByWeight: Story = { args: ADD_TO_CART_STATES.soldByWeight };
export const SoldByWeightInDropdown: Story = { args: { ...ADD_TO_CART_STATES.soldByWeight, picker: 'dropdown' } };
/** Loyalty members only; organisations and guests get no badge. */
export const BonusBadge: Story = { args: ADD_TO_CART_STATES.bonusBadge };
export const WithPromotion: Story = { args: ADD_TO_CART_STATES.promotion };
export const WithActiveCoupon: Story = { args: ADD_TO_CART_STATES.coupon };
export const WithPromotionAndCoupon: Story = { args: ADD_TO_CART_STATES.promotionAndCoupon };
export const LowStockNotice: Story = { args: ADD_TO_CART_STATES.lowStock };
export const LimitReached: Story = { args: ADD_TO_CART_STATES.limitReached };
export const OutOfStock: Story = { args: ADD_TO_CART_STATES.outOfStock };
export const NotForSale: Story = { args: ADD_TO_CART_STATES.notForSale };
export const FailedChange: Story = { args: { quantity: 1, errorText: nb.defaultError } };
/** A guest after the configured number of items: the login prompt below the stepper. */
export const WithLoginPrompt: Story = {
  args: {
    ...ADD_TO_CART_STATES.withLoginPrompt,
    loginPromptLabel: 'Har du Trumf?',
    loginPromptOverlay: LoginPromptOverlay,
    loginPrompt: <LoginPromptCard {...LOGIN_PROMPT} onDismiss={fn()} />,
  },
};
/**
 * The login prompt as the shopper's own add brings it up: a non-modal dialog over the page below the button, with the
 * focus in it; Escape or 'Ikke nå' closes it and gives focus back to the quantity.
 */
export const LoginPromptOverlayFocused: Story = {
  args: {
    ...ADD_TO_CART_STATES.withLoginPrompt,
    loginPromptLabel: 'Har du Trumf?',
    loginPromptOverlay: LoginPromptOverlay,
    focusLoginPrompt: true,
    onDismissLoginPrompt: fn(),
    loginPrompt: <LoginPromptCard {...LOGIN_PROMPT} onDismiss={fn()} />,
  },
};
export const LongNorwegianTitle: Story = {
  args: { title: 'Paracet mikstur 24 mg/ml til barn, jordbærsmak, med doseringssprøyte', quantity: 12 },
};
