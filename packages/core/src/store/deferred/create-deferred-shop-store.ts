import { addToCartQuestion } from '../../rules/add-to-cart-question';
import type { SiteSettings } from '../../settings/site-settings';
import { storageKeys } from '../../storage/storage-keys';
import { assembleShopStore, type DeferrableSlices, type ShopStore } from '../assemble-shop-store';
import { CART_ACTIONS, cartWithError, noCalculationYet, startCart } from '../cart/cart-start';
import type { CartSlice } from '../cart/cart-state';
import { followOtherTabs } from '../cart/other-tabs';
import { hasPaymentChoice } from '../cart/stored-payment';
import { trackSignUpStep } from '../cart/track-sign-up-step';
import { HANDOVER_ACTIONS, initialHandoverSlice } from '../handover/handover-start';
import type { HandoverSlice } from '../handover/handover-state';
import { initialOrderState, ORDER_ACTIONS, orderEditStorageKey } from '../order/order-start';
import type { OrderSlice } from '../order/order-state';
import { canAskAboutOrder, fullyLoggedInMemberId, orderEditingMemberId } from '../selectors';
import type { SetShopState, ShopDependencies, ShopSliceCreator, ShopState } from '../shop-state';
import { deferredSlice } from './deferred-slice';

/**
 * The page's store in the browser (`getShopStore`): the cart's actions and the handover and order slices start as
 * stand-ins beside their state, and their code is fetched when first needed (the cart's first change or the shopper's
 * intent to make one, the picker opens, an add while an `<edit-order-dialog>` can ask, a stored edit session); the
 * member's session code when a token is first known. A product list page then loads none of it before an interaction
 * (an anonymous shopper's, none of the member's code at all); the behaviour is `createShopStore`'s.
 */
export function createDeferredShopStore(settings: SiteSettings, dependencies: ShopDependencies): ShopStore {
  return assembleShopStore(settings, dependencies, {
    // A token (the site's, a stored one, a login, another tab's) fetches the member's code; an anonymous page never does.
    memberCode: () => import('../session/member-code'),
    cart: deferredCartSlice(settings, dependencies),
    ...deferredHandoverAndOrder(settings, dependencies),
  });
}

/**
 * The cart's state from local storage at once, followed across the site's tabs from the start; its actions' code (the
 * calculator, the lines, the options, the member's cart) on the first call of one.
 */
function deferredCartSlice(settings: SiteSettings, dependencies: ShopDependencies): ShopSliceCreator<CartSlice> {
  const { cart, memory } = startCart(dependencies, settings.chainId);
  const calculating = noCalculationYet();
  const actions = deferredSlice<CartSlice>({
    state: () => ({ cart }),
    actions: CART_ACTIONS,
    load: () =>
      import('../cart/cart-actions').then((module) => module.createCartActions(dependencies, settings.chainId, memory, calculating)),
    answers: (get) => ({
      // As the payment actions themselves: without a kept payment choice there is nothing to reset, fit or start.
      resetPaymentChoice: () => (hasPaymentChoice(get().cart.payment) ? undefined : Promise.resolve()),
      fitPaymentChoiceToUser: () => (hasPaymentChoice(get().cart.payment) ? undefined : Promise.resolve()),
      startPayment: () => (dependencies.bridge && hasPaymentChoice(get().cart.payment) ? undefined : Promise.resolve(false)),
      // Only the cart's code follows a member's cart on the platform: before it is here there is nothing to forget.
      forgetMemberCart: () => Promise.resolve(),
      // A login prompt's step is marked and pushed at once (a followed link leaves the page); a sign-up error's body
      // is read by the cart's code.
      trackSignUp: (report) => {
        if ('errorBody' in report) {
          return undefined;
        }
        trackSignUpStep(dependencies, report);
        return true;
      },
    }),
    failures: (set, get) => {
      // A change whose code could not be fetched (offline, a file refused by its integrity) says so on its product's
      // button, as the code's own failed change does, and changes nothing; the next change fetches the code again.
      const showError = (ean: string) => showCartError(set, get, ean);
      return { addItem: showError, setItemQuantity: showError, removeItem: showError };
    },
  });
  return (set, get, store) => {
    followOtherTabs(dependencies, memory, set, get, calculating);
    return actions(set, get, store);
  };
}

/** The default error on one product's button (the cart's error), the cart unchanged: no calculation runs without its code. */
function showCartError(set: SetShopState, get: () => ShopState, ean: string): void {
  set({ cart: cartWithError(get().cart, { ean, message: get().settings.texts.defaultError }, false) });
}

function deferredHandoverAndOrder(settings: SiteSettings, dependencies: ShopDependencies): Pick<DeferrableSlices, 'handover' | 'order'> {
  const handover = deferredSlice<HandoverSlice>({
    state: initialHandoverSlice,
    actions: HANDOVER_ACTIONS,
    load: () => import('../handover/create-handover-slice').then((module) => module.createHandoverSlice(dependencies)),
    failures: (set, get) => ({
      openHandoverPicker: () => set({ handover: { ...get().handover, picker: { ...get().handover.picker, codeFailed: true } } }),
    }),
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
    load: () => import('../order/create-order-slice').then((module) => module.createOrderSlice(dependencies, settings.chainId)),
    failures: (set, get) => ({
      // Not in spec: the member's order question cannot be asked without its code. The add does not go through (she
      // might have wanted it on her order), and its button says so, as for the cart's own code.
      interceptAddForOrderEdit: (ean) => {
        showCartError(set, get, ean);
        return true;
      },
    }),
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
        // A cart kept from before an edit is given back by the order code too (an edit whose session has gone).
        const kept = member === null ? undefined : dependencies.storage.read(storageKeys.orderEditKeptCart(settings.chainId, member));
        return (stored === undefined || stored === null) && kept === undefined ? null : undefined;
      },
    }),
  });
  return { handover, order };
}
