import { mountElement } from '../shared/element-root';
import { EDIT_ORDER_DIALOG_TAG } from '../tags';
import { EditOrderDialog } from './EditOrderDialog';

/** `<edit-order-dialog>` for the lazy loader (`kurv.js`): fetched when the first such tag connects to the page. */
export const mount = mountElement(EDIT_ORDER_DIALOG_TAG, EditOrderDialog);
