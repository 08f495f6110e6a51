import { DAY_SECONDS, LOGIN_PROMPT_DISMISSAL_DAYS } from '../constants';
import { countCartUnits } from '../rules/cart-count';
import { shouldShowLoginPrompt } from '../rules/login-prompt';
import { COOKIE_NAMES } from '../settings/site-settings';
import type { ShopDependencies, ShopSliceCreator } from './state/shop-state';
import type { OpenDialog, UiSlice } from './state/ui-state';

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
        dependencies.cookies.set(COOKIE_NAMES.closedLoginPrompt, 'true', { maxAgeSeconds: LOGIN_PROMPT_DISMISSAL_DAYS * DAY_SECONDS });
        set((state) => {
          state.ui.loginPromptEan = null;
        });
      },
    };
  };
}
