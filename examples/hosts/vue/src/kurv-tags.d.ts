/**
 * Kurv's tags for vue-tsc: their attributes typed from the package's declarations, so `:open="42"` on
 * `<handover-picker>` does not compile. (vite.config.ts's `isCustomElement` tells Vue's compiler they are custom elements.)
 */
import type { AddToCartButtonAttributes, CartPopupAttributes, EditOrderDialogAttributes, HandoverPickerAttributes } from '@kurv/widgets';
import type { DefineComponent } from 'vue';

declare module 'vue' {
  interface GlobalComponents {
    'add-to-cart-button': DefineComponent<AddToCartButtonAttributes>;
    'cart-popup': DefineComponent<CartPopupAttributes>;
    'edit-order-dialog': DefineComponent<EditOrderDialogAttributes>;
    'handover-picker': DefineComponent<HandoverPickerAttributes>;
  }
}
