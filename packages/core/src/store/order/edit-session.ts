import { messageOf } from '../../api/api-error';
import { ORDER_DEFAULTS } from '../../domain/cart';
import { canEditOrder, orderEditDeadline } from '../../rules/order-edit';
import { normalizeSubstitutes } from '../../rules/substitutes';
import { allTexts } from '../../texts/part-texts';
import type { OrderContext } from './context';
import { toCartLines } from './editable-orders';
import { cancelExpiry, scheduleExpiry } from './expiry';
import { NOT_EDITING } from './order-start';
import type { OrderSlice, StoredOrderEdit } from './order-state';

type EditSessionActions = Pick<
  OrderSlice,
  'startOrderEdit' | 'declineOrderEdit' | 'acknowledgeOrderEditError' | 'endOrderEdit' | 'resetCart'
>;

/** The answers to the question and the edit session they start or end: loading the order, ending, resetting. */
export function createEditSessionActions(context: OrderContext): EditSessionActions {
  const { dependencies, get, set, orderApi, memory, memberId, sessionKey } = context;

  const finishPendingAdd = async () => {
    const pending = get().order.pendingAdd;
    set((state) => {
      state.order.pendingAdd = null;
    });
    if (pending) {
      await get().addItem(pending.ean, pending.quantity);
    }
  };

  return {
    startOrderEdit: async () => {
      const member = memberId();
      const orderId = get().order.edit.orderId;
      if (member === null || orderId === null) {
        get().closeEditOrder();
        return;
      }
      get().confirmEditOrder();
      set((state) => {
        state.order.edit.status = 'loading';
      });
      try {
        const order = await orderApi.getOrder(member, orderId);
        const deadline = orderEditDeadline(order);
        if (deadline === null || !canEditOrder(order, dependencies.now())) {
          throw new Error(`Order ${orderId} can no longer be changed`);
        }
        await get().loadProducts(order.originalCart.items.map((line) => line.ean));
        const previousTotalToPay = order.totals.totalToPay;
        // The shopper's own cart is kept aside until the edit ends (not in the spec; see store/cart/kept-cart.ts).
        await get().keepCartForOrderEdit();
        set((state) => {
          state.order.edit = { status: 'success', orderId, order, previousTotalToPay, deadline, error: null };
          // Spec section 4: the order's preference other than SIMILAR reads as SIMILAR with every substitute on.
          const substitutes = normalizeSubstitutes({
            substitutePreference: order.substitutePreference,
            items: toCartLines(order.originalCart.items, state),
          });
          state.cart.items = [...substitutes.items];
          state.cart.substitutePreference = substitutes.substitutePreference;
          state.cart.substituteComment = order.substituteComment;
          state.cart.bagType = order.bagType ?? ORDER_DEFAULTS.bagType;
          state.cart.serviceFeeType = order.serviceFeeType;
        });
        const stored: StoredOrderEdit = { orderId, previousTotalToPay, deadline };
        dependencies.storage.write(sessionKey(), stored);
        scheduleExpiry(context, deadline);
        get().closeEditOrder();
        await get().retryCartCalculation();
        await finishPendingAdd();
      } catch (error) {
        // Spec section 8: "Order load failure: cart in order error state, progress dialog closed, error dialog shown,
        // logged". The cart is not touched; a waiting add goes in after 'OK' (acknowledgeOrderEditError).
        dependencies.logger.error('Order load failed; the cart is kept as it was', error);
        dependencies.logService.log('orderLoad', error);
        const message = messageOf(error, allTexts(get().settings, dependencies.logger).editOrderError);
        set((state) => {
          state.order.edit = { ...NOT_EDITING, status: 'error', orderId, error: message };
        });
        get().failEditOrder();
      }
    },
    declineOrderEdit: async (choice) => {
      const member = memberId();
      set((state) => {
        state.order.edit = NOT_EDITING;
        if (choice === 'startNew') {
          state.order.declinedFor = member;
        } else {
          state.order.pendingAdd = null;
        }
      });
      get().closeEditOrder();
      await finishPendingAdd();
    },
    acknowledgeOrderEditError: async () => {
      set((state) => {
        if (state.order.edit.status === 'error') {
          state.order.edit = NOT_EDITING;
        }
      });
      get().closeEditOrder();
      memory.skipQuestionOnce = get().order.pendingAdd !== null;
      await finishPendingAdd();
    },
    endOrderEdit: async (reason, leavingMemberId) => {
      cancelExpiry(context);
      // At a logout the member has already left the state: her keys are named.
      dependencies.storage.remove(sessionKey(leavingMemberId));
      set((state) => {
        state.order.edit = NOT_EDITING;
      });
      if (reason === 'logged-out-in-other-tab') {
        return;
      }
      // However it ends ('stopped' by the shopper or the submit's reset, 'expired' at the deadline, a logout), the
      // order's lines never stay as a new cart (a second order of the same goods): the cart from before the edit comes back.
      await get().giveBackKeptCart(leavingMemberId);
    },
    resetCart: async () => {
      const member = memberId();
      const { edit } = get().order;
      if (edit.status === 'success' && member !== null && edit.orderId !== null) {
        try {
          await orderApi.removeOrder(member, edit.orderId);
        } catch (error) {
          // Spec section 8: order removal failures are logged; the cart is emptied all the same.
          dependencies.logger.error('The order could not be removed', error);
          dependencies.logService.log('orderRemoval', error);
        }
      }
      set((state) => {
        // Spec section 4: reset clears the stored bag type, substitute preference and comment ...
        state.cart.bagType = ORDER_DEFAULTS.bagType;
        state.cart.serviceFeeType = ORDER_DEFAULTS.serviceFeeType;
        state.cart.substitutePreference = ORDER_DEFAULTS.substitutePreference;
        state.cart.substituteComment = '';
      });
      // ... and the payment method and invoice reference (with the cost centre) as well.
      await get().resetPaymentChoice();
      await get().endOrderEdit('stopped');
    },
  };
}
