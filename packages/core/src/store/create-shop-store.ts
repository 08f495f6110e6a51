import { immer } from 'zustand/middleware/immer';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { SiteSettings } from '../settings/site-settings';
import { createCartSlice } from './create-cart-slice';
import { createCatalogSlice } from './create-catalog-slice';
import { createHandoverSlice } from './create-handover-slice';
import { createOrderSlice } from './create-order-slice';
import { createSessionSlice } from './create-session-slice';
import { createUiSlice } from './create-ui-slice';
import { createUserSlice } from './create-user-slice';
import type { ShopDependencies, ShopState } from './shop-state';

export type ShopStore = StoreApi<ShopState>;

/** Builds one page's shop store from parsed settings and its dependencies. */
export function createShopStore(settings: SiteSettings, dependencies: ShopDependencies): ShopStore {
  const session = createSessionSlice(dependencies);
  const user = createUserSlice(dependencies);
  const catalog = createCatalogSlice(dependencies);
  const cart = createCartSlice(dependencies, settings.chainId);
  const handover = createHandoverSlice(dependencies);
  const order = createOrderSlice(dependencies, settings.chainId);
  const store = createStore<ShopState>()(
    immer((...args) => ({
      settings,
      ...session(...args),
      ...user(...args),
      ...catalog(...args),
      ...cart(...args),
      ...createUiSlice(dependencies)(...args),
      ...handover(...args),
      ...order(...args),
    })),
  );
  followCartReasons(store);
  return store;
}

/**
 * What the cart follows in the rest of the store: another store chosen (the lines are checked against its assortment:
 * the unavailable-products dialog, excess lines). The member's cart on the platform is joined by `<cart-popup>`, the
 * element that shows the cart, once a member is known.
 */
function followCartReasons(store: ShopStore): void {
  store.subscribe((state, previous) => {
    const gln = state.user.extendedUser?.store.gln ?? null;
    const previousGln = previous.user.extendedUser?.store.gln ?? null;
    if (gln !== null && previousGln !== null && gln !== previousGln && state.cart.items.length > 0) {
      void state.checkCartInStore();
    }
  });
}
