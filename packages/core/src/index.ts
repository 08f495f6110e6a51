export type {
  ApiClient,
  ApiErrorBody,
  ApiErrorKind,
  CalculatedCartLine,
  CartCalculation,
  CartCalculationRequest,
  Decoder,
  HttpMethod,
  Request,
  RequestDependencies,
  RequestOptions,
} from './api/index';
export {
  ApiError,
  createApiClient,
  createRequest,
  DEFAULT_REQUEST_TIMEOUT_MS,
  DecodeError,
  isApiError,
  messageOf,
  resolveRequestUrl,
  shopperMessage,
} from './api/index';
export type { AsyncStatus, CartItem, CartTotals, DefaultUser, HandoverType, Product, ProductDrug, StoreLocation } from './domain/index';
export { EMPTY_CART_TOTALS } from './domain/index';
export type { CartUpdatedDetail, EventSink, KurvEventMap, KurvEventName } from './events/index';
export { createDocumentEventSink } from './events/index';
export { formatItemCount, formatNumber, formatPrice, formatWeight, THIN_SPACE } from './format/index';
export type { Logger } from './logger';
export { consoleLogger, silentLogger } from './logger';
export type { AddBlockReason } from './rules/index';
export { addBlockReason, addBlockText, countCartUnits } from './rules/index';
export type { Environment, Platform, SiteSettings, SiteSettingsInput } from './settings/index';
export {
  DEFAULT_CHAIN_ID,
  ENVIRONMENTS,
  PLATFORMS,
  parseSiteSettings,
  resolveApiBaseUrl,
  SettingsError,
  sanitizePath,
} from './settings/index';
export type { GuardedStorage } from './storage/index';
export { createGuardedStorage, createMemoryStorage } from './storage/index';
export type {
  CartError,
  CartSlice,
  CartState,
  CatalogSlice,
  LoginLevel,
  OpenDialog,
  ProductStatus,
  SessionSlice,
  SessionState,
  ShopDependencies,
  ShopState,
  ShopStore,
  ShopStoreRegistration,
  StoredCart,
  UiSlice,
} from './store/index';
export {
  cartStorageKey,
  createBrowserDependencies,
  createShopStore,
  getShopStore,
  readPageSettings,
  readStoredCart,
  SHOP_STORE_KEY,
} from './store/index';
export type { TextKey, Texts } from './texts/index';
export { createTexts, formatText, isTextKey, nb } from './texts/index';
export { LIBRARY_VERSION } from './version';
