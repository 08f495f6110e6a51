import { checkoutNeedsPopup } from '@kurv/core/rules';
import { type ShopState, savedHandover } from '@kurv/core/store';
import { cartPopupInput, cartPopupView } from '@kurv/core/view';
import { CartPopupView, CheckoutPopupView, cartStyles, dialogStyles, handoverSummaryParts, UnavailableProductsDialog } from '@kurv/ui';
import { type MouseEvent, useMemo } from 'react';
import { ShadowStyle, useShop, useShopShallow, useShopStore } from '../shared/index';
import { useLeaveForCheckout } from './use-leave-for-checkout';
import { useCartContentShown, useChangeOrder, usePopupLoads } from './use-popup-loads';

/** The chosen handover in words for the checkout popup; null until a time is chosen. */
function handoverSummary(state: ShopState): string | null {
  const user = state.user.extendedUser;
  const saved = savedHandover(user);
  if (!user?.handoverInfo.windowId || saved.window === null) {
    return null;
  }
  return handoverSummaryParts(state.settings.texts, saved.handoverType, saved.place, saved.window).join(', ');
}

/**
 * The part of `<cart-popup>` that shows only when the store says so: the cart popup with the lines and the order options,
 * the checkout popup, and the unavailable-products dialog after another store is chosen. The element imports this module
 * when one of them must show (or the shopper reaches for the badge), so a page where the cart stays closed loads the
 * badge alone.
 */
export function CartPanels() {
  const store = useShopStore();
  const input = useShopShallow(cartPopupInput);
  const checkoutHref = useShop((state) => state.settings.paths.checkout);
  const openDialog = useShop((state) => state.ui.openDialog);
  const storeName = useShop((state) => state.user.extendedUser?.store.name ?? null);
  const summary = useShop(handoverSummary);
  // The page's origin makes the shared-cart link absolute, so it can be copied and sent.
  const view = useMemo(() => cartPopupView(input, new Date(), globalThis.location?.origin ?? ''), [input]);
  const { cart, texts, handoverType } = input;
  const { unavailableItems, ...popup } = view;
  const actions = store.getState();
  usePopupLoads();
  const onChangeOrder = useChangeOrder();
  const cartContentShown = useCartContentShown();

  const leaveForCheckout = useLeaveForCheckout(checkoutHref);
  const onCheckout = (event: MouseEvent<HTMLAnchorElement>) => {
    if (checkoutNeedsPopup({ handoverTimeChosen: summary !== null, minimumReached: view.minimumPurchaseText === null })) {
      event.preventDefault();
      actions.openCheckoutPopup();
      return;
    }
    leaveForCheckout(event);
  };

  return (
    <>
      {/* The popups' styles come with them (the badge needs only the widget styles); the cart's own after the dialogs'. */}
      <ShadowStyle css={dialogStyles} />
      <ShadowStyle css={cartStyles} />
      <CartPopupView
        {...popup}
        open={openDialog === 'cart'}
        contentShown={cartContentShown}
        totals={cart.totals}
        status={cart.status}
        errorText={cart.error?.message ?? null}
        storeName={storeName}
        checkoutHref={checkoutHref}
        bagType={cart.bagType}
        serviceFeeType={cart.serviceFeeType}
        substituteComment={cart.substituteComment}
        texts={texts}
        onClose={actions.closeCartPopup}
        onChangeQuantity={(ean, quantity) => void actions.setItemQuantity(ean, quantity)}
        onRemove={(ean) => void actions.removeItem(ean)}
        onUndoRemove={() => void actions.undoRemoveItem()}
        onToggleSubstitute={(ean, on) => void actions.setItemSubstitute(ean, on)}
        onToggleSlice={(ean, on) => void actions.setItemSlicing(ean, on)}
        onChangeBagType={(type) => void actions.setBagType(type)}
        onChangeServiceFeeType={(type) => void actions.setServiceFeeType(type)}
        onChangeSubstituteComment={actions.setSubstituteComment}
        onDismissError={actions.dismissCartError}
        onCheckout={onCheckout}
        onRetry={() => void actions.retryCartCalculation()}
        onStopEditing={() => actions.endOrderEdit('stopped')}
        onChangeOrder={onChangeOrder}
      />
      <CheckoutPopupView
        open={openDialog === 'checkout'}
        handoverSummary={summary}
        totalToPay={view.summary.totalToPay}
        minimumPurchaseText={view.minimumPurchaseText}
        checkoutHref={checkoutHref}
        onCheckout={leaveForCheckout}
        lines={view.lines}
        updating={cart.status === 'updating'}
        texts={texts}
        onChooseHandover={() => {
          actions.closeCheckoutPopup();
          actions.openHandoverPicker(summary === null && store.getState().user.extendedUser?.handoverInfo.handoverType ? 'time' : 'type');
        }}
        onClose={actions.closeCheckoutPopup}
      />
      <UnavailableProductsDialog
        open={unavailableItems.length > 0}
        handoverType={handoverType}
        storeName={storeName}
        items={unavailableItems}
        texts={texts}
        onKeepItems={actions.keepUnavailableItems}
        onChangeItems={() => {
          // 'Endre varer': the cart, where the lines not in the store are marked and can be removed.
          actions.keepUnavailableItems();
          actions.openCartPopup();
        }}
      />
    </>
  );
}
