import { defineCartPopup } from './define-cart-popup';

defineCartPopup();

export { CartPopup } from './CartPopup';
export { CART_POPUP_TAG, defineCartPopup } from './define-cart-popup';
