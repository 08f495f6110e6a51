import { canAskAboutOrder, orderEditingMemberId } from '@kurv/core/store';
import { cartWindowFactsKey } from '@kurv/core/view';
import { useFilledAfterPaint } from '@kurv/ui';
import { useEffect, useRef } from 'react';
import { useShop, useShopStore } from '../shared/index';

/**
 * What the open cart popup reads that the first load did not: the windows behind the restricted-cart reasons (when the
 * popup needs them), and the member's orders, once, so the popup can say the cart is a new order (`newOrderNote`).
 */
export function usePopupLoads(): void {
  const store = useShopStore();
  const windowFactsKey = useShop(cartWindowFactsKey);
  const loadedWindowFacts = useRef<string | null>(null);
  useEffect(() => {
    if (windowFactsKey !== null && windowFactsKey !== loadedWindowFacts.current) {
      loadedWindowFacts.current = windowFactsKey;
      void store.getState().loadHandoverWindows();
    }
  }, [windowFactsKey, store]);

  const ordersToLoadFor = useShop((state) =>
    state.ui.openDialog === 'cart' &&
    state.order.listStatus === 'idle' &&
    state.order.list.length === 0 &&
    state.order.edit.status === 'idle'
      ? orderEditingMemberId(state)
      : null,
  );
  const loadedOrdersFor = useRef<string | null>(null);
  useEffect(() => {
    if (ordersToLoadFor !== null && ordersToLoadFor !== loadedOrdersFor.current) {
      loadedOrdersFor.current = ordersToLoadFor;
      void store.getState().loadOrders();
    }
  }, [ordersToLoadFor, store]);
}

/** 'Endre bestilling' beside the popup's word on a changeable order: only when an `<edit-order-dialog>` can ask. */
export function useChangeOrder(): ((orderId: string) => void) | undefined {
  const store = useShopStore();
  const canChangeOrder = useShop(canAskAboutOrder);
  if (!canChangeOrder) {
    return undefined;
  }
  return (orderId) => {
    // The question is a dialog of its own: the cart closes first, as before an add that asks it.
    store.getState().closeCartPopup();
    void store.getState().requestOrderChange(orderId);
  };
}

/** Whether the cart popup shows its lines: from the task after the press that opened it painted the sheet and its title. */
export function useCartContentShown(): boolean {
  return useFilledAfterPaint(useShop((state) => state.ui.openDialog === 'cart'));
}
