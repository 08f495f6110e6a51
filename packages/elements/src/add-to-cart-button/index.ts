import { defineAddToCartButton } from './define-add-to-cart-button';

defineAddToCartButton();

export type { AddToCartButtonProps } from './AddToCartButton';
export { AddToCartButton } from './AddToCartButton';
export { ADD_TO_CART_BUTTON_TAG, defineAddToCartButton } from './define-add-to-cart-button';
