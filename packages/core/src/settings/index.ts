export type { Environment, Platform, SiteSettings, SiteSettingsInput } from './site-settings';
export {
  DEFAULT_CHAIN_ID,
  ENVIRONMENTS,
  PLATFORMS,
  parseSiteSettings,
  resolveApiBaseUrl,
  SettingsError,
  sanitizePath,
} from './site-settings';
