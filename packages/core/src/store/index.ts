export type { StoredCart } from './cart-persistence';
export { cartStorageKey, readStoredCart } from './cart-persistence';
export { createDeferredShopStore } from './create-deferred-shop-store';
export type { ShopStore } from './create-shop-store';
export { createShopStore } from './create-shop-store';
export { MISSING_MEMBER_ID, NOT_LOGGED_IN } from './create-user-slice';
export { ADDRESS_SEARCH_DEBOUNCE_MS, ADDRESS_SEARCH_MIN_LENGTH } from './handover/address';
export type { SavedHandover } from './saved-handover';
export { savedHandover } from './saved-handover';
export {
  canAskAboutOrder,
  checkoutDataOf,
  currentCalculationKey,
  fullyLoggedInMemberId,
  memberId,
  originalOrderItems,
  unavailableCartItems,
} from './selectors';
export type { CartContents, CartError, CartPriceBreakdown, CartSlice, CartState, RemovedCartItem } from './state/cart-state';
export type { CatalogSlice, ProductStatus } from './state/catalog-state';
export type { HandoverPickerPage, HandoverSlice, HandoverState } from './state/handover-state';
export type { OrderEditStatus, OrderSlice, OrderState, StoredOrderEdit } from './state/order-state';
export type { LoginLevel, LoginOptions, LogoutOptions, SessionSlice, SessionState } from './state/session-state';
export type { SettingsSlice, ShopDependencies, ShopSliceCreator, ShopState } from './state/shop-state';
export type { EditOrderPrompt, OpenDialog, UiSlice } from './state/ui-state';
export type { SessionFailure, UserSlice, UserState } from './state/user-state';
