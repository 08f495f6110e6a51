import { defineElement } from '../shared/index';
import { EDIT_ORDER_DIALOG_ATTRIBUTES, EDIT_ORDER_DIALOG_TAG } from '../tags';
import { EditOrderDialog } from './EditOrderDialog';

/**
 * Defines `<edit-order-dialog>`: the dialogs of changing a placed order (spec section 2): the question after an add
 * while the member has an editable order, or after the host page's `window.kurv.changeOrder(orderId)`; the progress
 * dialog 'Forbereder endring'; the error dialog. It has no attributes and shows nothing until asked.
 */
export function defineEditOrderDialog(): void {
  defineElement(EDIT_ORDER_DIALOG_TAG, EditOrderDialog, EDIT_ORDER_DIALOG_ATTRIBUTES);
}

export { EDIT_ORDER_DIALOG_TAG };
