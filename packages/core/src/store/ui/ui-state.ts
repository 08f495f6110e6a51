/** Which of Kurv's popups is open; one at a time. */
export type OpenDialog = 'cart' | 'checkout' | null;

/** The edit-order dialogs (spec section 2): the question, the progress while the order loads, the error. */
export interface EditOrderPrompt {
  /** 'addToCart': an add while the member has an editable order; 'changeOrder': the host page's change-order action. */
  trigger: 'addToCart' | 'changeOrder';
  pickupCode: string;
  /** ISO: the supplier order deadline when present, else the deadline. */
  deadline: string;
  status: 'confirm' | 'preparing' | 'error';
}

export interface UiSlice {
  ui: {
    openDialog: OpenDialog;
    /** The product whose add brought up the guest login prompt (the card shows by its button), or null. */
    loginPromptEan: string | null;
    /**
     * The product whose change local storage could not keep: its button says once that the cart cannot be saved on this
     * device (store/cart/store-cart.ts); null or absent for none.
     */
    storageNoticeEan?: string | null;
    /** The edit-order dialogs' state; null while none shows. */
    editOrder: EditOrderPrompt | null;
    /** How many `<edit-order-dialog>` elements are on the page: without one, adds are not held for its question. */
    editOrderDialogs: number;
  };
  openCartPopup: () => void;
  closeCartPopup: () => void;
  /** The cart popup's checkout button: the checkout popup takes the cart popup's place. */
  openCheckoutPopup: () => void;
  closeCheckoutPopup: () => void;
  /** 'Ikke nå': hides the login prompt for 30 days (spec section 9). */
  dismissLoginPrompt: () => void;
  /** An `<edit-order-dialog>` mounted; the answer unmounts it. */
  mountEditOrderDialog: () => () => void;
  /** Shows the edit-order question for an editable order. */
  askToEditOrder: (prompt: Omit<EditOrderPrompt, 'status'>) => void;
  /** 'Endre bestilling': the progress dialog 'Forbereder endring' shows while the order loads. */
  confirmEditOrder: () => void;
  /** The order could not be loaded or changed: the error dialog. */
  failEditOrder: () => void;
  /** 'Avbryt', 'Start ny bestilling' or 'OK' on the error: the dialogs close. */
  closeEditOrder: () => void;
}

declare module '../shop-state' {
  /** The ui slice's part of the shop's state. */
  interface ShopState extends UiSlice {}
}
