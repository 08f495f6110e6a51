import { tryGetShopStore } from '@kurv/core/page';
import { addToCartStyles } from '@kurv/ui';
import { mountElement } from '../shared/element-root';
import { ADD_TO_CART_BUTTON_TAG } from '../tags';
import { AddToCartButton } from './AddToCartButton';
import { mountWhenNearView } from './near-view';

let eansToLookUp: string[] = [];

/**
 * Looks up a tag's product when it mounts, rendered or not (as AddToCartButton does when it renders). The tags mounted
 * in one task (a product list's, once the code is here) are looked up together: one change of the store, not one a tag.
 */
function lookUpProduct(props: Record<string, unknown>): void {
  const ean = typeof props.ean === 'string' ? props.ean : '';
  if (ean === '') {
    return;
  }
  if (eansToLookUp.length === 0) {
    queueMicrotask(() => {
      const eans = eansToLookUp;
      eansToLookUp = [];
      void tryGetShopStore()?.getState().loadProducts(eans, /* forButtons */ true);
    });
  }
  eansToLookUp.push(ean);
}

/**
 * `<add-to-cart-button>` for the lazy loader (`kurv.js`): fetched when the first such tag connects to the page; the
 * buttons beyond a page's first ones render when they come near the view (near-view.ts).
 */
export const mount = mountWhenNearView(mountElement(ADD_TO_CART_BUTTON_TAG, AddToCartButton, addToCartStyles), lookUpProduct);
