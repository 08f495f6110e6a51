import { DAY_SECONDS, LOGIN_PROMPT_DISMISSAL_DAYS } from '../../constants';
import { countCartUnits } from '../../rules/cart-count';
import { shouldShowLoginPrompt } from '../../rules/login-prompt';
import { hasLoginRoute } from '../../rules/login-route';
import { COOKIE_NAMES } from '../../settings/site-settings';
import { partSetter } from '../middleware/set-part';
import type { ShopDependencies, ShopSliceCreator } from '../shop-state';
import type { EditOrderPrompt, OpenDialog, UiSlice } from './ui-state';

/** Which of Kurv's dialogs and popups show; plain values (first-load code: store/middleware/lazy-drafts.ts). */
export function createUiSlice(dependencies: ShopDependencies): ShopSliceCreator<UiSlice> {
  return (set, get) => {
    const setPart = partSetter(set, get);
    const setOpenDialog = (next: OpenDialog) => {
      const before = get().ui.openDialog;
      if (before === next) {
        return;
      }
      setPart('ui', { openDialog: next });
      if (before === 'cart' || next === 'cart') {
        dependencies.events.emit('kurv:cart-popup-toggled', { open: next === 'cart' });
      }
      if (before === 'checkout' || next === 'checkout') {
        dependencies.events.emit('kurv:checkout-popup-toggled', { open: next === 'checkout' });
      }
    };

    const setEditOrderStatus = (status: EditOrderPrompt['status']) => {
      const { editOrder } = get().ui;
      if (editOrder !== null && editOrder.status !== status) {
        setPart('ui', { editOrder: { ...editOrder, status } });
      }
    };

    return {
      ui: { openDialog: null, loginPromptEan: null, editOrder: null, editOrderDialogs: 0 },
      mountEditOrderDialog: () => {
        setPart('ui', { editOrderDialogs: get().ui.editOrderDialogs + 1 });
        return () => setPart('ui', { editOrderDialogs: Math.max(get().ui.editOrderDialogs - 1, 0) });
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
          // A guest is never known as corporate: `paths.login` is theirs (loginPagePath).
          canLogIn: hasLoginRoute(settings.platform, settings.paths.login),
        });
        if (shown && get().ui.loginPromptEan === null) {
          setPart('ui', { loginPromptEan: ean });
        }
      },
      askToEditOrder: (prompt) => setPart('ui', { editOrder: { ...prompt, status: 'confirm' } }),
      confirmEditOrder: () => setEditOrderStatus('preparing'),
      failEditOrder: () => setEditOrderStatus('error'),
      closeEditOrder: () => setPart('ui', { editOrder: null }),
      dismissLoginPrompt: () => {
        dependencies.cookies.set(COOKIE_NAMES.closedLoginPrompt, 'true', { maxAgeSeconds: LOGIN_PROMPT_DISMISSAL_DAYS * DAY_SECONDS });
        setPart('ui', { loginPromptEan: null });
      },
    };
  };
}
