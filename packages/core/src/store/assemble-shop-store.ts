import { createStore } from 'zustand/vanilla';
import type { SiteSettings } from '../settings/site-settings';
import type { CartSlice } from './cart/cart-state';
import type { CatalogSlice } from './catalog/catalog-state';
import { createCatalogSlice } from './catalog/create-catalog-slice';
import type { HandoverSlice } from './handover/handover-state';
import { lazyDrafts } from './middleware/lazy-drafts';
import type { OrderSlice } from './order/order-state';
import { fullyLoggedInMemberId, reservingMemberId } from './selectors';
import { createSessionSlice } from './session/create-session-slice';
import type { MemberCodeSource } from './session/member-code-source';
import type { SessionSlice } from './session/session-state';
import type { ShopDependencies, ShopSliceCreator, ShopState, ShopStore } from './shop-state';
import { createUiSlice } from './ui/create-ui-slice';
import type { UiSlice } from './ui/ui-state';
import { createUserSlice } from './user/create-user-slice';
import type { UserSlice } from './user/user-state';

export type { ShopStore } from './shop-state';

// Every slice's part is in the shop's state (each slice merges its part into ShopState where it declares its state).
true satisfies ShopState extends SessionSlice & UserSlice & CatalogSlice & CartSlice & UiSlice & HandoverSlice & OrderSlice ? true : never;

/**
 * The slices a store may get as code now (`createShopStore`) or as stand-ins that fetch it (`createDeferredShopStore`),
 * and where the session and user slices get the member's code.
 */
export interface DeferrableSlices {
  memberCode: MemberCodeSource;
  cart: ShopSliceCreator<CartSlice>;
  handover: ShopSliceCreator<HandoverSlice>;
  order: ShopSliceCreator<OrderSlice>;
}

/** Builds one page's shop store from parsed settings, its dependencies and the cart, handover and order slices. */
export function assembleShopStore(settings: SiteSettings, dependencies: ShopDependencies, slices: DeferrableSlices): ShopStore {
  const session = createSessionSlice(dependencies, slices.memberCode);
  const user = createUserSlice(dependencies, slices.memberCode);
  const catalog = createCatalogSlice(dependencies);
  // The middleware's setState takes recipes once immer is handed over; the slices get it as their type says (plain
  // partials for the first-load slices, recipes for the code fetched later through withDrafts).
  const store = createStore<ShopState>()(
    lazyDrafts<ShopState>((...args) => ({
      settings,
      ...session(...args),
      ...user(...args),
      ...catalog(...args),
      ...slices.cart(...args),
      ...createUiSlice(dependencies)(...args),
      ...slices.handover(...args),
      ...slices.order(...args),
    })),
  ) as unknown as ShopStore;
  // What is logged or printed is masked of the shopper's names and addresses as the store knows them (logging/redact.ts).
  dependencies.personalSource?.bind(() => store.getState());
  followCartReasons(store);
  followReservingMember(store);
  return store;
}

/**
 * Spec sections 3 and 4: once a member who reserves is known (after a reload, the picker's own included), the
 * reservation kept locally is taken up when still valid, or cleared.
 */
function followReservingMember(store: ShopStore): void {
  store.subscribe((state, previous) => {
    const member = reservingMemberId(state);
    if (member !== null && member !== reservingMemberId(previous) && state.user.extendedUser !== null) {
      void state.restoreReservation();
    }
  });
}

/**
 * What the cart follows in the rest of the store: another store chosen (the lines are checked against its assortment:
 * the unavailable-products dialog, excess lines), another window or handover type (priced again). The member's cart on the platform is joined by `<cart-popup>`, the
 * element that shows the cart, once a member is known.
 */
function followCartReasons(store: ShopStore): void {
  store.subscribe((state, previous) => {
    const member = fullyLoggedInMemberId(state);
    const previousMember = fullyLoggedInMemberId(previous);
    if (member !== null && member !== previousMember) {
      // A member's edit session survives a reload (spec section 4: edit sessions are keyed by member id).
      state.restoreOrderEdit();
    }
    const gln = state.user.extendedUser?.store.gln ?? null;
    const previousGln = previous.user.extendedUser?.store.gln ?? null;
    if (gln !== null && previousGln !== null && gln !== previousGln && state.cart.items.length > 0) {
      void state.checkCartInStore();
      return;
    }
    // The calculator prices the chosen window for the cart (its handover fee is in the total to pay): another window or
    // handover type is priced again. Only once a user was there before: the first load is priced by the cart itself.
    const info = state.user.extendedUser?.handoverInfo;
    const previousInfo = previous.user.extendedUser?.handoverInfo;
    if (
      info !== undefined &&
      previousInfo !== undefined &&
      (info.windowId !== previousInfo.windowId || info.handoverType !== previousInfo.handoverType) &&
      state.cart.items.length > 0
    ) {
      void state.retryCartCalculation();
    }
  });
}
