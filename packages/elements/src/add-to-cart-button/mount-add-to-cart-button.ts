import { addToCartStyles } from '@kurv/ui';
import { mountElement } from '../shared/element-root';
import { ADD_TO_CART_BUTTON_TAG } from '../tags';
import { AddToCartButton } from './AddToCartButton';

/** `<add-to-cart-button>` for the lazy loader (`kurv.js`): fetched when the first such tag connects to the page. */
export const mount = mountElement(ADD_TO_CART_BUTTON_TAG, AddToCartButton, addToCartStyles);
