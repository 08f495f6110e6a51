export type { AsyncStatus, CartItem, CartTotals } from './cart';
export { EMPTY_CART_TOTALS } from './cart';
export type {
  AlternativeAddress,
  Consent,
  Coordinates,
  CurrentMember,
  DeliveryInfo,
  ExtendedUser,
  HandoverInfo,
  Household,
  NotificationType,
  PlatformNotification,
  TriggerBonus,
  WindowTag,
} from './extended-user';
export { EMPTY_HANDOVER_INFO } from './extended-user';
export type { Product, ProductDrug } from './product';
export type { DefaultUser, HandoverType, StoreLocation } from './store';
