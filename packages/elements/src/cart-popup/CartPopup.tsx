import { cartLineAmount, countCartUnits } from '@kurv/core/rules';
import { currentCalculationKey, fullyLoggedInMemberId, unavailableCartItems } from '@kurv/core/store';
import { CartBadgeButton } from '@kurv/ui';
import { Suspense, useEffect, useState } from 'react';
import { useShop, useShopStore } from '../shared/index';
import { lazyPart, Waiting } from '../shared/lazy-part';
import { usePopupsWithCartCode } from './use-popups-with-cart-code';

// The popups and the dialog: fetched when one must show, or when the shopper points at or focuses the badge.
const panels = lazyPart(() => import('./CartPanels').then((module) => module.CartPanels));

/**
 * Container of `<cart-popup>`: the header badge (count and total), the cart popup with the lines and the order options,
 * the checkout popup, and the unavailable-products dialog after another store is chosen. The popups and the dialog are a
 * module of their own (`CartPanels`), fetched when one of them must show: until then the page loads the badge alone.
 */
export function CartPopup() {
  const store = useShopStore();
  const texts = useShop((state) => state.settings.texts);
  const openDialog = useShop((state) => state.ui.openDialog);
  const itemCount = useShop((state) => countCartUnits(state.cart.items));
  const total = useShop((state) => state.cart.totals.totalToPay);
  // As the popup's summary (cartSummaryView): the last calculation's total, for a cart that has changed since.
  const totalNotUpdated = useShop(
    (state) =>
      state.user.extendedUser !== null &&
      state.cart.items.length > 0 &&
      state.cart.status !== 'updating' &&
      state.cart.breakdown?.pricedFor !== currentCalculationKey(state),
  );
  // The unavailable-products dialog opens by itself after another store is chosen, without the badge.
  const hasUnavailable = useShop((state) => unavailableCartItems(state).length > 0);
  const member = useShop(fullyLoggedInMemberId);
  const [waiting, setWaiting] = useState(false);

  useEffect(() => {
    void store.getState().ensureUser();
  }, [store]);

  const userLoaded = useShop((state) => state.user.extendedUser !== null);
  useEffect(() => {
    // A cart left unpriced by a calculator failure before a reload (a line priced for another quantity, or totals for
    // another cart, window or store) is priced again once the page is back and its user known.
    if (!userLoaded) {
      return;
    }
    const state = store.getState();
    const stale =
      state.cart.items.some((item) => !cartLineAmount(item).current) ||
      (state.cart.items.length > 0 && state.cart.breakdown?.pricedFor !== currentCalculationKey(state));
    if (stale) {
      void state.retryCartCalculation();
    }
  }, [userLoaded, store]);

  useEffect(() => {
    if (member !== null) {
      void store.getState().syncMemberCart('login');
    }
  }, [member, store]);

  const panelsShown = openDialog === 'cart' || openDialog === 'checkout' || hasUnavailable;
  const { popupsReady, takeBackWaitingPress } = usePopupsWithCartCode(panelsShown, panels.preload);
  // The cart's popup changes the cart (steppers, options): its intent fetches the cart's code with the popup's.
  const preload = () => {
    panels.preload();
    store
      .getState()
      .preloadCartCode()
      .catch(() => undefined);
  };

  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: no interaction here; the shopper's intent (pointer or focus on the badge) fetches the cart popup before the click, and Escape takes back a press still waiting. */}
      <span style={{ display: 'contents' }} onPointerEnter={preload} onFocus={preload} onKeyDown={takeBackWaitingPress}>
        <CartBadgeButton
          itemCount={itemCount}
          total={total}
          totalNotUpdated={totalNotUpdated}
          expanded={openDialog === 'cart'}
          waiting={waiting}
          texts={texts}
          onOpen={store.getState().openCartPopup}
        />
      </span>
      {panelsShown && !popupsReady ? <Waiting onWait={setWaiting} /> : null}
      {panelsShown && popupsReady ? (
        // While the popup's code is on its way (a moment, usually none after the intent's preload) the badge says it is
        // busy: its aria-expanded already tells the popup opens.
        <Suspense fallback={<Waiting onWait={setWaiting} />}>
          <panels.Part />
        </Suspense>
      ) : null}
    </>
  );
}
