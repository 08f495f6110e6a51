import { defineElement } from '../shared/index';
import { CART_POPUP_ATTRIBUTES, CART_POPUP_TAG } from '../tags';
import { CartPopup } from './CartPopup';

/**
 * Defines `<cart-popup>`: the cart button with item count and total, opening the cart popup (lines, bags, service fee,
 * substitutes, restricted-delivery notices, minimum purchase), the checkout popup and the unavailable-products dialog.
 * It has no attributes. Put it on every page: it also keeps a member's cart in step with the platform.
 */
export function defineCartPopup(): void {
  defineElement(CART_POPUP_TAG, CartPopup, CART_POPUP_ATTRIBUTES);
}

export { CART_POPUP_TAG };
