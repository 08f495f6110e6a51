import { tryGetShopStore } from '@kurv/core/page';
import { addToCartStyles } from '@kurv/ui';
import { mountElement } from '../shared/element-root';
import { ADD_TO_CART_BUTTON_TAG } from '../tags';
import { AddToCartButton } from './AddToCartButton';
import { mountWhenNearView } from './near-view';

/** Looks up a tag's product when it mounts, rendered or not (as AddToCartButton does when it renders). */
function lookUpProduct(props: Record<string, unknown>): void {
  const ean = typeof props.ean === 'string' ? props.ean : '';
  const store = ean === '' ? null : tryGetShopStore();
  if (store?.getState().settings.features.addToCart) {
    void store.getState().loadProducts([ean]);
  }
}

/**
 * `<add-to-cart-button>` for the lazy loader (`kurv.js`): fetched when the first such tag connects to the page; the
 * buttons beyond a page's first ones render when they come near the view (near-view.ts).
 */
export const mount = mountWhenNearView(mountElement(ADD_TO_CART_BUTTON_TAG, AddToCartButton, addToCartStyles), lookUpProduct);
