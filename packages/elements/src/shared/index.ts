export { isOn } from './boolean-attribute';
export type { AttributeType } from './define-element';
export { defineElement } from './define-element';
export { ElementBody, ElementError, ElementErrorBoundary } from './ElementErrorBoundary';
export { ShadowStyle } from './ShadowStyle';
export type { ShopStoreProviderProps } from './ShopStoreProvider';
export { ShopStoreProvider, useShop, useShopShallow, useShopStore, useShopStoreUnavailable, useStyleNonce } from './ShopStoreProvider';
export { useLogin } from './use-login';
