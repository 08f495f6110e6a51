import { cartStyles } from '@kurv/ui';
import { defineElement } from '../shared/index';
import { CartPopup } from './CartPopup';

/** The tag of the cart popup. */
export const CART_POPUP_TAG = 'cart-popup';

/**
 * Defines `<cart-popup>`: the cart button with item count and total, opening the cart popup (lines, bags, service fee,
 * substitutes, restricted-delivery notices, minimum purchase), the checkout popup and the unavailable-products dialog.
 * It has no attributes. Put it on every page: it also keeps a member's cart in step with the platform.
 */
export function defineCartPopup(): void {
  defineElement(CART_POPUP_TAG, CartPopup, {}, cartStyles);
}
