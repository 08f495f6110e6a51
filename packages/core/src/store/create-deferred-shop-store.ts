import { addToCartQuestion } from '../rules/add-to-cart-question';
import type { SiteSettings } from '../settings/site-settings';
import { storageKeys } from '../storage/storage-keys';
import { assembleShopStore, type ShopStore } from './assemble-shop-store';
import { deferredSlice } from './deferred-slice';
import { HANDOVER_ACTIONS, initialHandoverState } from './handover-slice-state';
import { initialOrderState, ORDER_ACTIONS, orderEditStorageKey } from './order-slice-state';
import { canAskAboutOrder, fullyLoggedInMemberId, orderEditingMemberId } from './selectors';
import type { HandoverSlice } from './state/handover-state';
import type { OrderSlice } from './state/order-state';
import type { ShopDependencies } from './state/shop-state';

/**
 * The page's store in the browser (`getShopStore`): the handover and order slices start as state and stand-ins, and
 * their code is fetched when first needed (the picker opens, an add while an `<edit-order-dialog>` can ask, a stored
 * edit session). A product list page then loads neither; the behaviour is `createShopStore`'s.
 */
export function createDeferredShopStore(settings: SiteSettings, dependencies: ShopDependencies): ShopStore {
  const handover = deferredSlice<HandoverSlice>({
    state: () => ({ handover: initialHandoverState() }),
    actions: HANDOVER_ACTIONS,
    load: () => import('./create-handover-slice').then((module) => module.createHandoverSlice(dependencies)),
    answers: (get) => ({
      // Only the handover code makes reservations: before it is here, none is held, and there is nothing to make again.
      reReserveSavedWindow: () => (get().handover.reservation.current === null ? Promise.resolve() : undefined),
      reservationSecondsLeft: () => (get().handover.reservation.current === null ? 0 : undefined),
      // Nothing kept locally: no reservation to take up, and no handover code to fetch for it.
      restoreReservation: () =>
        dependencies.storage.read(storageKeys.reservation(settings.chainId)) === undefined ? Promise.resolve() : undefined,
    }),
  });
  const order = deferredSlice<OrderSlice>({
    state: () => ({ order: initialOrderState() }),
    actions: ORDER_ACTIONS,
    load: () => import('./create-order-slice').then((module) => module.createOrderSlice(dependencies, settings.chainId)),
    answers: (get) => ({
      // The same rule as the order code's: only a member who may be asked needs the orders (and so the order code);
      // otherwise the add goes through at once.
      interceptAddForOrderEdit: () => {
        const question = addToCartQuestion({
          dialogOnPage: canAskAboutOrder(get()),
          editingMember: orderEditingMemberId(get()),
          order: get().order,
        });
        return question === 'askIfEditable' ? undefined : Promise.resolve(question === 'waitForAnswer');
      },
      // No stored edit session for this member: nothing to take up.
      restoreOrderEdit: () => {
        const member = fullyLoggedInMemberId(get());
        const stored = member === null ? undefined : dependencies.storage.read(orderEditStorageKey(settings.chainId, member));
        return stored === undefined || stored === null ? null : undefined;
      },
    }),
  });
  return assembleShopStore(settings, dependencies, { handover, order });
}
