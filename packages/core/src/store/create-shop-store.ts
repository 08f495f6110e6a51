import { produce } from 'immer';
import type { SiteSettings } from '../settings/site-settings';
import { assembleShopStore, type ShopStore } from './assemble-shop-store';
import { createCartSlice } from './cart/create-cart-slice';
import { createHandoverSlice } from './handover/create-handover-slice';
import { createOrderSlice } from './order/create-order-slice';
import * as memberCode from './session/member-code';
import type { ShopDependencies } from './shop-state';

export type { ShopStore } from './assemble-shop-store';

/**
 * Builds one page's shop store from parsed settings and its dependencies, with every slice's code at hand (tests,
 * stories, bundlers' users), and immer with it: recipes are taken at once. The browser's page store defers the cart's
 * actions and the handover and order code (`createDeferredShopStore`), and immer comes with them.
 */
export function createShopStore(settings: SiteSettings, dependencies: ShopDependencies): ShopStore {
  const store = assembleShopStore(settings, dependencies, {
    memberCode: () => memberCode,
    cart: createCartSlice(dependencies, settings.chainId),
    handover: createHandoverSlice(dependencies),
    order: createOrderSlice(dependencies, settings.chainId),
  });
  store.enableDrafts(produce);
  return store;
}
