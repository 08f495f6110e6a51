import { TokenError } from '../../auth/token';
import type { Order } from '../../domain/order';
import { addToCartQuestion } from '../../rules/add-to-cart-question';
import { canEditOrder, nextEditableOrder, orderEditDeadline, orderIdOf } from '../../rules/order-edit';
import { canAskAboutOrder, orderEditingMemberId } from '../selectors';
import type { OrderContext } from './context';
import { NOT_EDITING } from './order-start';
import type { OrderSlice } from './order-state';
import { restoreOrderEdit } from './restore';

type QuestionActions = Pick<OrderSlice, 'loadOrders' | 'interceptAddForOrderEdit' | 'requestOrderChange'>;

/** Loading the member's orders and asking whether to edit one: before an add, or for the host page's change action. */
export function createQuestionActions(context: OrderContext): QuestionActions {
  const { dependencies, get, set, orderApi, memory, memberId, mayEdit } = context;

  const ask = (order: Order, trigger: 'addToCart' | 'changeOrder') => {
    set((state) => {
      state.order.edit = { ...NOT_EDITING, orderId: orderIdOf(order), order };
    });
    get().askToEditOrder({ trigger, pickupCode: order.pickupCode, deadline: orderEditDeadline(order) ?? '' });
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
    loadOrders,
    interceptAddForOrderEdit: async (ean, quantity) => {
      if (memory.skipQuestionOnce) {
        memory.skipQuestionOnce = false;
        return false;
      }
      restoreOrderEdit(context);
      const question = addToCartQuestion({
        dialogOnPage: canAskAboutOrder(get()),
        editingMember: orderEditingMemberId(get()),
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
      if (get().session.token === null) {
        // Spec section 8's internal 'The token has not been set...': the host page asked to change an order while nobody
        // is logged in; its call is refused with it, nothing is loaded or asked.
        throw new TokenError('notSet');
      }
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
        dependencies.logService.log('orderLoad', error);
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
  };
}
