import { createApiClient } from '../api/api-client';
import { createDocumentEventSink } from '../events/events';
import { consoleLogger, type Logger } from '../logger';
import { parseSiteSettings, resolveApiBaseUrl, type SiteSettings } from '../settings/site-settings';
import { createGuardedStorage } from '../storage/guarded-storage';
import { LIBRARY_VERSION } from '../version';
import { createShopStore, type ShopStore } from './create-shop-store';
import type { ShopDependencies } from './shop-state';

/** Where the page's one store lives on `window`, shared by every Kurv bundle on the page. */
export const SHOP_STORE_KEY: unique symbol = Symbol.for('kurv.store') as never;

export interface ShopStoreRegistration {
  version: string;
  store: ShopStore;
}

type StoreHost = { [SHOP_STORE_KEY]?: ShopStoreRegistration };

/** Reads the page's site settings: `window.kurvSettings`, else `<script type="application/json" id="kurv-settings">`. */
export function readPageSettings(): unknown {
  const fromWindow = (globalThis as { kurvSettings?: unknown }).kurvSettings;
  if (fromWindow !== undefined) {
    return fromWindow;
  }
  const element = globalThis.document?.getElementById('kurv-settings');
  if (element?.textContent) {
    return JSON.parse(element.textContent);
  }
  return undefined;
}

/** The browser's dependencies: window.fetch, localStorage, events on document, the console. */
export function createBrowserDependencies(settings: SiteSettings, logger: Logger = consoleLogger): ShopDependencies {
  return {
    api: createApiClient({
      baseUrl: resolveApiBaseUrl(settings, globalThis.location?.origin),
      chainId: settings.chainId,
      platform: settings.platform,
      fetch: (...args) => globalThis.fetch(...args),
    }),
    storage: createGuardedStorage(() => globalThis.localStorage, logger),
    events: createDocumentEventSink(),
    logger,
    now: () => new Date(),
    createId: () => globalThis.crypto?.randomUUID?.() ?? `cart-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  };
}

function majorOf(version: string): string {
  return version.split('.')[0] ?? version;
}

/**
 * The page's one shop store. The first Kurv bundle on the page creates it from the site
 * settings and keeps it on `window[Symbol.for('kurv.store')]`; every later bundle reuses it
 * (and warns when its major version differs).
 */
export function getShopStore(logger: Logger = consoleLogger): ShopStore {
  const host = globalThis as StoreHost;
  const existing = host[SHOP_STORE_KEY];
  if (existing) {
    if (majorOf(existing.version) !== majorOf(LIBRARY_VERSION)) {
      logger.warn(`Kurv ${LIBRARY_VERSION} reuses the store of Kurv ${existing.version} on this page; load one major version only`);
    }
    return existing.store;
  }
  const settings = parseSiteSettings(readPageSettings(), logger);
  const store = createShopStore(settings, createBrowserDependencies(settings, logger));
  host[SHOP_STORE_KEY] = { version: LIBRARY_VERSION, store };
  return store;
}
