import { messageOf } from '../api/api-error';
import { createOrderApi } from '../api/order-api';
import { type CartItem, cartItemOf, ORDER_DEFAULTS } from '../domain/cart';
import type { Order, OrderLine } from '../domain/order';
import { addToCartQuestion } from '../rules/add-to-cart-question';
import { canEditOrder, orderEditDeadline } from '../rules/order-edit';
import { initialOrderState, NOT_EDITING, orderEditStorageKey } from './order-slice-state';
import { canAskAboutOrder, fullyLoggedInMemberId } from './selectors';
import type { OrderSlice, StoredOrderEdit } from './state/order-state';
import type { ShopDependencies, ShopSliceCreator, ShopState } from './state/shop-state';

/**
 * The order an add asks about: of the orders the member can change, the one whose edit window ends first, then the one
 * handed over first (the spec says only "an editable order"; the next one due is the one the shopper means).
 */
export function nextEditableOrder(orders: readonly Order[], now: Date): Order | null {
  const editable = orders.filter((order) => canEditOrder(order, now));
  const time = (value: string | null) => (value === null ? Number.POSITIVE_INFINITY : new Date(value).getTime());
  editable.sort(
    (first, second) =>
      time(orderEditDeadline(first)) - time(orderEditDeadline(second)) || time(first.handoverInfo.from) - time(second.handoverInfo.from),
  );
  return editable[0] ?? null;
}

function orderIdOf(order: Order): string {
  return order.ngOrderId ?? order.mwOrderId ?? '';
}

function toCartLines(lines: readonly OrderLine[], state: ShopState): CartItem[] {
  return lines.flatMap((line): CartItem[] => {
    const product = state.catalog.products[line.ean];
    return product ? [cartItemOf(product, line)] : [];
  });
}

/**
 * Editing a placed order (spec section 4, "Cart and order edit"). Only a member whose profile has the update-order flag
 * edits; the stricter editability predicate decides what is offered. While editing, the cart holds the order's lines,
 * the original quantities count as inventory (availability code 1), the handover picker offers only the order's store,
 * and edit mode ends at the deadline.
 */
export function createOrderSlice(dependencies: ShopDependencies, chainId: string): ShopSliceCreator<OrderSlice> {
  const orderApi = createOrderApi(dependencies.api);
  let expiryTimer: number | null = null;
  // The add that waited through a failed order load goes in without the question again.
  let skipQuestionOnce = false;

  return (set, get) => {
    const memberId = (): string | null => fullyLoggedInMemberId(get());
    const mayEdit = (): boolean => memberId() !== null && get().user.extendedUser?.currentMember?.canUpdateOrder === true;
    const sessionKey = () => orderEditStorageKey(chainId, memberId());

    const scheduleExpiry = (deadline: string) => {
      if (expiryTimer !== null) {
        globalThis.clearTimeout(expiryTimer);
      }
      const ms = new Date(deadline).getTime() - dependencies.now().getTime();
      // setTimeout holds at most 2^31-1 ms (24.8 days); an edit window is days at most.
      expiryTimer = globalThis.setTimeout(
        () => {
          expiryTimer = null;
          if (get().order.edit.status === 'success' && get().order.edit.deadline === deadline) {
            get().endOrderEdit('expired');
          }
        },
        Math.min(Math.max(ms, 0), 2_147_483_647),
      ) as unknown as number;
    };

    const finishPendingAdd = async () => {
      const pending = get().order.pendingAdd;
      set((state) => {
        state.order.pendingAdd = null;
      });
      if (pending) {
        await get().addItem(pending.ean, pending.quantity);
      }
    };

    const ask = (order: Order, trigger: 'addToCart' | 'changeOrder') => {
      set((state) => {
        state.order.edit = { ...NOT_EDITING, orderId: orderIdOf(order), order };
      });
      get().askToEditOrder({ trigger, pickupCode: order.pickupCode, deadline: orderEditDeadline(order) ?? '' });
    };

    const restore = () => {
      const member = memberId();
      if (member === null || get().order.edit.status !== 'idle') {
        return;
      }
      const stored = dependencies.storage.read(sessionKey()) as StoredOrderEdit | undefined;
      if (
        !stored ||
        typeof stored.orderId !== 'string' ||
        typeof stored.deadline !== 'string' ||
        typeof stored.previousTotalToPay !== 'number' ||
        !Number.isFinite(stored.previousTotalToPay)
      ) {
        return;
      }
      if (!(new Date(stored.deadline).getTime() > dependencies.now().getTime())) {
        dependencies.storage.remove(sessionKey());
        return;
      }
      set((state) => {
        state.order.edit = {
          ...NOT_EDITING,
          status: 'success',
          orderId: stored.orderId,
          previousTotalToPay: stored.previousTotalToPay,
          deadline: stored.deadline,
        };
      });
      scheduleExpiry(stored.deadline);
      // The order itself (original quantities, store) is read again; the cart is already the stored one.
      void orderApi
        .getOrder(member, stored.orderId)
        .then((order) =>
          set((state) => {
            if (state.order.edit.orderId === stored.orderId) {
              state.order.edit.order = order;
            }
          }),
        )
        .catch((error: unknown) => dependencies.logger.warn('The order being edited could not be read again', error));
    };

    const loadOrders = async (): Promise<void> => {
      const member = memberId();
      if (member === null || !mayEdit()) {
        return;
      }
      set((state) => {
        state.order.listStatus = 'loading';
      });
      try {
        const list = await orderApi.getOrders(member);
        set((state) => {
          state.order.list = list;
          state.order.listStatus = 'idle';
        });
      } catch (error) {
        dependencies.logger.warn("The member's orders could not be loaded", error);
        set((state) => {
          state.order.listStatus = 'error';
        });
      }
    };

    return {
      order: initialOrderState(),
      loadOrders,
      restoreOrderEdit: restore,
      interceptAddForOrderEdit: async (ean, quantity) => {
        if (skipQuestionOnce) {
          skipQuestionOnce = false;
          return false;
        }
        restore();
        const question = addToCartQuestion({
          dialogOnPage: canAskAboutOrder(get()),
          editingMember: mayEdit() ? memberId() : null,
          order: get().order,
        });
        if (question !== 'askIfEditable') {
          // Without an <edit-order-dialog> on the page nobody could answer: the add goes through as it is.
          return question === 'waitForAnswer';
        }
        const { order } = get();
        if (order.listStatus === 'idle' && order.list.length === 0) {
          await loadOrders();
        }
        const editable = nextEditableOrder(get().order.list, dependencies.now());
        if (!editable || get().order.edit.status !== 'idle') {
          return false;
        }
        set((state) => {
          state.order.pendingAdd = { ean, quantity };
        });
        ask(editable, 'addToCart');
        return true;
      },
      requestOrderChange: async (orderId) => {
        const member = memberId();
        if (member === null || !mayEdit()) {
          dependencies.logger.warn('Only a logged-in member with the update-order flag can change an order');
          return;
        }
        let order: Order;
        try {
          order = await orderApi.getOrder(member, orderId);
        } catch (error) {
          dependencies.logger.error('Order load failed', error);
          get().askToEditOrder({ trigger: 'changeOrder', pickupCode: '', deadline: '' });
          get().failEditOrder();
          return;
        }
        if (!canEditOrder(order, dependencies.now())) {
          get().askToEditOrder({ trigger: 'changeOrder', pickupCode: order.pickupCode, deadline: orderEditDeadline(order) ?? '' });
          get().failEditOrder();
          return;
        }
        ask(order, 'changeOrder');
      },
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
          set((state) => {
            state.order.edit = { status: 'success', orderId, order, previousTotalToPay, deadline, error: null };
            state.cart.items = toCartLines(order.originalCart.items, state);
            state.cart.substitutePreference = order.substitutePreference;
            state.cart.substituteComment = order.substituteComment;
            state.cart.bagType = order.bagType ?? ORDER_DEFAULTS.bagType;
            state.cart.serviceFeeType = order.serviceFeeType;
          });
          const stored: StoredOrderEdit = { orderId, previousTotalToPay, deadline };
          dependencies.storage.write(sessionKey(), stored);
          scheduleExpiry(deadline);
          get().closeEditOrder();
          await get().retryCartCalculation();
          await finishPendingAdd();
        } catch (error) {
          // Spec section 8: "Order load failure: cart in order error state, progress dialog closed, error dialog shown,
          // logged". The cart is not touched; a waiting add goes in after 'OK' (acknowledgeOrderEditError).
          dependencies.logger.error('Order load failed; the cart is kept as it was', error);
          set((state) => {
            state.order.edit = { ...NOT_EDITING, status: 'error', orderId, error: messageOf(error, state.settings.texts.editOrderError) };
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
        skipQuestionOnce = get().order.pendingAdd !== null;
        await finishPendingAdd();
      },
      endOrderEdit: (reason) => {
        if (expiryTimer !== null) {
          globalThis.clearTimeout(expiryTimer);
          expiryTimer = null;
        }
        dependencies.storage.remove(sessionKey());
        set((state) => {
          state.order.edit = NOT_EDITING;
        });
        if (reason === 'stopped') {
          get().clearCart();
        }
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
          }
        }
        set((state) => {
          // Spec section 4: reset clears the stored bag type, substitute preference and comment.
          state.cart.bagType = ORDER_DEFAULTS.bagType;
          state.cart.serviceFeeType = ORDER_DEFAULTS.serviceFeeType;
          state.cart.substitutePreference = ORDER_DEFAULTS.substitutePreference;
          state.cart.substituteComment = '';
        });
        get().endOrderEdit('stopped');
      },
    };
  };
}
