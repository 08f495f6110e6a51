import type { AsyncStatus } from '../../domain/cart';
import type { Order } from '../../domain/order';

/** Spec section 4: the order edit flow's state. */
export type OrderEditStatus = 'idle' | 'loading' | 'success' | 'error';

/** An edit session as kept in local storage, keyed by member id or GUEST (spec section 4). */
export interface StoredOrderEdit {
  orderId: string;
  /** Spec section 4: "the previous reservation amount is stored as total to pay". */
  previousTotalToPay: number;
  /** ISO: the supplier order deadline when present, else the deadline. */
  deadline: string;
}

export interface OrderState {
  /** The member's orders (for the add-to-cart question and the order pages). */
  list: Order[];
  listStatus: AsyncStatus;
  edit: {
    status: OrderEditStatus;
    /** The order asked about or being edited. */
    orderId: string | null;
    order: Order | null;
    /** The stored amount of the previous reservation while editing. */
    previousTotalToPay: number | null;
    /** ISO end of the edit window while editing. */
    deadline: string | null;
    error: string | null;
  };
  /** The member who chose 'Start ny bestilling' in this visit: adds are not asked about again. */
  declinedFor: string | null;
  /** The add that raised the add-to-cart question; done after the answer. */
  pendingAdd: { ean: string; quantity: number } | null;
}

export interface OrderSlice {
  order: OrderState;
  /** Loads the member's orders (members with the update-order flag only). */
  loadOrders: () => Promise<void>;
  /**
   * The order confirmation page (its address path: `paths.orderConfirmation` + '/' + order id): pushes `purchase` for
   * the member's order once, kept in the cookie WEBSHOP_ORDER_TRACKED. Answers whether it pushed (false on another page).
   */
  trackConfirmationPage: (pathname: string) => Promise<boolean>;
  /**
   * Before an add: asks 'Vil du legge til varer på eksisterende bestilling?' when the member has an editable order and
   * is neither editing nor has declined. Answers true when the add waits for the answer.
   */
  interceptAddForOrderEdit: (ean: string, quantity: number) => Promise<boolean>;
  /**
   * The host page's change-order action: asks 'Vil du endre bestillingen?' for one of the member's orders. Rejects with
   * 'The token has not been set. Log in with a token first' while nobody is logged in.
   */
  requestOrderChange: (orderId: string) => Promise<void>;
  /** 'Endre bestilling': loads the order into the cart (progress dialog, then edit mode, or the error dialog). */
  startOrderEdit: () => Promise<void>;
  /**
   * 'Start ny bestilling' ('startNew'): no edit, the waiting add goes to a fresh cart and later adds are not asked about
   * again in this visit. 'Avbryt', Escape or the close button ('cancel'): no edit and no add.
   */
  declineOrderEdit: (choice: 'startNew' | 'cancel') => Promise<void>;
  /**
   * Takes up this member's edit session after a reload or a cart change of another tab (edit mode until its deadline);
   * a passed one is cleared, and one ended in another tab ends here too.
   */
  restoreOrderEdit: (origin?: 'reload' | 'other-tab') => void;
  /** 'OK' on the error dialog: the dialog closes and an add that waited for the question goes to the cart as it is. */
  acknowledgeOrderEditError: () => Promise<void>;
  /**
   * Ends edit mode, 'expired' at the deadline, 'stopped' (the shopper's 'Avslutt endring', the reset after the order is
   * submitted) or 'logged-out' (the member who edits, `leavingMemberId`, logged out in this tab): the cart from before
   * the edit comes back (`giveBackKeptCart`). 'logged-out-in-other-tab' only ends it here: the tab that logged out gives
   * the cart back, and its cart reaches this tab.
   */
  endOrderEdit: (reason: 'expired' | 'stopped' | 'logged-out' | 'logged-out-in-other-tab', leavingMemberId?: string) => Promise<void>;
  /** Spec section 4: "Reset in edit mode removes the order and empties the cart"; outside edit mode it empties the cart. */
  resetCart: () => Promise<void>;
}

declare module '../shop-state' {
  /** The order slice's part of the shop's state. */
  interface ShopState extends OrderSlice {}
}
