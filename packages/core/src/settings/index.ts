export type { EnvironmentProbe } from './environment-support';
export { checkEnvironmentSupport, EnvironmentSupportError } from './environment-support';
export type { DeliveryCampaign, Environment, FeatureFlags, PagePaths, Platform, SiteSettings, SiteSettingsInput } from './site-settings';
export {
  COOKIE_NAMES,
  CORE_DEFAULT_CHAIN_ID,
  DEFAULT_CHAIN_ID,
  DEFAULT_DELIVERY_CAMPAIGN,
  DEFAULT_FEATURES,
  DEFAULT_LOGIN_POPUP_ITEM_COUNT,
  DEFAULT_PATHS,
  ENVIRONMENTS,
  isWebshopChain,
  PLATFORMS,
  parseSiteSettings,
  resolveApiBaseUrl,
  SettingsError,
  sanitizePath,
  WEBSHOP_CHAIN_IDS,
} from './site-settings';
