import type { Logger } from '../logger';
import { nb, type Texts } from '../texts/nb';
import { createTexts } from '../texts/texts';

/** Spec section 1: the environments the platform runs in. */
export const ENVIRONMENTS = ['local', 'development', 'preproduction', 'production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/** Spec section 1: a web chain site or the native app wrapper. */
export const PLATFORMS = ['chainsite', 'native'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** Spec sections 1 and 9: the site default chain. */
export const DEFAULT_CHAIN_ID = '1300';

/**
 * The site settings a chain web team sets as `window.kurvSettings` (or as JSON in
 * `<script type="application/json" id="kurv-settings">`), parsed once.
 */
export interface SiteSettings {
  /** `chainsite` (default) on the web, `native` inside the app wrapper. */
  platform: Platform;
  /** Required: `local` (the simulator), `development`, `preproduction` or `production`. */
  environment: Environment;
  /** The chain id, default `1300`. */
  chainId: string;
  /** The chain's display name, or null. */
  chainName: string | null;
  /**
   * The platform REST base URL. Default for `local`: the page's own origin, where the simulator
   * answers. The hosts of the other environments are not in the spec: set this for them.
   */
  apiBaseUrl: string | null;
  /** Spec section 2: the checkout page, default `/kassen`. */
  checkoutPath: string;
  /** UI texts, the Norwegian defaults with the site's overrides. */
  texts: Texts;
}

/** The input form of the settings: every key optional except `environment`. */
export type SiteSettingsInput = Partial<Omit<SiteSettings, 'texts'>> & {
  environment?: Environment;
  chainId?: string | number;
  texts?: Partial<Record<string, string>>;
};

/** A site setting with a bad value; the message names the key. */
export class SettingsError extends Error {
  constructor(
    readonly key: string,
    message: string,
  ) {
    super(`kurvSettings.${key}: ${message}`);
    this.name = 'SettingsError';
  }
}

const KNOWN_KEYS = new Set<string>(['platform', 'environment', 'chainId', 'chainName', 'apiBaseUrl', 'checkoutPath', 'texts']);

/** Spec section 2: a configured path that is neither root-relative nor http(s) becomes '/'. */
export function sanitizePath(path: string): string {
  const trimmed = path.trim();
  if (/^\/(?!\/)/.test(trimmed) || /^https?:\/\/[^\s]+$/i.test(trimmed)) {
    return trimmed;
  }
  return '/';
}

function readString(input: Record<string, unknown>, key: string): string | undefined {
  const value = input[key];
  if (value === undefined || value === null) {
    return undefined;
  }
  if (typeof value !== 'string') {
    throw new SettingsError(key, `expected a string, got ${typeof value}`);
  }
  return value;
}

/**
 * Parses the site settings: the spec's defaults, bad values rejected with a message naming the
 * key, unknown keys warned about.
 */
export function parseSiteSettings(input: unknown, logger?: Logger): SiteSettings {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new SettingsError('environment', 'site settings are missing; set window.kurvSettings = { environment, chainId }');
  }
  const record = input as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (!KNOWN_KEYS.has(key)) {
      logger?.warn(`Unknown site setting «${key}» is ignored`);
    }
  }

  const environment = readString(record, 'environment');
  if (environment === undefined) {
    throw new SettingsError('environment', `is required: one of ${ENVIRONMENTS.join(', ')}`);
  }
  if (!(ENVIRONMENTS as readonly string[]).includes(environment)) {
    throw new SettingsError('environment', `«${environment}» is not one of ${ENVIRONMENTS.join(', ')}`);
  }

  const platform = readString(record, 'platform') ?? 'chainsite';
  if (!(PLATFORMS as readonly string[]).includes(platform)) {
    throw new SettingsError('platform', `«${platform}» is not one of ${PLATFORMS.join(', ')}`);
  }

  const rawChainId = record.chainId ?? DEFAULT_CHAIN_ID;
  const chainId = typeof rawChainId === 'number' ? String(rawChainId) : rawChainId;
  if (typeof chainId !== 'string' || !/^\d{1,6}$/.test(chainId)) {
    throw new SettingsError('chainId', `expected a chain id of digits, got «${String(rawChainId)}»`);
  }

  const apiBaseUrl = readString(record, 'apiBaseUrl') ?? null;
  if (apiBaseUrl !== null && !/^https?:\/\/[^\s]+$/i.test(apiBaseUrl)) {
    throw new SettingsError('apiBaseUrl', 'must be an http(s) URL');
  }

  const texts = record.texts ?? {};
  if (typeof texts !== 'object' || texts === null || Array.isArray(texts)) {
    throw new SettingsError('texts', 'expected an object of text overrides');
  }
  for (const [key, value] of Object.entries(texts)) {
    if (!(key in nb)) {
      logger?.warn(`Unknown text «texts.${key}» is ignored`);
    } else if (typeof value !== 'string') {
      throw new SettingsError(`texts.${key}`, 'expected a string');
    }
  }

  return {
    platform: platform as Platform,
    environment: environment as Environment,
    chainId,
    chainName: readString(record, 'chainName') ?? null,
    apiBaseUrl,
    checkoutPath: sanitizePath(readString(record, 'checkoutPath') ?? '/kassen'),
    texts: createTexts(texts as Record<string, unknown>),
  };
}

/** The platform REST base for the settings; `origin` is the page's origin. */
export function resolveApiBaseUrl(settings: SiteSettings, origin: string | undefined): string {
  if (settings.apiBaseUrl) {
    return settings.apiBaseUrl;
  }
  if (settings.environment === 'local' && origin) {
    return origin;
  }
  throw new SettingsError('apiBaseUrl', `is required for environment «${settings.environment}»`);
}
