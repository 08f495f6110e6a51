export { defineElement } from './define-element';
export { ElementErrorBoundary } from './ElementErrorBoundary';
export { ShopStoreProvider, useShop, useShopStore } from './ShopStoreProvider';
export type { AttributeType } from './define-element';
export type { ShopStoreProviderProps } from './ShopStoreProvider';
