import { countCartUnits } from '../rules/cart-count';
import { LOGIN_PROMPT_DISMISS_DAYS, shouldShowLoginPrompt } from '../rules/cart-options';
import { COOKIE_NAMES } from '../settings/site-settings';
import type { ShopDependencies, ShopSliceCreator } from './shop-state';

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
  /** After an add: shows the guest login prompt when spec section 6 says so. */
  considerLoginPrompt: (ean: string) => void;
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

const DAY_SECONDS = 24 * 60 * 60;

export function createUiSlice(dependencies: ShopDependencies): ShopSliceCreator<UiSlice> {
  return (set, get) => {
    const setOpenDialog = (next: OpenDialog) => {
      const before = get().ui.openDialog;
      if (before === next) {
        return;
      }
      set((state) => {
        state.ui.openDialog = next;
      });
      if (before === 'cart' || next === 'cart') {
        dependencies.events.emit('kurv:cart-popup-toggled', { open: next === 'cart' });
      }
      if (before === 'checkout' || next === 'checkout') {
        dependencies.events.emit('kurv:checkout-popup-toggled', { open: next === 'checkout' });
      }
    };

    return {
      ui: { openDialog: null, loginPromptEan: null, editOrder: null, editOrderDialogs: 0 },
      mountEditOrderDialog: () => {
        set((state) => {
          state.ui.editOrderDialogs += 1;
        });
        return () =>
          set((state) => {
            state.ui.editOrderDialogs = Math.max(state.ui.editOrderDialogs - 1, 0);
          });
      },
      openCartPopup: () => setOpenDialog('cart'),
      closeCartPopup: () => {
        if (get().ui.openDialog === 'cart') {
          setOpenDialog(null);
        }
      },
      openCheckoutPopup: () => setOpenDialog('checkout'),
      closeCheckoutPopup: () => {
        if (get().ui.openDialog === 'checkout') {
          setOpenDialog(null);
        }
      },
      considerLoginPrompt: (ean) => {
        const { settings, session, cart } = get();
        const shown = shouldShowLoginPrompt({
          loginLevel: session.loginLevel,
          enabled: settings.features.loginPopup,
          itemCount: countCartUnits(cart.items),
          threshold: settings.loginPopupItemCount,
          dismissed: dependencies.cookies.get(COOKIE_NAMES.closedLoginPrompt) !== null,
        });
        if (shown && get().ui.loginPromptEan === null) {
          set((state) => {
            state.ui.loginPromptEan = ean;
          });
        }
      },
      askToEditOrder: (prompt) =>
        set((state) => {
          state.ui.editOrder = { ...prompt, status: 'confirm' };
        }),
      confirmEditOrder: () =>
        set((state) => {
          if (state.ui.editOrder) {
            state.ui.editOrder.status = 'preparing';
          }
        }),
      failEditOrder: () =>
        set((state) => {
          if (state.ui.editOrder) {
            state.ui.editOrder.status = 'error';
          }
        }),
      closeEditOrder: () =>
        set((state) => {
          state.ui.editOrder = null;
        }),
      dismissLoginPrompt: () => {
        dependencies.cookies.set(COOKIE_NAMES.closedLoginPrompt, 'true', { maxAgeSeconds: LOGIN_PROMPT_DISMISS_DAYS * DAY_SECONDS });
        set((state) => {
          state.ui.loginPromptEan = null;
        });
      },
    };
  };
}
