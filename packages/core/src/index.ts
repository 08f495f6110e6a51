export {
  ApiError,
  createApiClient,
  createRequest,
  DecodeError,
  DEFAULT_REQUEST_TIMEOUT_MS,
  isApiError,
  messageOf,
  resolveRequestUrl,
  shopperMessage,
} from './api/index';
export { EMPTY_CART_TOTALS } from './domain/index';
export { createDocumentEventSink } from './events/index';
export { formatItemCount, formatNumber, formatPrice, formatWeight, THIN_SPACE } from './format/index';
export { consoleLogger, silentLogger } from './logger';
export { addBlockReason, addBlockText, countCartUnits } from './rules/index';
export {
  DEFAULT_CHAIN_ID,
  ENVIRONMENTS,
  parseSiteSettings,
  PLATFORMS,
  resolveApiBaseUrl,
  sanitizePath,
  SettingsError,
} from './settings/index';
export { createGuardedStorage, createMemoryStorage } from './storage/index';
export {
  cartStorageKey,
  createBrowserDependencies,
  createShopStore,
  getShopStore,
  readPageSettings,
  readStoredCart,
  SHOP_STORE_KEY,
} from './store/index';
export { createTexts, formatText, isTextKey, nb } from './texts/index';
export { LIBRARY_VERSION } from './version';

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
export type { AsyncStatus, CartItem, CartTotals, DefaultUser, HandoverType, Product, ProductDrug, StoreLocation } from './domain/index';
export type { CartUpdatedDetail, EventSink, KurvEventMap, KurvEventName } from './events/index';
export type { Logger } from './logger';
export type { AddBlockReason } from './rules/index';
export type { Environment, Platform, SiteSettings, SiteSettingsInput } from './settings/index';
export type { GuardedStorage } from './storage/index';
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
export type { TextKey, Texts } from './texts/index';
