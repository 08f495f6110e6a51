export type {
  AsyncStatus,
  BagType,
  CartDiscounts,
  CartFees,
  CartItem,
  CartOptionPrices,
  CartTotals,
  ServiceFeeType,
  SubstitutePreference,
} from './cart';
export {
  BAG_TYPES,
  EMPTY_CART_TOTALS,
  NO_CART_DISCOUNTS,
  NO_CART_FEES,
  ORDER_DEFAULTS,
  SERVICE_FEE_TYPES,
  SUBSTITUTE_PREFERENCES,
} from './cart';
export { cartItemOf } from './cart-item';
export type {
  AlternativeAddress,
  Consent,
  Coordinates,
  CurrentMember,
  DeliveryInfo,
  ExtendedUser,
  GenderCode,
  HandoverInfo,
  Household,
  HouseholdChild,
  ListUpdateMode,
  MemberMedium,
  NotificationType,
  PlatformNotification,
  TriggerBonus,
  WindowTag,
} from './extended-user';
export { EMPTY_HANDOVER_INFO } from './extended-user';
export { GENDER_CODES, LIST_UPDATE_MODES } from './member-codes';
export type { Order, OrderLine } from './order';
export { ORDER_STATUS } from './order';
export type { PaymentChoice, PaymentMethod } from './payment';
export { NO_PAYMENT_CHOICE, PAYMENT_METHODS } from './payment';
export type { Coupon, CouponDiscountType, CouponStatus, Product, ProductCoupon, ProductDrug } from './product';
export { COUPON_DISCOUNT_TYPES, COUPON_STATUSES, DEFAULT_PROMOTION_TYPE_CODE, PRODUCT_LOOKUP_MAX_URL_LENGTH } from './product';
export type { HouseholdPayload, MemberPayload } from './profile-payload';
export type { LoginLevel } from './session';
export type { DefaultUser, HandoverType, StoreLocation } from './store';
