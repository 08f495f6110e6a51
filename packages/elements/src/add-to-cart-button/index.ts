import { defineAddToCartButton } from './define-add-to-cart-button';

defineAddToCartButton();

export { AddToCartButton } from './AddToCartButton';
export { ADD_TO_CART_BUTTON_TAG, defineAddToCartButton } from './define-add-to-cart-button';
export type { AddToCartButtonProps } from './AddToCartButton';
