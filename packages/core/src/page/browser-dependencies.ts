import { createApiClient } from '../api/api-client';
import { createAuthHooks } from '../api/auth-hooks';
import { pagePrefetchedCalls } from '../api/prefetch';
import { createBridgeEventSink, createNativeBridge } from '../bridge/native-bridge';
import { systemTimers } from '../engine/timers';
import { combineEventSinks, createDocumentEventSink } from '../events/events';
import { consoleLogger, type Logger } from '../logger';
import { createMaskedLogger } from '../logging/masked-logger';
import { createPersonalSource } from '../logging/personal-source';
import { resolveApiBaseUrl, type SiteSettings } from '../settings/site-settings';
import { createCookieJar } from '../storage/cookies';
import { createGuardedStorage } from '../storage/guarded-storage';
import type { ShopDependencies } from '../store/shop-state';
import { createNetworkStatus } from '../tabs/network-status';
import { createTabChannel } from '../tabs/tab-channel';
import { createBrowserLogService } from './browser-log-service';
import { createLazyTracker } from './lazy-tracker';

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
    // Spec section 7's data layer and customer tracker (sendTrackingEvent): only the code fetched later sends events, so
    // the sender comes with the events' builders it already fetched (issue 35's trim: not in the first load).
    track: createLazyTracker(
      () =>
        import('../rules/tracking').then(
          (module) => (event) => module.sendTrackingEvent(event, settings.customerTracker, logger, personalSource),
        ),
      logger,
    ),
    createId: () => globalThis.crypto?.randomUUID?.() ?? `cart-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  };
}
