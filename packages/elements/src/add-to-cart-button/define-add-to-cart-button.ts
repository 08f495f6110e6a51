import { addToCartStyles } from '@kurv/ui';
import { defineElement } from '../shared/index';
import { AddToCartButton } from './AddToCartButton';

/** The tag of the add-to-cart button. */
export const ADD_TO_CART_BUTTON_TAG = 'add-to-cart-button';

/**
 * Defines `<add-to-cart-button ean="7054609056183">`.
 *
 * Attributes: `ean` (string, required): the product's EAN.
 */
export function defineAddToCartButton(): void {
  defineElement(ADD_TO_CART_BUTTON_TAG, AddToCartButton, { ean: 'string' }, addToCartStyles);
}
