import { isActionCodeHere } from '@kurv/core/store';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useShop, useShopStore } from '../shared/index';

/**
 * Not in the spec: the popups change the cart (its steppers, options, removal), so they show with the cart's code. Shown
 * before it (a slow network), a line's «Øk antall» pressed twice asked twice for the same next quantity. The badge says it
 * is busy meanwhile; a code that cannot be fetched shows them anyway, and a change then shows its error. Whether the code
 * is here is read from the state, so a popup opened after it came (the usual case) shows at once, the badge never busy.
 * Escape on the busy badge takes back the press (`takeBackWaitingPress`), as it would close the popup once shown: the
 * focus never left the badge.
 */
export function usePopupsWithCartCode(panelsShown: boolean, preloadPanels: () => void) {
  const store = useShopStore();
  const cartCodeHere = useShop((state) => isActionCodeHere(state.preloadCartCode));
  const [cartCodeFailed, setCartCodeFailed] = useState(false);
  const popupsReady = cartCodeHere || cartCodeFailed;
  useEffect(() => {
    if (panelsShown && !popupsReady) {
      preloadPanels();
      store
        .getState()
        .preloadCartCode()
        .catch(() => setCartCodeFailed(true));
    }
  }, [panelsShown, popupsReady, preloadPanels, store]);

  const takeBackWaitingPress = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && panelsShown && !popupsReady) {
      const { closeCartPopup, closeCheckoutPopup } = store.getState();
      closeCartPopup();
      closeCheckoutPopup();
    }
  };
  return { popupsReady, takeBackWaitingPress };
}
