export type { AddToCartButtonProps } from './add-to-cart-button/AddToCartButton';
export { AddToCartButton } from './add-to-cart-button/AddToCartButton';
export { ADD_TO_CART_BUTTON_TAG, defineAddToCartButton } from './add-to-cart-button/define-add-to-cart-button';
export { CartPopup } from './cart-popup/CartPopup';
export { CART_POPUP_TAG, defineCartPopup } from './cart-popup/define-cart-popup';
export { defineAllElements } from './define';
export { defineEditOrderDialog, EDIT_ORDER_DIALOG_TAG } from './edit-order-dialog/define-edit-order-dialog';
export { EditOrderDialog } from './edit-order-dialog/EditOrderDialog';
export { defineHandoverPicker, HANDOVER_PICKER_TAG } from './handover-picker/define-handover-picker';
export type { HandoverPickerProps } from './handover-picker/HandoverPicker';
export { HandoverPicker } from './handover-picker/HandoverPicker';
// Typed tags and kurv:* events for hosts (generated: scripts/custom-elements-manifest.ts).
export type * from './kurv-elements';
export type { AttributeType, ShopStoreProviderProps } from './shared/index';
export { defineElement, ElementErrorBoundary, ShopStoreProvider, useShop, useShopStore } from './shared/index';
