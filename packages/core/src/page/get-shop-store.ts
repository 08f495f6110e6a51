import { OPEN_HANDOVER_PICKER_EVENT } from '../events/events';
import { consoleLogger, type Logger } from '../logger';
import { checkEnvironmentSupport } from '../settings/environment-support';
import { readSettingsRecord } from '../settings/settings-record';
import { parseSiteSettings, type SiteSettings } from '../settings/site-settings';
import type { ShopStore } from '../store/assemble-shop-store';
import { createDeferredShopStore } from '../store/deferred/create-deferred-shop-store';
import type { HandoverPickerPage } from '../store/handover/handover-state';
import { LIBRARY_VERSION } from '../version';
import { createBrowserDependencies } from './browser-dependencies';
import { listen } from './dom';
import { HOST_CALL_METHODS, type HostCallMethod, type KurvHostApi } from './kurv-host-api';
import { readPageSettings } from './page-settings';
import { SHOP_STORE_KEY } from './shop-store-key';

export { SHOP_STORE_KEY };

export interface ShopStoreRegistration {
  version: string;
  store: ShopStore;
}

const PICKER_PAGES: readonly HandoverPickerPage[] = ['type', 'location', 'time'];

/** A page named by a host page (any value): a known page, else the first. */
function pickerPageOf(value: unknown): HandoverPickerPage {
  return PICKER_PAGES.find((page) => page === value) ?? 'type';
}

/** Where a page whose settings or browser Kurv cannot use keeps the error, reported once (issue 36). */
const SETTINGS_FAILURE_KEY: unique symbol = Symbol.for('kurv.settingsFailure') as never;

type StoreHost = { [SHOP_STORE_KEY]?: ShopStoreRegistration; [SETTINGS_FAILURE_KEY]?: unknown; kurv?: KurvHostApi };

function majorOf(version: string): string {
  return version.split('.')[0] ?? version;
}

/**
 * The browser check, the site settings parsed and the store made from them: an error (a bad or unreadable setting, a
 * platform base the page cannot use, a browser without local storage) is logged once, with the setting it names, and
 * kept, so every element asking again gets it without a second line on the console (issue 36: a host whose settings
 * throw gets one clear error, never one per tag).
 */
function createStoreOnce(host: { [SETTINGS_FAILURE_KEY]?: unknown }, logger: Logger): { settings: SiteSettings; store: ShopStore } {
  if (SETTINGS_FAILURE_KEY in host) {
    throw host[SETTINGS_FAILURE_KEY];
  }
  try {
    checkEnvironmentSupport();
    const settings = parseSiteSettings(readSettingsRecord(readPageSettings(logger), logger), logger);
    return { settings, store: createDeferredShopStore(settings, createBrowserDependencies(settings, logger)) };
  } catch (error) {
    host[SETTINGS_FAILURE_KEY] = error;
    logger.error(error instanceof Error ? error.message : String(error), error);
    throw error;
  }
}

/**
 * The page's one shop store, or null when the page's settings (or the browser) keep Kurv from starting: the error was
 * logged once (`getShopStore`), and the elements show the default error instead of throwing.
 */
export function tryGetShopStore(logger: Logger = consoleLogger): ShopStore | null {
  try {
    return getShopStore(logger);
  } catch {
    return null;
  }
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
  const { settings, store } = createStoreOnce(host, logger);
  host[SHOP_STORE_KEY] = { version: LIBRARY_VERSION, store };
  const doc = globalThis.document;
  if (doc) {
    listen(doc, OPEN_HANDOVER_PICKER_EVENT, (event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      const page = typeof detail === 'object' && detail !== null ? (detail as { page?: unknown }).page : undefined;
      store.getState().openHandoverPicker(pickerPageOf(page));
    });
  }
  const sessionStarted = store
    .getState()
    .startSession()
    .catch(() => undefined)
    // The site may have ended a corporate user's session since the last page: their invoice goes with it.
    .then(() => store.getState().fitPaymentChoiceToUser());
  // window.kurv: its calls' code comes with the first call (./host-calls.ts); the picker opens through the store at once.
  let calls: Promise<Pick<KurvHostApi, HostCallMethod>> | null = null;
  const hostCalls = () => {
    calls ??= import('./host-calls').then(
      (module) => module.createHostApi(store, sessionStarted),
      (error: unknown) => {
        calls = null;
        throw error;
      },
    );
    return calls;
  };
  host.kurv = {
    version: LIBRARY_VERSION,
    openHandoverPicker: (page) => store.getState().openHandoverPicker(pickerPageOf(page)),
    ...(Object.fromEntries(
      HOST_CALL_METHODS.map((name) => [
        name,
        (...args: unknown[]) => hostCalls().then((api) => (api[name] as (...values: unknown[]) => unknown)(...args)),
      ]),
    ) as Pick<KurvHostApi, HostCallMethod>),
  };
  // The order confirmation page tracks its order once (cookie WEBSHOP_ORDER_TRACKED), when the member is known. Only a
  // prefix check here: the order code reads the page's order id, so other pages' first load stays small.
  const page = globalThis.location;
  if (page?.href.startsWith(new URL(settings.paths.orderConfirmation, page.href).href)) {
    void sessionStarted.then(() => store.getState().trackConfirmationPage(page.pathname));
  }
  return store;
}
