import { defineEditOrderDialog } from './define-edit-order-dialog';

defineEditOrderDialog();

export { defineEditOrderDialog, EDIT_ORDER_DIALOG_TAG } from './define-edit-order-dialog';
export { EditOrderDialog } from './EditOrderDialog';
