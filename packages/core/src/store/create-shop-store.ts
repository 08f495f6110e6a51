import { immer } from 'zustand/middleware/immer';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { SiteSettings } from '../settings/site-settings';
import { createCartSlice } from './create-cart-slice';
import { createCatalogSlice } from './create-catalog-slice';
import { createHandoverSlice } from './create-handover-slice';
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
  return createStore<ShopState>()(
    immer((...args) => ({
      settings,
      ...session(...args),
      ...user(...args),
      ...catalog(...args),
      ...cart(...args),
      ...createUiSlice(...args),
      ...handover(...args),
    })),
  );
}
