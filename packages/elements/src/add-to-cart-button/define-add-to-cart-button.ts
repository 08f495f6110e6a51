import { addToCartStyles } from '@kurv/ui';
import { defineElement } from '../shared/index';
import { ADD_TO_CART_BUTTON_ATTRIBUTES, ADD_TO_CART_BUTTON_TAG } from '../tags';
import { AddToCartButton } from './AddToCartButton';

/**
 * Defines `<add-to-cart-button ean="7054609056183">`.
 *
 * Attributes: `ean` (string, required): the product's EAN. `ignore-out-of-stock` (`"true"` / `"false"`, default
 * `"false"`; write `"true"`, not a bare attribute): this button may add its product while it is out of stock.
 */
export function defineAddToCartButton(): void {
  defineElement(ADD_TO_CART_BUTTON_TAG, AddToCartButton, ADD_TO_CART_BUTTON_ATTRIBUTES, addToCartStyles);
}

export { ADD_TO_CART_BUTTON_TAG };
