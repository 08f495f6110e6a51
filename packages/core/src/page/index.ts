export { createBrowserDependencies } from './browser-dependencies';
export type { ShopStoreRegistration } from './get-shop-store';
export { getShopStore, SHOP_STORE_KEY, tryGetShopStore } from './get-shop-store';
export type { HostInputError } from './host-profile';
export type { HostCallMethod, HostProfileMethod, KurvHostApi } from './kurv-host-api';
export { HOST_CALL_METHODS, HOST_PROFILE_METHODS } from './kurv-host-api';
export { readPageSettings } from './page-settings';
