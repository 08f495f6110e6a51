/** Realistic data for the order-edit dialogs, shared by their tests and stories. Data only, no callbacks. */
import { nb } from '@kurv/core/texts';
import type { EditOrderDialogViewProps } from './EditOrderDialogView';
import type { EditOrderErrorDialogProps } from './EditOrderErrorDialog';
import type { EditOrderProgressDialogProps } from './EditOrderProgressDialog';

/** An ordinary deadline: 18.00 Oslo time (winter) on 20 November 2026, shown "20.11 18.00". */
export const EDIT_DEADLINE = '2026-11-20T17:00:00Z';
export const EDIT_DEADLINE_SHOWN = '20.11 18.00';

/** A deadline at midnight starting 22 November 2026 in Oslo, shown as the day before's "21.11 23.59" (spec section 9). */
export const MIDNIGHT_EDIT_DEADLINE = '2026-11-21T23:00:00Z';
export const MIDNIGHT_EDIT_DEADLINE_SHOWN = '21.11 23.59';

export const PICKUP_CODE = '483920';

export type EditOrderDialogData = Omit<EditOrderDialogViewProps, 'onEditOrder' | 'onStartNewOrder' | 'onCancel'>;

export const EDIT_ORDER_DIALOG_DATA: EditOrderDialogData = {
  open: true,
  trigger: 'addToCart',
  pickupCode: PICKUP_CODE,
  deadline: EDIT_DEADLINE,
  texts: nb,
  busy: false,
};

export const EDIT_ORDER_PROGRESS_DATA: EditOrderProgressDialogProps = { open: true, texts: nb };

export const EDIT_ORDER_ERROR_DATA: Omit<EditOrderErrorDialogProps, 'onClose'> = { open: true, texts: nb };

/** The error dialog on a site with a support phone (settings supportPhone). */
export const EDIT_ORDER_ERROR_WITH_PHONE_DATA: Omit<EditOrderErrorDialogProps, 'onClose'> = {
  ...EDIT_ORDER_ERROR_DATA,
  supportPhone: '21 00 12 10',
};
