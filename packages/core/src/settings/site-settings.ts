import { FIXED_CAMPAIGN_FROM, FIXED_CAMPAIGN_SHOWN_FROM, FIXED_CAMPAIGN_SHOWN_TO, FIXED_CAMPAIGN_TO } from '../constants';
import type { TrackingEvent } from '../events/tracking-event';
import type { Logger } from '../logger';
import { isInsecurePlatformBase, isRootRelativeOnSite } from '../rules/site-origin';
import type { PageTexts } from '../texts/nb';
import { createPageTexts } from '../texts/texts';
import { DEFAULT_CHAIN_ID, nonWebshopChainWarning } from './chains';
import type { HandoverWindowsCall } from './handover-windows-call';

/** Spec section 1: the environments the platform runs in. */
export const ENVIRONMENTS = ['local', 'development', 'preproduction', 'production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/** Spec section 1: a web chain site or the native app wrapper. */
export const PLATFORMS = ['chainsite', 'native'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** Spec section 9: feature flags and their defaults. */
export interface FeatureFlags {
  /** Default on. */
  coupons: boolean;
  /** Default on: durability information, the guarantee text (7 days, texts.durabilityGuarantee) by the cart's totals. */
  durabilityInfo: boolean;
  /**
   * Default on. Off: no product price in the widgets. `<add-to-cart-button>` shows no price either way (the host's
   * product tile does); the cart popup's lines then show no amount, struck price or saving, and its totals stay.
   */
  productPriceVisible: boolean;
  /** Default on. Off: `<add-to-cart-button>` shows nothing (the site sells nothing online). */
  addToCart: boolean;
  /** Default on: the login prompt after a number of items added by a guest (isAddToCartLoginPopupEnabled). */
  loginPopup: boolean;
  /** Default off. */
  shoppingLists: boolean;
  /** Default off. */
  sharingCart: boolean;
  /** Default off. */
  productPopup: boolean;
  /** Default off. */
  outOfStockAlternatives: boolean;
  /**
   * Default off (spec section 4 names it; section 9 gives it no default, and off keeps "Out of stock gives 4"). On: every
   * `<add-to-cart-button>` and the cart's add accept a product that is out of stock (code 4 no longer blocks, the stock
   * no longer limits the line); not for sale, not in the store, the per-order and drug limits still hold.
   */
  allowAddingOutOfStockToCart: boolean;
  /** Default off. */
  biometrics: boolean;
  /**
   * Default off (spec section 9). Host site only: the chain's own webshop pages read it (`settings.features.webshop`);
   * honoured only for the webshop chains 1210, 1220 and 1300 (settings/chains.ts), off with a warning on another chain.
   */
  webshop: boolean;
  /** Default off: every user gets the dropdown quantity picker (spec section 6: "flags can force ... dropdown for all"). */
  quantityDropdownForAll: boolean;
  /** Default off: every user, corporate ones too, gets the plain stepper; wins over quantityDropdownForAll. */
  quantityStepperForAll: boolean;
  /**
   * Default off (spec section 7 puts the call behind a feature flag). On: the picker's pickup places ('Hente selv') are
   * the handover options' stores together with the pickup-point service's list (`GET /sylinder/hentevinduer/hentepunkter/v1`)
   * for the shopper's postal code, address or coordinates, a place in both listed once. Off: that call is never made.
   */
  pickupPointList: boolean;
}

export const DEFAULT_FEATURES: FeatureFlags = {
  coupons: true,
  durabilityInfo: true,
  productPriceVisible: true,
  addToCart: true,
  loginPopup: true,
  shoppingLists: false,
  sharingCart: false,
  productPopup: false,
  outOfStockAlternatives: false,
  allowAddingOutOfStockToCart: false,
  biometrics: false,
  webshop: false,
  quantityDropdownForAll: false,
  quantityStepperForAll: false,
  pickupPointList: false,
};

/** Our default for `loginPopupItemCount` (the spec's "configured number of items" has none). */
export const DEFAULT_LOGIN_POPUP_ITEM_COUNT = 3;

/** Spec section 2: page paths with defaults, and the site-provided ones (default null). */
export interface PagePaths {
  checkout: string;
  orderConfirmation: string;
  orderDetails: string;
  productDetails: string;
  campaign: string;
  savings: string;
  storeFinder: string;
  sharedCart: string;
  recipes: string;
  profile: string | null;
  membership: string | null;
  login: string | null;
  logout: string | null;
  forgotPassword: string | null;
  changePassword: string | null;
  becomeMember: string | null;
  corporateRegistration: string | null;
  /** Where a corporate user's login goes (spec section 6); `login` while null. */
  corporateLogin: string | null;
  coupons: string | null;
  shoppingLists: string | null;
  myOrders: string | null;
  transactionHistory: string | null;
  verifyAccounts: string | null;
  useBonus: string | null;
  support: string | null;
}

export const DEFAULT_PATHS: PagePaths = {
  checkout: '/kassen',
  orderConfirmation: '/ordredetaljer',
  orderDetails: '/profil/bestilling',
  productDetails: '/varer',
  campaign: '/kampanje',
  savings: '/besparelser',
  storeFinder: '/Finn-butikk',
  sharedCart: 'delt-handlevogn?id=',
  recipes: '/api/recipes/search/?id=',
  profile: null,
  membership: null,
  login: null,
  logout: null,
  forgotPassword: null,
  changePassword: null,
  becomeMember: null,
  corporateRegistration: null,
  corporateLogin: null,
  coupons: null,
  shoppingLists: null,
  myOrders: null,
  transactionHistory: null,
  verifyAccounts: null,
  useBonus: null,
  support: null,
};

/** Spec section 2: the cookie names. */
export const COOKIE_NAMES = {
  orderTracked: 'WEBSHOP_ORDER_TRACKED',
  closedLoginPrompt: 'WEBSHOP_CLOSED_LOGIN_PROMPT',
  cardOrdered: 'WEBSHOP_CARD_ORDERED',
  hasSeenHandoverPickerPrompt: 'WEBSHOP_HAS_SEEN_HANDOVER_PICKER_PROMPT',
} as const;

/**
 * Spec section 9: the half-price home-delivery campaign ('Kampanje', 'Hurra, denne dagen får du halv pris på
 * hjemlevering!') "on one chain's windows". Dates yyyy-MM-dd in Oslo, inclusive.
 */
export interface DeliveryCampaign {
  /** The chain whose delivery windows carry the campaign; other chains' sites show nothing. */
  chainId: string;
  /** The first and last day of the windows the campaign applies to. */
  from: string;
  to: string;
  /** The first and last day the campaign is shown on (today in Oslo). */
  shownFrom: string;
  shownTo: string;
}

/**
 * The spec's campaign (section 9: 2025-05-26 to 2025-06-22, shown 2025-05-23 to 2025-06-23). The spec does not name
 * its chain: our default is the site default chain. A site sets its own campaign, or null for none.
 */
export const DEFAULT_DELIVERY_CAMPAIGN: DeliveryCampaign = {
  chainId: DEFAULT_CHAIN_ID,
  from: FIXED_CAMPAIGN_FROM,
  to: FIXED_CAMPAIGN_TO,
  shownFrom: FIXED_CAMPAIGN_SHOWN_FROM,
  shownTo: FIXED_CAMPAIGN_SHOWN_TO,
};

/**
 * The site settings a chain web team sets as `window.kurvSettings` (or as JSON in
 * `<script type="application/json" id="kurv-settings">`), parsed once by `parseSiteSettings()`.
 */
export interface SiteSettings {
  /** `chainsite` (default) on the web, `native` inside the app wrapper. */
  platform: Platform;
  /** Required: `local` (the simulator), `development`, `preproduction` or `production`. */
  environment: Environment;
  /** The chain id, default `1300`. */
  chainId: string;
  /** The chain's display name (the trigger-bonus `partner`), default null. */
  chainName: string | null;
  /** The member's token when the site renders it into the page (a bare JWT, or with a Bearer/Simplified prefix). */
  userToken: string | null;
  /** Where a fresh token is fetched (the site's session); without it a token cannot be refreshed. */
  accessTokenUrl: string | null;
  /** The platform's client id for this site: sent as the header `X-Client-Id` on every call while set (our choice). */
  clientId: string | null;
  /** The platform API key, sent as a header when a call uses it. */
  apiKey: string | null;
  /**
   * The platform REST base URL. Default for `local`: the page's own origin, where the simulator
   * answers. The hosts of the other environments are not in the spec: set this for them.
   */
  apiBaseUrl: string | null;
  /** The platform API version; version 2 drops the `sylinder/` path prefix. Default 1. */
  apiVersion: 1 | 2;
  /**
   * Which call the time page's windows come from (spec section 7): `handoverWindows` (default, `POST
   * /api/handoverwindows/…`), `deliveryCalendarPost` (the alternative `POST /sylinder/deliverycalendar/v1/handoverwindows/…`,
   * the same body) or `deliveryCalendarGet` (the alternative as a GET, the payload minus productIds and postalcode in the
   * query); the alternative's delivery path carries the postal code in the gln's place. Kept here as the site gave it: the
   * window code, fetched with the picker, reads it (`readHandoverWindowsCall`, settings/handover-windows-call.ts), and a
   * value that is none of the three gets the default with one console warning naming `kurvSettings.handoverWindowsCall`.
   */
  handoverWindowsCall: unknown;
  /** The loyalty agreement whose accepted consent makes a member a loyalty member. */
  loyaltyAgreementId: string | null;
  /**
   * Campaign ids relevant to this site (spec section 3). Not empty: only these campaigns' product bonuses and
   * promotions show (and only their bonuses and offers run out in the time page's campaign expiry, rules/handover/campaign-expiry.ts);
   * empty (default): all (campaignShown in rules/membership.ts).
   */
  campaignIds: string[];
  /**
   * The half-price home-delivery campaign shown on the time page's delivery windows (spec section 9); default the
   * spec's dates on chain 1300 (DEFAULT_DELIVERY_CAMPAIGN), null for none.
   */
  deliveryCampaign: DeliveryCampaign | null;
  /** The loyalty programme's name (the spec's `{product}`), default `Trumf`: paths, fields and texts use it. */
  loyaltyProgramName: string;
  /** The support phone number (the spec's `{phone}`), default null: texts that need it are not shown. */
  supportPhone: string | null;
  /**
   * The product image service origins (https://…) that image URLs may use; none by default: the
   * spec names no image host, so the builder answers no URL until the site sets one.
   */
  imageOrigins: string[];
  /** Feature flags; see each flag for its default. */
  features: FeatureFlags;
  /**
   * After how many items in the cart a guest sees the login prompt (spec section 6: "a configured number of items").
   * The spec gives no default; ours is 3. Whole number from 1.
   */
  loginPopupItemCount: number;
  /** Page paths; a path that is neither root-relative nor http(s) becomes '/'. */
  paths: PagePaths;
  /** The cookie Kurv keeps the anonymous shopper's store in for 3 hours. */
  anonymousGlnCookieName: string;
  /**
   * The texts a page shows before any interaction (the add-to-cart button, the cart badge, the handover summary), the
   * Norwegian defaults with the site's overrides. The parts fetched later build the whole dictionary with
   * `allTexts(settings)`.
   */
  texts: PageTexts;
  /**
   * The site's `kurvSettings.texts` as given, every value a string. The first load checks the keys of its own texts
   * only; an override whose key no text has is warned about («Unknown text «texts.…» is ignored») when the first part
   * that shows the other texts is fetched (the cart's panel, the picker, a dialog).
   */
  textOverrides: Readonly<Record<string, string>>;
  /**
   * The site's customer-intelligence tracker (spec section 7: "cart events also go to a customer-intelligence
   * tracker"): called with every cart event (add_to_cart, remove_from_cart, removed_item; the shape of
   * docs/tracking.md) after it is pushed to `window.dataLayer`. Default null. A function, so only in
   * `window.kurvSettings` (not in the JSON script); an error it throws is logged and does not stop the cart.
   */
  customerTracker: ((event: TrackingEvent) => void) | null;
  /**
   * The logging service's URL (spec section 7: "Log POST to an event-hub logging service"; the spec does not show the
   * path), an http(s) URL or a root-relative path. The failures the spec says are logged (calculator, bag type, service
   * fee type, order removal and order load; coverage and address search; the session's save, profile, address, user
   * and attribute calls; the login, with token info) are posted there in batches (JSON `{ source, version, entries,
   * dropped }`, docs/settings.md, "Logging"), without tokens, e-mail addresses, phone numbers or national ids. Default null:
   * nothing is kept or sent.
   */
  loggingEndpoint: string | null;
  /**
   * The nonce of the page's Content-Security-Policy `style-src 'nonce-…'` (issue 37), for browsers without constructable
   * stylesheets (`adoptedStyleSheets`: Safari before 16.4, Firefox before 101): there the widgets' shadow roots get their
   * CSS as `<style nonce>` elements, which a policy without `'unsafe-inline'` blocks unless they carry it. Base64 (or
   * base64url) characters only; default null. Elsewhere the CSS is adopted and needs no nonce (docs/embedding.md, CSP).
   */
  styleNonce: string | null;
}

/** The input form of the settings (`window.kurvSettings`): every key optional except `environment`. */
export interface SiteSettingsInput {
  platform?: Platform;
  environment?: Environment;
  chainId?: string | number;
  chainName?: string | null;
  userToken?: string | null;
  accessTokenUrl?: string | null;
  clientId?: string | null;
  apiKey?: string | null;
  apiBaseUrl?: string | null;
  apiVersion?: 1 | 2;
  handoverWindowsCall?: HandoverWindowsCall;
  loyaltyAgreementId?: string | null;
  campaignIds?: string[];
  deliveryCampaign?: { chainId: string | number; from: string; to: string; shownFrom: string; shownTo: string } | null;
  loyaltyProgramName?: string;
  supportPhone?: string | null;
  imageOrigins?: string[];
  features?: Partial<FeatureFlags>;
  loginPopupItemCount?: number;
  paths?: Partial<PagePaths>;
  /** @deprecated use `paths.checkout` */
  checkoutPath?: string;
  anonymousGlnCookieName?: string;
  texts?: Partial<Record<string, string>>;
  customerTracker?: ((event: TrackingEvent) => void) | null;
  loggingEndpoint?: string | null;
  styleNonce?: string | null;
}

/** A site setting with a bad value; the message names the key ('' for the whole of `kurvSettings`). */
export class SettingsError extends Error {
  constructor(
    readonly key: string,
    message: string,
  ) {
    super(`kurvSettings${key === '' ? '' : `.${key}`}: ${message}`);
    this.name = 'SettingsError';
  }
}

// One string split at its spaces: shorter in the first load than a list of quoted keys (issue 35's trim).
const KNOWN_KEYS = new Set<string>(
  (
    'platform environment chainId chainName userToken accessTokenUrl clientId apiKey apiBaseUrl apiVersion handoverWindowsCall ' +
    'loyaltyAgreementId campaignIds deliveryCampaign loyaltyProgramName supportPhone imageOrigins features ' +
    'loginPopupItemCount paths checkoutPath anonymousGlnCookieName texts customerTracker loggingEndpoint styleNonce'
  ).split(' '),
);

/**
 * Spec section 2: a configured path that is neither root-relative nor http(s) becomes '/'. Issue 35: root-relative
 * as the browser reads it, on the site's origin (rules/site-origin.ts): `/\evil.example/` and a slash then a tab are not.
 */
export function sanitizePath(path: string): string {
  const trimmed = path.trim();
  if (isRootRelativeOnSite(trimmed) || /^https?:\/\/[^\s]+$/i.test(trimmed)) {
    return trimmed;
  }
  return '/';
}

function readString(record: Record<string, unknown>, key: string, path = key): string | undefined {
  const value = record[key];
  if (value === undefined || value === null) {
    return undefined;
  }
  if (typeof value !== 'string') {
    throw new SettingsError(path, `expected a string, got ${typeof value}`);
  }
  return value;
}

function readUrl(record: Record<string, unknown>, key: string): string | null {
  const value = readString(record, key);
  if (value === undefined) {
    return null;
  }
  if (!/^https?:\/\/[^\s]+$/i.test(value) && !(/^\/\S*$/.test(value) && isRootRelativeOnSite(value))) {
    throw new SettingsError(key, 'must be an http(s) URL or a root-relative path');
  }
  return value;
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

function readDeliveryCampaign(record: Record<string, unknown>): DeliveryCampaign | null {
  const value = record.deliveryCampaign;
  if (value === undefined) {
    return DEFAULT_DELIVERY_CAMPAIGN;
  }
  if (value === null) {
    return null;
  }
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new SettingsError('deliveryCampaign', 'expected an object { chainId, from, to, shownFrom, shownTo } or null');
  }
  const campaign = value as Record<string, unknown>;
  const chainId = typeof campaign.chainId === 'number' ? String(campaign.chainId) : campaign.chainId;
  if (typeof chainId !== 'string' || !/^\d+$/.test(chainId)) {
    throw new SettingsError('deliveryCampaign.chainId', 'expected a chain id of digits');
  }
  const dates = (['from', 'to', 'shownFrom', 'shownTo'] as const).map((key) => {
    const date = campaign[key];
    if (typeof date !== 'string' || !CALENDAR_DATE.test(date) || Number.isNaN(Date.parse(date))) {
      throw new SettingsError(`deliveryCampaign.${key}`, 'expected a date yyyy-MM-dd');
    }
    return date;
  });
  const [from = '', to = '', shownFrom = '', shownTo = ''] = dates;
  if (from > to || shownFrom > shownTo) {
    throw new SettingsError('deliveryCampaign', 'a first day after its last day');
  }
  return { chainId, from, to, shownFrom, shownTo };
}

function readObject(record: Record<string, unknown>, key: string): Record<string, unknown> {
  const value = record[key] ?? {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new SettingsError(key, 'expected an object');
  }
  return value as Record<string, unknown>;
}

function readFeatures(record: Record<string, unknown>, chainId: string, logger?: Logger): FeatureFlags {
  const input = readObject(record, 'features');
  const features: FeatureFlags = { ...DEFAULT_FEATURES };
  for (const [key, value] of Object.entries(input)) {
    if (!(key in DEFAULT_FEATURES)) {
      logger?.warn(`Unknown feature flag «features.${key}» is ignored`);
      continue;
    }
    if (typeof value !== 'boolean') {
      throw new SettingsError(`features.${key}`, 'expected true or false');
    }
    features[key as keyof FeatureFlags] = value;
  }
  // Spec section 1: a chain that does not run the webshop gets no webshop features (one warning naming chainId).
  const warning = nonWebshopChainWarning(chainId, features.webshop);
  if (warning !== null) {
    logger?.warn(warning);
    features.webshop = false;
  }
  return features;
}

function readPaths(record: Record<string, unknown>, logger?: Logger): PagePaths {
  const input = readObject(record, 'paths');
  const paths: PagePaths = { ...DEFAULT_PATHS };
  const legacyCheckout = readString(record, 'checkoutPath');
  if (legacyCheckout !== undefined) {
    paths.checkout = sanitizePath(legacyCheckout);
  }
  for (const [key, value] of Object.entries(input)) {
    if (!(key in DEFAULT_PATHS)) {
      logger?.warn(`Unknown page path «paths.${key}» is ignored`);
      continue;
    }
    if (value === null && DEFAULT_PATHS[key as keyof PagePaths] === null) {
      continue;
    }
    if (typeof value !== 'string') {
      throw new SettingsError(`paths.${key}`, 'expected a string');
    }
    // The shared-cart link is relative to the site by design (spec: 'delt-handlevogn?id=').
    (paths as unknown as Record<string, string>)[key] = key === 'sharedCart' ? value : sanitizePath(value);
  }
  return paths;
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

  const apiVersion = record.apiVersion ?? 1;
  if (apiVersion !== 1 && apiVersion !== 2) {
    throw new SettingsError('apiVersion', 'must be 1 or 2');
  }

  const campaignIds = record.campaignIds ?? [];
  if (!Array.isArray(campaignIds) || campaignIds.some((id) => typeof id !== 'string')) {
    throw new SettingsError('campaignIds', 'expected a list of strings');
  }

  const imageOrigins = record.imageOrigins ?? [];
  if (
    !Array.isArray(imageOrigins) ||
    imageOrigins.some((origin) => typeof origin !== 'string' || !/^https?:\/\/[^/\s]+\/?$/i.test(origin))
  ) {
    throw new SettingsError('imageOrigins', 'expected a list of http(s) origins, like "https://images.example.no"');
  }

  const loyaltyProgramName = readString(record, 'loyaltyProgramName') ?? 'Trumf';
  if (!/^[A-Za-zÆØÅæøå]{2,20}$/.test(loyaltyProgramName)) {
    throw new SettingsError('loyaltyProgramName', 'expected a single word of letters');
  }

  const anonymousGlnCookieName = readString(record, 'anonymousGlnCookieName') ?? 'kurv_anonymous_gln';
  if (!/^[\w.-]+$/.test(anonymousGlnCookieName)) {
    throw new SettingsError('anonymousGlnCookieName', 'is not a valid cookie name');
  }

  const loginPopupItemCount = record.loginPopupItemCount ?? DEFAULT_LOGIN_POPUP_ITEM_COUNT;
  if (typeof loginPopupItemCount !== 'number' || !Number.isInteger(loginPopupItemCount) || loginPopupItemCount < 1) {
    throw new SettingsError('loginPopupItemCount', 'expected a whole number from 1');
  }

  const texts = readObject(record, 'texts');
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value !== 'string') {
      throw new SettingsError(`texts.${key}`, 'expected a string');
    }
  }

  const customerTracker = record.customerTracker ?? null;
  if (customerTracker !== null && typeof customerTracker !== 'function') {
    // Short: the first load carries it (the setting's JSDoc and docs/tracking.md say what the function is called with).
    throw new SettingsError('customerTracker', 'expected a function');
  }

  const styleNonce = readString(record, 'styleNonce') ?? null;
  // A nonce is base64 (CSP's nonce-source grammar); anything else would be a quote or markup in the style element.
  if (styleNonce !== null && !/^[\w+/-]+={0,2}$/.test(styleNonce)) {
    throw new SettingsError('styleNonce', 'expected base64');
  }

  const paths = readPaths(record, logger);
  if (platform === 'chainsite' && paths.login === null) {
    // Spec section 7 delegates login to the login URL; without one the login buttons are left out (rules/login-route.ts).
    logger?.warn('paths.login is not set: a chain site without a login page shows no login buttons');
  }

  return {
    platform: platform as Platform,
    environment: environment as Environment,
    chainId,
    chainName: readString(record, 'chainName') ?? null,
    userToken: readString(record, 'userToken') ?? null,
    accessTokenUrl: readUrl(record, 'accessTokenUrl'),
    clientId: readString(record, 'clientId') ?? null,
    apiKey: readString(record, 'apiKey') ?? null,
    apiBaseUrl,
    apiVersion,
    handoverWindowsCall: record.handoverWindowsCall,
    loyaltyAgreementId: readString(record, 'loyaltyAgreementId') ?? null,
    campaignIds: campaignIds as string[],
    deliveryCampaign: readDeliveryCampaign(record),
    loyaltyProgramName,
    supportPhone: readString(record, 'supportPhone') ?? null,
    imageOrigins: (imageOrigins as string[]).map((origin) => origin.replace(/\/$/, '')),
    features: readFeatures(record, chainId, logger),
    loginPopupItemCount,
    paths,
    anonymousGlnCookieName,
    texts: createPageTexts(texts),
    textOverrides: { ...(texts as Record<string, string>) },
    customerTracker: customerTracker as SiteSettings['customerTracker'],
    loggingEndpoint: readUrl(record, 'loggingEndpoint'),
    styleNonce,
  };
}

/**
 * The platform REST base for the settings; `origin` is the page's origin. Issue 35: an http base on an https page is
 * refused, since the member's token would cross the network in clear text (the browser would block the calls as mixed
 * content anyway, each with an error that does not name the setting).
 */
export function resolveApiBaseUrl(settings: SiteSettings, origin: string | undefined): string {
  if (settings.apiBaseUrl) {
    if (isInsecurePlatformBase(settings.apiBaseUrl, origin)) {
      throw new SettingsError('apiBaseUrl', `«${settings.apiBaseUrl}» is http on an https page; use the platform's https URL`);
    }
    return settings.apiBaseUrl;
  }
  if (settings.environment === 'local' && origin) {
    return origin;
  }
  throw new SettingsError('apiBaseUrl', `is required for environment «${settings.environment}»`);
}
