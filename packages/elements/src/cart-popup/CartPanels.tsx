import {
  availabilityTexts,
  BAG_TYPES,
  type CartItem,
  checkoutNeedsPopup,
  countCartUnits,
  drugGroupQuantity,
  formatEditDeadline,
  isCorporateUser,
  minimumPurchaseMessage,
  type OrderLine,
  offeredServiceFeeTypes,
  originalOrderItems,
  productAvailability,
  productRestrictions,
  quantityStep,
  removedItemText,
  restrictedCartNotices,
  type ShopState,
  savedHandover,
  type Texts,
  unavailableCartItems,
} from '@kurv/core';
import {
  type CartLineView,
  CartPopupView,
  CheckoutPopupView,
  cartStyles,
  dialogStyles,
  handoverSummaryParts,
  UnavailableProductsDialog,
} from '@kurv/ui';
import { type MouseEvent, useMemo } from 'react';
import { useShop, useShopStore } from '../shared/index';

/** One cart line as the popup shows it: the availability of one more step gives its notice, labels and stepper limit. */
function toLineView(
  item: CartItem,
  items: readonly CartItem[],
  originalItems: readonly OrderLine[] | null,
  texts: Texts,
  now: Date,
): CartLineView {
  const availability = productAvailability({
    product: item.product,
    otherGroupQuantity: item.product.drug === null ? 0 : drugGroupQuantity(item.product.drug, item.ean, items),
    doesNotExistInCurrentStore: item.doesNotExistInCurrentStore,
    originalOrderItems: originalItems,
    desiredQuantity: item.quantity + quantityStep(item.product),
    now,
  });
  const said = availabilityTexts(availability, item.product, { showsName: false, now }, texts);
  return {
    ean: item.ean,
    title: item.product.title,
    subtitle: item.product.subtitle,
    quantity: item.quantity,
    step: quantityStep(item.product),
    increaseDisabled: !availability.canAdd,
    lineTotal: item.lineTotal,
    lineTotalOriginal: item.lineTotalOriginal,
    substitute: item.substitute,
    canSlice: item.product.isBreadAndCanSlice,
    shouldSlice: item.shouldSlice,
    notInStore: item.doesNotExistInCurrentStore,
    notice: said.notice,
    labels: said.labels,
  };
}

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
  const texts = useShop((state) => state.settings.texts);
  const paths = useShop((state) => state.settings.paths);
  const sharingCart = useShop((state) => state.settings.features.sharingCart);
  const openDialog = useShop((state) => state.ui.openDialog);
  const cart = useShop((state) => state.cart);
  const storeName = useShop((state) => state.user.extendedUser?.store.name ?? null);
  const handoverType = useShop((state) => state.user.extendedUser?.handoverInfo.handoverType ?? 'Store');
  const corporate = useShop((state) => isCorporateUser(state.user.extendedUser));
  const windowDays = useShop((state) => state.handover.windows.days);
  const summary = useShop(handoverSummary);
  const originalItems = useShop(originalOrderItems);
  const editDeadline = useShop((state) => (state.order.edit.status === 'success' ? state.order.edit.deadline : null));
  const editPickupCode = useShop((state) => (state.order.edit.status === 'success' ? (state.order.edit.order?.pickupCode ?? '') : null));

  const lines = useMemo(() => {
    const now = new Date();
    return cart.items.map((item) => toLineView(item, cart.items, originalItems, texts, now));
  }, [cart.items, originalItems, texts]);

  const restrictedNotices = useMemo(() => {
    const windows = windowDays.flatMap((day) => day.handoverWindows);
    return restrictedCartNotices(
      cart.items.map((item) => ({ ean: item.ean, title: item.product.title, restrictions: productRestrictions(item.product, windows) })),
      texts,
    );
  }, [cart.items, windowDays, texts]);

  const removed = cart.removed;
  const minimumPurchaseText =
    cart.minimumPurchase === null || cart.items.length === 0
      ? null
      : minimumPurchaseMessage(handoverType, cart.minimumPurchase, cart.totals.calculatorTotal, texts);
  const unavailable = unavailableCartItems({ cart });
  const actions = store.getState();

  const onCheckout = (event: MouseEvent<HTMLAnchorElement>) => {
    if (checkoutNeedsPopup({ handoverTimeChosen: summary !== null, minimumReached: minimumPurchaseText === null })) {
      event.preventDefault();
      actions.openCheckoutPopup();
    }
  };

  return (
    <>
      {/* The popups' styles come with them (the badge needs only the widget styles); the cart's own after the dialogs'. */}
      <style>{dialogStyles}</style>
      <style>{cartStyles}</style>
      <CartPopupView
        open={openDialog === 'cart'}
        lines={lines}
        totals={cart.totals}
        fees={cart.fees}
        itemCount={countCartUnits(cart.items)}
        status={cart.status}
        errorText={cart.error?.message ?? null}
        storeName={storeName}
        checkoutHref={paths.checkout}
        shareHref={sharingCart ? `${paths.sharedCart}${encodeURIComponent(cart.persistedId)}` : null}
        restrictedNotices={restrictedNotices}
        removedItemText={
          removed === null ? null : removedItemText(removed.item.quantity, 'stk', removed.item.product.title || texts.unknownProduct, texts)
        }
        minimumPurchaseText={minimumPurchaseText}
        bagType={cart.bagType}
        bagTypes={BAG_TYPES}
        serviceFeeType={cart.serviceFeeType}
        serviceFeeTypes={offeredServiceFeeTypes(corporate)}
        substitutePreference={cart.substitutePreference}
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
        onChangeSubstitutePreference={(preference) => void actions.setSubstitutePreference(preference)}
        onChangeSubstituteComment={actions.setSubstituteComment}
        onDismissError={actions.dismissCartError}
        onCheckout={onCheckout}
        onRetry={() => void actions.retryCartCalculation()}
        editingOrder={
          editDeadline === null || editPickupCode === null
            ? null
            : { pickupCode: editPickupCode, deadlineText: formatEditDeadline(new Date(editDeadline)) }
        }
        onStopEditing={() => actions.endOrderEdit('stopped')}
      />
      <CheckoutPopupView
        open={openDialog === 'checkout'}
        handoverSummary={summary}
        totalToPay={cart.totals.totalToPay}
        minimumPurchaseText={minimumPurchaseText}
        checkoutHref={paths.checkout}
        texts={texts}
        onChooseHandover={() => {
          actions.closeCheckoutPopup();
          actions.openHandoverPicker(summary === null && store.getState().user.extendedUser?.handoverInfo.handoverType ? 'time' : 'type');
        }}
        onClose={actions.closeCheckoutPopup}
      />
      <UnavailableProductsDialog
        open={unavailable.length > 0}
        handoverType={handoverType}
        storeName={storeName}
        items={unavailable.map((item) => ({ ean: item.ean, title: item.product.title, subtitle: item.product.subtitle }))}
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
