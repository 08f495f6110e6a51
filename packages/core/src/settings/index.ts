export {
  DEFAULT_CHAIN_ID,
  ENVIRONMENTS,
  parseSiteSettings,
  PLATFORMS,
  resolveApiBaseUrl,
  sanitizePath,
  SettingsError,
} from './site-settings';
export type { Environment, Platform, SiteSettings, SiteSettingsInput } from './site-settings';
