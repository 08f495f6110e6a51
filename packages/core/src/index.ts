// The public API of @kurv/core for a page: the store on the page and its host API, the site settings, the events and
// the version; and every type of the domain. Everything else is imported from its own subpath, one per area:
// '@kurv/core/store', '/view', '/api', '/events', '/rules', '/handover', '/format', '/texts', '/time', '/domain',
// '/settings', '/page', '/auth', '/storage', '/tabs', '/bridge', '/validate', '/constants', '/logger', '/version'
// (package.json lists them).

export type * from './domain/index';
export type { CartUpdatedDetail, EventSink, KurvEventMap, KurvEventName, LogoutReason } from './events/index';
export { KURV_EVENT_NAMES, OPEN_HANDOVER_PICKER_EVENT } from './events/index';
export type { KurvHostApi, ShopStoreRegistration } from './page/index';
export { createBrowserDependencies, getShopStore, readPageSettings, SHOP_STORE_KEY } from './page/index';
export type { Environment, FeatureFlags, PagePaths, Platform, SiteSettings, SiteSettingsInput } from './settings/index';
export { parseSiteSettings, SettingsError } from './settings/index';
export type { ShopState, ShopStore } from './store/index';
export { LIBRARY_VERSION } from './version';
