import type { AttributeType } from './shared/define-element';

// The four tags and the attributes each reads (r2wc's prop types), in one dependency-free module: the eager
// definitions (`define-*.ts`) and the lazy loader (`kurv-loader.ts`, which must stay small) both read them.

type ElementAttributes = Readonly<Record<string, AttributeType>>;

/** The tag of the add-to-cart button. */
export const ADD_TO_CART_BUTTON_TAG = 'add-to-cart-button';
/** `<add-to-cart-button>` reads `ean` and `ignore-out-of-stock`. */
export const ADD_TO_CART_BUTTON_ATTRIBUTES = { ean: 'string', ignoreOutOfStock: 'boolean' } as const satisfies ElementAttributes;

/** The tag of the cart popup. */
export const CART_POPUP_TAG = 'cart-popup';
/** `<cart-popup>` has no attributes. */
export const CART_POPUP_ATTRIBUTES = {} as const satisfies ElementAttributes;

/** The tag of the edit-order dialogs. */
export const EDIT_ORDER_DIALOG_TAG = 'edit-order-dialog';
/** `<edit-order-dialog>` has no attributes. */
export const EDIT_ORDER_DIALOG_ATTRIBUTES = {} as const satisfies ElementAttributes;

/** The tag of the handover picker. */
export const HANDOVER_PICKER_TAG = 'handover-picker';
/** `<handover-picker>` reads `open` and `prompt`. */
export const HANDOVER_PICKER_ATTRIBUTES = { open: 'boolean', prompt: 'boolean' } as const satisfies ElementAttributes;
