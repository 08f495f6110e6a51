export { createBrowserDependencies } from './browser-dependencies';
export type { ShopStoreRegistration } from './get-shop-store';
export { getShopStore, SHOP_STORE_KEY } from './get-shop-store';
export type { KurvHostApi } from './kurv-host-api';
export { readPageSettings } from './page-settings';
