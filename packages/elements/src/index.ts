export type { AddToCartButtonProps } from './add-to-cart-button/AddToCartButton';
export { AddToCartButton } from './add-to-cart-button/AddToCartButton';
export { ADD_TO_CART_BUTTON_TAG, defineAddToCartButton } from './add-to-cart-button/define-add-to-cart-button';
export { CartPopup } from './cart-popup/CartPopup';
export { CART_POPUP_TAG, defineCartPopup } from './cart-popup/define-cart-popup';
export { defineAllElements } from './define';
export type { AttributeType, ShopStoreProviderProps } from './shared/index';
export { defineElement, ElementErrorBoundary, ShopStoreProvider, useShop, useShopStore } from './shared/index';
