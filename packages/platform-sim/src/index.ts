export type { CartCalculationOptions, SimOrderTotals } from './calculator';
export { bagsNeeded, calculateCartTotals, cartFees, minimumPurchase, orderTotals } from './calculator';
export { SIM_CART_HANDOVER_TYPES, SIM_SUBSTITUTE_PREFERENCES } from './cart-body';
export type { PlatformSim } from './create-platform-sim';
export { createPlatformSim, isPlatformPath } from './create-platform-sim';
export { matchesFaultRoute } from './fault-route';
export { toMemberCartPayload } from './handlers/cart';
export { describeSimState } from './handlers/control';
export { toCouponPayload, USED_COUPON_MESSAGE } from './handlers/coupons';
export { toExtendedUserPayload } from './handlers/extended-user';
export { memberProductCoupon, toProductPayload } from './handlers/products';
export type { SimTriggerBonus } from './handlers/trumf';
export { osloDate } from './handlers/trumf';
export type {
  SimHandoverDay,
  SimHandoverProduct,
  SimHandoverWindow,
  SimUnavailableProduct,
  SimWindowKind,
  SimWindowTag,
} from './handover-windows';
export { findHandoverWindow, handoverDays } from './handover-windows';
export type { SimOrderEdit } from './orders';
export {
  createSimOrder,
  findMemberOrder,
  memberOrders,
  ORDER_NOT_EDITABLE_MESSAGE,
  ORDER_UPDATE_FORBIDDEN_MESSAGE,
  orderEditProblem,
  simOrders,
  toOrderPayload,
} from './orders';
export type { SeedAddress } from './seed/addresses';
export { SEED_ADDRESSES } from './seed/addresses';
export type { SeedCoupon, SeedCouponDiscountType } from './seed/coupons';
export { SEED_COUPONS } from './seed/coupons';
export { DELIVERY_THRESHOLD, SEED_DELIVERY_AREAS, STORE_THRESHOLD } from './seed/coverage';
export type { BagFee } from './seed/fees';
export { BAG_FEES, SERVICE_FEES, SIM_BAG_TYPES, SIM_SERVICE_FEE_TYPES } from './seed/fees';
export type { SeedOrderSpec, SeedOrderWindow, SimOrder, SimOrderStatusName, SimPaymentMethod } from './seed/orders';
export {
  SEED_CORPORATE_OPEN_ORDER,
  SEED_EXPIRED_OPEN_ORDER,
  SEED_OPEN_ORDER,
  SEED_ORDERS,
  SEED_SUPPLIER_DEADLINE_ORDER,
  SIM_ORDER_STATUS,
  seedOpenOrderDeadline,
  seedOrders,
  seedOrderTimes,
} from './seed/orders';
export { BONUS_PRODUCTS, SEED_PRODUCTS, SLICEABLE_BREAD, seedProductNamed } from './seed/products';
export type { SeedProduct, SeedStore } from './seed/seed-types';
export type { StoreProductOverride } from './seed/store-assortment';
export {
  SEED_STORE_ASSORTMENT,
  STORE_WITH_LOW_INVENTORY,
  STORE_WITHOUT_SOME_PRODUCTS,
  storeProductOverride,
} from './seed/store-assortment';
export { DEFAULT_STORE_GLN, PARCEL_LOCKER_PICKUP_GLN, SEED_STORES } from './seed/stores';
export type {
  SeedUser,
  SimAlternativeAddress,
  SimAssurance,
  SimConsent,
  SimCoordinates,
  SimCurrentMember,
  SimDeliveryInfo,
  SimExtendedUser,
  SimExtendedUserPayload,
  SimHandoverInfo,
  SimHandoverType,
  SimHousehold,
  SimUserKind,
} from './seed/user-types';
export { SIM_USER_KINDS } from './seed/user-types';
export { SEED_USERS } from './seed/users';
export type { SimLogin, SimLoginOptions } from './sessions';
export {
  authenticateRequest,
  DEFAULT_TOKEN_SECONDS,
  defaultAssurance,
  endAllSimSessions,
  readSessionCookie,
  SESSION_COOKIE_NAME,
  startSimSession,
} from './sessions';
export type {
  SimCart,
  SimFault,
  SimHouseholdRecord,
  SimMemberCart,
  SimMemberRecord,
  SimNotification,
  SimNotificationType,
  SimRequestLogEntry,
  SimReservation,
  SimSession,
  SimState,
} from './sim-state';
export { createSimState, pushSimNotification, resetSimState, simNow } from './sim-state';
export type { SimTokenClaims } from './tokens';
export { createSimToken, readSimToken } from './tokens';
