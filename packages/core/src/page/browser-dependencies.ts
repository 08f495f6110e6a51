import { createApiClient } from '../api/api-client';
import { createAuthHooks } from '../api/auth-hooks';
import { pagePrefetchedCalls } from '../api/prefetch';
import { createBridgeEventSink, createNativeBridge } from '../bridge/native-bridge';
import { systemTimers } from '../engine/timers';
import { combineEventSinks, createDocumentEventSink } from '../events/events';
import type { TrackingEvent } from '../events/tracking-event';
import { consoleLogger, type Logger } from '../logger';
import { createMaskedLogger } from '../logging/masked-logger';
import { createPersonalSource } from '../logging/personal-source';
import { isCartEvent } from '../rules/cart-event';
import { resolveApiBaseUrl, type SiteSettings } from '../settings/site-settings';
import { createCookieJar } from '../storage/cookies';
import { createGuardedStorage } from '../storage/guarded-storage';
import type { ShopDependencies } from '../store/shop-state';
import { createNetworkStatus } from '../tabs/network-status';
import { createTabChannel } from '../tabs/tab-channel';
import { createBrowserLogService } from './browser-log-service';

/**
 * The browser's dependencies: fetch, Web Storage, cookies, events on document (and the app bridge), tabs. What the
 * logger prints and the logging service sends is masked (logging/redact.ts), of the shopper's own texts too once the
 * store binds them.
 */
export function createBrowserDependencies(settings: SiteSettings, pageLogger: Logger = consoleLogger): ShopDependencies {
  const personalSource = createPersonalSource();
  const logger = createMaskedLogger(pageLogger, personalSource);
  const auth = createAuthHooks();
  const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  const documentEvents = createDocumentEventSink();
  const bridge = settings.platform === 'native' ? createNativeBridge() : null;
  return {
    api: createApiClient({
      baseUrl: resolveApiBaseUrl(settings, globalThis.location?.origin),
      chainId: settings.chainId,
      platform: settings.platform,
      apiKey: settings.apiKey,
      clientId: settings.clientId,
      apiVersion: settings.apiVersion,
      loyaltyProgramName: settings.loyaltyProgramName,
      fetch: (...args) => globalThis.fetch(...args),
      getToken: () => auth.getToken(),
      getMemberId: () => auth.getMemberId(),
      onUnauthorized: (status) => auth.onUnauthorized(status),
      prefetched: pagePrefetchedCalls,
      wait,
    }),
    auth,
    storage: createGuardedStorage(() => globalThis.localStorage, logger),
    sessionStorage: createGuardedStorage(() => globalThis.sessionStorage, logger),
    cookies: createCookieJar(() => globalThis.document, logger),
    events: bridge === null ? documentEvents : combineEventSinks(documentEvents, createBridgeEventSink(bridge)),
    bridge,
    tabs: createTabChannel(),
    network: createNetworkStatus(),
    logger,
    logService: createBrowserLogService(settings, personalSource),
    personalSource,
    now: () => new Date(),
    wait,
    timers: systemTimers,
    reloadPage: () => globalThis.location?.reload(),
    track: (event) => track(event, settings, logger),
    createId: () => globalThis.crypto?.randomUUID?.() ?? `cart-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  };
}

/**
 * Spec section 7: an event to the site's data layer, and a cart event to the site's customer-intelligence tracker too
 * (`kurvSettings.customerTracker`). A tracker that throws is logged; the shopper's change goes on.
 */
function track(event: TrackingEvent, settings: SiteSettings, logger: Logger): void {
  pushToDataLayer(event);
  if (settings.customerTracker !== null && isCartEvent(event)) {
    try {
      settings.customerTracker(event);
    } catch (error) {
      logger.warn('The customer tracker (kurvSettings.customerTracker) failed on an event', error);
    }
  }
}

/** The site's data layer (`window.dataLayer`, made when missing), as tag managers read it. */
function pushToDataLayer(event: object): void {
  const host = globalThis as typeof globalThis & { dataLayer?: unknown };
  if (!Array.isArray(host.dataLayer)) {
    host.dataLayer = [];
  }
  (host.dataLayer as object[]).push(event);
}
