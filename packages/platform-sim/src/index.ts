export { calculateCartTotals } from './calculator';
export type { PlatformSim } from './create-platform-sim';
export { createPlatformSim, isPlatformPath } from './create-platform-sim';
export { matchesFaultRoute } from './fault-route';
export { describeSimState } from './handlers/control';
export { toExtendedUserPayload } from './handlers/extended-user';
export { toProductPayload } from './handlers/products';
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
export type { SeedAddress } from './seed/addresses';
export { SEED_ADDRESSES } from './seed/addresses';
export { SEED_DELIVERY_AREAS } from './seed/coverage';
export { SEED_PRODUCTS } from './seed/products';
export type { SeedProduct, SeedStore } from './seed/seed-types';
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
  SimMemberRecord,
  SimNotification,
  SimNotificationType,
  SimRequestLogEntry,
  SimReservation,
  SimSession,
  SimState,
} from './sim-state';
export { createSimState, resetSimState, simNow } from './sim-state';
export type { SimTokenClaims } from './tokens';
export { createSimToken, readSimToken } from './tokens';
