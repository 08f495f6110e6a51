import { mountElement } from '../shared/element-root';
import { CART_POPUP_TAG } from '../tags';
import { CartPopup } from './CartPopup';

/** `<cart-popup>` for the lazy loader (`kurv.js`): fetched when the first such tag connects to the page. */
export const mount = mountElement(CART_POPUP_TAG, CartPopup);
