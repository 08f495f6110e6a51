export { osloDate, simNow } from './clock';
export { toMemberCartPayload } from './http/cart-handlers';
export { describeSimState } from './http/control-handlers';
export { toCouponPayload, USED_COUPON_MESSAGE } from './http/coupon-handlers';
export type { PlatformSim } from './http/create-platform-sim';
export { createPlatformSim, isPlatformPath } from './http/create-platform-sim';
export { toExtendedUserPayload } from './http/extended-user-handlers';
export { matchesFaultRoute } from './http/fault-route';
export { PRODUCT_IMAGE_FOLDER, productImageSvg, seededProductImage } from './http/image-handlers';
export { memberProductCoupon, toProductPayload } from './http/product-handlers';
export type { SimTriggerBonus } from './http/trumf-handlers';
export type { CartCalculationOptions, SimOrderTotals } from './model/calculator';
export {
  applicableCoupon,
  bagsNeeded,
  calculateCartTotals,
  cartDiscounts,
  cartFees,
  couponSaving,
  minimumPurchase,
  mixAndMatchPaidUnits,
  orderTotals,
} from './model/calculator';
export { SIM_CART_HANDOVER_TYPES, SIM_SUBSTITUTE_PREFERENCES } from './model/cart-body';
export type {
  SimHandoverDay,
  SimHandoverProduct,
  SimHandoverWindow,
  SimUnavailableProduct,
  SimWindowKind,
  SimWindowTag,
} from './model/handover-windows';
export { findHandoverWindow, handoverDays } from './model/handover-windows';
export type { SimOrderEdit } from './model/orders';
export {
  createSimOrder,
  findMemberOrder,
  memberOrders,
  ORDER_NOT_EDITABLE_MESSAGE,
  ORDER_UPDATE_FORBIDDEN_MESSAGE,
  orderEditProblem,
  simOrders,
  toOrderPayload,
} from './model/orders';
export { seedOpenOrderDeadline, seedOrders, seedOrderTimes } from './model/seeded-orders';
export type { SimLogin, SimLoginOptions } from './model/sessions';
export {
  authenticateRequest,
  DEFAULT_TOKEN_SECONDS,
  defaultAssurance,
  endAllSimSessions,
  readSessionCookie,
  SESSION_COOKIE_NAME,
  startSimSession,
} from './model/sessions';
export type {
  SimCart,
  SimFault,
  SimHouseholdRecord,
  SimLogPost,
  SimMemberCart,
  SimMemberRecord,
  SimNotification,
  SimNotificationType,
  SimOrder,
  SimRequestLogEntry,
  SimReservation,
  SimSession,
  SimState,
} from './model/sim-state';
export { createSimState, pushSimNotification, resetSimState } from './model/sim-state';
export type { SimTokenClaims } from './model/tokens';
export { createSimToken, readSimToken } from './model/tokens';
export type { SeedAddress } from './seed/addresses';
export { SEED_ADDRESSES } from './seed/addresses';
export type { SeedCoupon, SeedCouponDiscountType } from './seed/coupons';
export { SEED_COUPONS } from './seed/coupons';
export { DELIVERY_THRESHOLD, SEED_DELIVERY_AREAS, STORE_THRESHOLD } from './seed/coverage-seed';
export type { BagFee } from './seed/fees';
export { BAG_FEES, SERVICE_FEES, SIM_BAG_TYPES, SIM_SERVICE_FEE_TYPES } from './seed/fees';
export type { SeedOrderSpec, SeedOrderWindow, SimOrderStatusName, SimPaymentMethod } from './seed/order-seed';
export {
  SEED_CORPORATE_OPEN_ORDER,
  SEED_EXPIRED_OPEN_ORDER,
  SEED_OPEN_ORDER,
  SEED_ORDERS,
  SEED_SUPPLIER_DEADLINE_ORDER,
  SIM_ORDER_STATUS,
} from './seed/order-seed';
export { BONUS_PRODUCTS, SEED_PRODUCTS, SLICEABLE_BREAD, seedProductNamed } from './seed/products';
export type { SeedProduct, SeedStore } from './seed/seed-types';
export type { StoreProductOverride } from './seed/store-assortment';
export {
  SEED_STORE_ASSORTMENT,
  STORE_WITH_LOW_INVENTORY,
  STORE_WITHOUT_SOME_PRODUCTS,
  storeProductOverride,
} from './seed/store-assortment';
export { CHAIN_DEFAULT_STORE_GLNS, DEFAULT_STORE_GLN, PARCEL_LOCKER_PICKUP_GLN, SEED_STORES } from './seed/stores';
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
