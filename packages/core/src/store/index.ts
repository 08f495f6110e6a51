export type { SessionFailure } from '../domain/session';
export type { CartContents, CartError, CartPriceBreakdown, CartSlice, CartState, RemovedCartItem } from './cart/cart-state';
export type { StoredCart } from './cart/stored-cart';
export { cartStorageKey, readStoredCart } from './cart/stored-cart';
export type { CatalogSlice, ProductStatus } from './catalog/catalog-state';
export type { ShopStore } from './create-shop-store';
export { createShopStore } from './create-shop-store';
export { createDeferredShopStore } from './deferred/create-deferred-shop-store';
export { isActionCodeHere } from './deferred/deferred-slice';
export { ADDRESS_SEARCH_DEBOUNCE_MS, ADDRESS_SEARCH_MIN_LENGTH } from './handover/address';
export type { HandoverPickerPage, HandoverSlice, HandoverState } from './handover/handover-state';
export type { OrderEditStatus, OrderSlice, OrderState, StoredOrderEdit } from './order/order-state';
export {
  canAskAboutOrder,
  checkoutDataOf,
  currentCalculationKey,
  fullyLoggedInMemberId,
  memberId,
  orderEditingMemberId,
  originalOrderItems,
  unavailableCartItems,
} from './selectors';
export type { LoginLevel, LoginOptions, LogoutOptions, SessionSlice, SessionState } from './session/session-state';
export type { SettingsSlice, ShopDependencies, ShopSliceCreator, ShopState } from './shop-state';
export type { EditOrderPrompt, OpenDialog, UiSlice } from './ui/ui-state';
export { MISSING_MEMBER_ID, NOT_LOGGED_IN } from './user/create-user-slice';
export type { SavedHandover } from './user/saved-handover';
export { savedHandover } from './user/saved-handover';
export type { UserSlice, UserState } from './user/user-state';
