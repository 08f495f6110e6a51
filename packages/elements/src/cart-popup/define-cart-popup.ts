import { defineElement } from '../shared/index';
import { CartPopup } from './CartPopup';

/** The tag of the cart popup. */
export const CART_POPUP_TAG = 'cart-popup';

/**
 * Defines `<cart-popup>`: the cart button with item count and total, opening the cart popup.
 * It has no attributes.
 */
export function defineCartPopup(): void {
  defineElement(CART_POPUP_TAG, CartPopup, {});
}
