import type { Order } from '../../domain/order';
import type { StoreLocation } from '../../domain/store';
import { reconcileOrderHandover } from '../../rules/handover/order-reconciliation';
import type { ShopState } from '../shop-state';
import type { HandoverContext } from './context';

/** The order being edited (its edit loaded), else null. */
export function editedOrder(state: Pick<ShopState, 'order'>): Order | null {
  return state.order.edit.status === 'success' ? state.order.edit.order : null;
}

/**
 * The store the edited order is for: the store a forced change moved it to, else the order's own; null outside edit
 * mode. Spec section 4: the default location in edit mode; spec section 5: the type page's confirm needs it.
 */
export function editedOrderStore(state: Pick<ShopState, 'order' | 'handover'>): Pick<StoreLocation, 'gln' | 'pickupGln'> | null {
  const order = editedOrder(state);
  if (order === null) {
    return null;
  }
  const forced = state.handover.orderReconciliation?.store;
  return forced ?? { gln: order.store.gln, pickupGln: order.store.pickupGln ?? order.store.gln };
}

/**
 * Spec section 4: "Reconciliation for an order" with the options just loaded. While an order is edited and its handover
 * is no longer valid, the picker's draft moves to the type and store reconcileOrderHandover gives, with the reason
 * (the forced handover change); outside edit mode, or when it is valid, nothing is forced. The draft is saved only when
 * the shopper confirms it, like any other choice in the picker.
 */
export function reconcileEditedOrder(context: HandoverContext): void {
  const { get, set, logger } = context;
  const order = editedOrder(get());
  const optionOf = (type: 'Delivery' | 'Store') => get().handover.options.list.find((option) => option.handoverType === type) ?? null;
  let outcome: ReturnType<typeof reconcileOrderHandover> = { change: false };
  if (order !== null) {
    try {
      outcome = reconcileOrderHandover(
        {
          handoverType: order.handoverInfo.handoverType,
          store: { gln: order.store.gln, pickupGln: order.store.pickupGln ?? order.store.gln },
          postalCode: order.handoverInfo.deliveryInfo?.postalCode ?? null,
        },
        { delivery: optionOf('Delivery'), store: optionOf('Store') },
      );
    } catch (error) {
      // Spec section 8: 'Delivery not available and no pickup stores with same gln exist'; the order is left as it is.
      logger.error('Handover: the edited order’s handover cannot be reconciled', error);
    }
  }
  if (outcome.change) {
    logger.warn(`Handover: the edited order’s handover was changed (${outcome.reason})`);
  }
  set((state) => {
    state.handover.orderReconciliation = outcome.change
      ? { reason: outcome.reason, handoverType: outcome.handoverType, store: outcome.store }
      : null;
    if (outcome.change) {
      state.handover.draftType = outcome.handoverType;
    }
  });
}
