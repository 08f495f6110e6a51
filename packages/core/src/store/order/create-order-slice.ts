import { withDrafts } from '../middleware/with-drafts';
import type { ShopDependencies, ShopSliceCreator } from '../shop-state';
import { createConfirmationActions } from './confirmation';
import { createOrderContext, type OrderMemory } from './context';
import { createEditSessionActions } from './edit-session';
import { initialOrderState } from './order-start';
import type { OrderSlice } from './order-state';
import { createQuestionActions } from './questions';
import { restoreOrderEdit } from './restore';

export { nextEditableOrder } from '../../rules/order-edit';

/**
 * Editing a placed order (spec section 4, "Cart and order edit"), composed of its concerns (store/order/). Only a member
 * whose profile has the update-order flag edits; the stricter editability predicate decides what is offered. While
 * editing, the cart holds the order's lines, the original quantities count as inventory (availability code 1), the
 * handover picker offers only the order's store, and edit mode ends at the deadline. Its changes are immer recipes: it
 * hands immer to the store first (`withDrafts`).
 */
export function createOrderSlice(dependencies: ShopDependencies, chainId: string): ShopSliceCreator<OrderSlice> {
  const memory: OrderMemory = { stopExpiry: null, skipQuestionOnce: false };

  return withDrafts((set, get) => {
    const context = createOrderContext(dependencies, chainId, memory, set, get);
    return {
      order: initialOrderState(),
      restoreOrderEdit: (origin) => restoreOrderEdit(context, origin),
      ...createQuestionActions(context),
      ...createEditSessionActions(context),
      ...createConfirmationActions(context),
    };
  });
}
