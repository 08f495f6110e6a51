import { defineAddToCartButton } from './add-to-cart-button/define-add-to-cart-button';
import { defineCartPopup } from './cart-popup/define-cart-popup';
import { defineEditOrderDialog } from './edit-order-dialog/define-edit-order-dialog';
import { defineHandoverPicker } from './handover-picker/define-handover-picker';

/** Registers every Kurv tag (each guarded: a tag already defined on the page is left alone). */
export function defineAllElements(): void {
  defineAddToCartButton();
  defineCartPopup();
  defineEditOrderDialog();
  defineHandoverPicker();
}
