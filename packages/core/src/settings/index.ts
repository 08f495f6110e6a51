export type { Chain } from './chains';
export {
  CHAINS,
  CORE_DEFAULT_CHAIN_ID,
  chainById,
  DEFAULT_CHAIN_ID,
  isWebshopChain,
  KIWI_CHAIN_ID,
  nonWebshopChainWarning,
  WEBSHOP_CHAIN_IDS,
} from './chains';
export type { EnvironmentProbe } from './environment-support';
export { checkEnvironmentSupport, EnvironmentSupportError } from './environment-support';
export type { HandoverWindowsCall, HandoverWindowsCallReading } from './handover-windows-call';
export { DEFAULT_HANDOVER_WINDOWS_CALL, HANDOVER_WINDOWS_CALLS, readHandoverWindowsCall } from './handover-windows-call';
export { readSettingsRecord } from './settings-record';
export type { DeliveryCampaign, Environment, FeatureFlags, PagePaths, Platform, SiteSettings, SiteSettingsInput } from './site-settings';
export {
  COOKIE_NAMES,
  DEFAULT_DELIVERY_CAMPAIGN,
  DEFAULT_FEATURES,
  DEFAULT_LOGIN_POPUP_ITEM_COUNT,
  DEFAULT_PATHS,
  ENVIRONMENTS,
  PLATFORMS,
  parseSiteSettings,
  resolveApiBaseUrl,
  SettingsError,
  sanitizePath,
} from './site-settings';
