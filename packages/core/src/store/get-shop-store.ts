import { createApiClient } from '../api/api-client';
import { createAuthHooks } from '../api/auth-hooks';
import { createBridgeEventSink, createNativeBridge } from '../bridge/native-bridge';
import { combineEventSinks, createDocumentEventSink, OPEN_HANDOVER_PICKER_EVENT } from '../events/events';
import { consoleLogger, type Logger } from '../logger';
import { checkEnvironmentSupport } from '../settings/environment-support';
import { parseSiteSettings, resolveApiBaseUrl, type SiteSettings } from '../settings/site-settings';
import { createCookieJar } from '../storage/cookies';
import { createGuardedStorage } from '../storage/guarded-storage';
import { createNetworkStatus } from '../tabs/network-status';
import { createTabChannel } from '../tabs/tab-channel';
import { LIBRARY_VERSION } from '../version';
import type { ShopStore } from './assemble-shop-store';
import { createDeferredShopStore } from './create-deferred-shop-store';
import type { LoginOptions, LogoutOptions } from './create-session-slice';
import type { HandoverPickerPage } from './handover-slice-state';
import type { ShopDependencies } from './shop-state';

/** Where the page's one store lives on `window`, shared by every Kurv bundle on the page. */
export const SHOP_STORE_KEY: unique symbol = Symbol.for('kurv.store') as never;

export interface ShopStoreRegistration {
  version: string;
  store: ShopStore;
}

/** What a host page (or the app wrapper) can call: `window.kurv`. */
export interface KurvHostApi {
  version: string;
  /** Logs a member in with a token from the site or the app. */
  login: (token: string, options?: LoginOptions) => Promise<void>;
  /** Logs the member out; `{ force: true }` ends the session on the server too. */
  logout: (options?: LogoutOptions) => Promise<void>;
  /** Opens the handover picker, on its first page unless another is named. */
  openHandoverPicker: (page?: HandoverPickerPage) => void;
  /**
   * Spec section 4: "After failed submit, unavailable items can be put back in cart". The checkout page passes the lines
   * the failed order left out (`[{ ean, quantity }]`); each goes back through the availability rules. Malformed lines are
   * skipped with a warning.
   */
  putBackCartItems: (lines: readonly { ean: string; quantity: number }[]) => Promise<void>;
  /**
   * The host page's change-order action (spec section 2): asks 'Vil du endre bestillingen?' for the member's order
   * (its ngOrderId or mwOrderId); 'Endre bestilling' loads it into the cart. Members with the update-order flag only.
   */
  changeOrder: (orderId: string) => Promise<void>;
  /**
   * The logged-in member's orders (members with the update-order flag; others get an empty list), each with whether it
   * can be changed now, for an order page's 'Endre' buttons.
   */
  loadOrders: () => Promise<
    { orderId: string; pickupCode: string; status: number; statusName: string; deadline: string | null; editable: boolean }[]
  >;
}

const PICKER_PAGES: readonly HandoverPickerPage[] = ['type', 'location', 'time'];

/** A page named by a host page (any value): a known page, else the first. */
function pickerPageOf(value: unknown): HandoverPickerPage {
  return PICKER_PAGES.find((page) => page === value) ?? 'type';
}

type StoreHost = { [SHOP_STORE_KEY]?: ShopStoreRegistration; kurv?: KurvHostApi };

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

/** The browser's dependencies: fetch, Web Storage, cookies, events on document (and the app bridge), tabs. */
export function createBrowserDependencies(settings: SiteSettings, logger: Logger = consoleLogger): ShopDependencies {
  const auth = createAuthHooks();
  const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  const documentEvents = createDocumentEventSink();
  return {
    api: createApiClient({
      baseUrl: resolveApiBaseUrl(settings, globalThis.location?.origin),
      chainId: settings.chainId,
      platform: settings.platform,
      apiKey: settings.apiKey,
      apiVersion: settings.apiVersion,
      loyaltyProgramName: settings.loyaltyProgramName,
      fetch: (...args) => globalThis.fetch(...args),
      getToken: () => auth.getToken(),
      getMemberId: () => auth.getMemberId(),
      onUnauthorized: (status) => auth.onUnauthorized(status),
      wait,
    }),
    auth,
    storage: createGuardedStorage(() => globalThis.localStorage, logger),
    sessionStorage: createGuardedStorage(() => globalThis.sessionStorage, logger),
    cookies: createCookieJar(() => globalThis.document, logger),
    events:
      settings.platform === 'native' ? combineEventSinks(documentEvents, createBridgeEventSink(createNativeBridge())) : documentEvents,
    tabs: createTabChannel(),
    network: createNetworkStatus(),
    logger,
    now: () => new Date(),
    wait,
    reloadPage: () => globalThis.location?.reload(),
    track: pushToDataLayer,
    createId: () => globalThis.crypto?.randomUUID?.() ?? `cart-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  };
}

/** The site's data layer (`window.dataLayer`, made when missing), as tag managers read it. */
function pushToDataLayer(event: object): void {
  const host = globalThis as typeof globalThis & { dataLayer?: unknown };
  if (!Array.isArray(host.dataLayer)) {
    host.dataLayer = [];
  }
  (host.dataLayer as object[]).push(event);
}

function majorOf(version: string): string {
  return version.split('.')[0] ?? version;
}

/**
 * The page's one shop store. The first Kurv bundle on the page checks the browser (spec: usable
 * local storage, code 1; cross-domain requests, code 2), parses the site settings, creates the
 * store, starts the member session and keeps the store on `window[Symbol.for('kurv.store')]`;
 * every later bundle reuses it (and warns when its major version differs).
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
  checkEnvironmentSupport();
  const settings = parseSiteSettings(readPageSettings(), logger);
  const store = createDeferredShopStore(settings, createBrowserDependencies(settings, logger));
  host[SHOP_STORE_KEY] = { version: LIBRARY_VERSION, store };
  host.kurv = {
    version: LIBRARY_VERSION,
    login: (token, options) => store.getState().login(token, options),
    logout: (options) => store.getState().logout(options),
    openHandoverPicker: (page) => store.getState().openHandoverPicker(pickerPageOf(page)),
    putBackCartItems: (lines) => store.getState().putBackItems(lines),
    // The order rules come with the order page's call, not with every page (./host-orders.ts).
    loadOrders: () => import('./host-orders').then((module) => module.loadHostOrders(store)),
    changeOrder: (orderId) =>
      typeof orderId === 'string' && orderId !== '' ? store.getState().requestOrderChange(orderId) : Promise.resolve(),
  };
  globalThis.document?.addEventListener(OPEN_HANDOVER_PICKER_EVENT, (event) => {
    const detail = (event as CustomEvent<unknown>).detail;
    const page = typeof detail === 'object' && detail !== null ? (detail as { page?: unknown }).page : undefined;
    store.getState().openHandoverPicker(pickerPageOf(page));
  });
  void store.getState().startSession();
  return store;
}
