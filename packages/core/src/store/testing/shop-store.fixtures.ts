import { createApiClient } from '../../api/api-client';
import { createAuthHooks } from '../../api/auth-hooks';
import { systemNow, systemTimers, systemWait } from '../../engine/timers';
import type { EventSink, KurvEventMap, KurvEventName } from '../../events/events';
import { silentLogger } from '../../logger';
import type { LogEntryKind } from '../../logging/log-entry';
import { type LoggedTokenInfo, tokenInfoOf } from '../../logging/token-info';
import { parseSiteSettings, type SiteSettingsInput } from '../../settings/site-settings';
import { type CookieJar, createMemoryCookieJar } from '../../storage/cookies';
import { createGuardedStorage, createMemoryStorage } from '../../storage/guarded-storage';
import { createLocalTabChannel, type TabChannel } from '../../tabs/tab-channel';
import { assembleShopStore } from '../assemble-shop-store';
import { createCartSlice } from '../cart/create-cart-slice';
import { createShopStore, type ShopStore } from '../create-shop-store';
import { createDeferredShopStore } from '../deferred/create-deferred-shop-store';
import { createHandoverSlice } from '../handover/create-handover-slice';
import { createOrderSlice } from '../order/create-order-slice';
import type { MemberCodeSource } from '../session/member-code-source';
import type { ShopDependencies } from '../shop-state';

/** The base URL tests and stories point the API client at; the simulator answers any origin. */
export const FIXTURE_API_BASE_URL = 'http://kurv.test';

export interface RecordedEvent {
  name: KurvEventName;
  detail: KurvEventMap[KurvEventName];
}

export interface FixtureStoreOptions {
  settings?: Partial<SiteSettingsInput>;
  /** Events a host page's listener cancels (`preventDefault()`): the recorded sink answers false for them. */
  cancelEvents?: readonly KurvEventName[];
  /** Defaults to the global fetch (which msw intercepts in tests and stories). */
  fetch?: typeof globalThis.fetch;
  /** Local storage; defaults to a fresh in-memory Storage. */
  storage?: Storage;
  /** Session storage; defaults to a fresh in-memory Storage. */
  sessionStorage?: Storage;
  cookies?: CookieJar;
  tabs?: TabChannel;
  timeoutMs?: number;
  /** How retries and write-then-wait pause; defaults to the machine's timers (`systemWait`). */
  wait?: (ms: number) => Promise<void>;
  dependencies?: Partial<ShopDependencies>;
  /** The page store's make-up: the handover and order code fetched when first needed (`createDeferredShopStore`). */
  deferred?: boolean;
  /** Where the store gets the member's code (the eager slices otherwise); a test of its fetch passes its own. */
  memberCode?: MemberCodeSource;
}

export interface FixtureStore {
  store: ShopStore;
  /** The store's API client (the same one its actions use). */
  api: ShopDependencies['api'];
  tabs: TabChannel;
  storage: Storage;
  sessionStorage: Storage;
  cookies: CookieJar;
  events: RecordedEvent[];
  /** The fetch calls the API client made (method and URL). */
  calls: { method: string; url: string; authorization: string | null }[];
  /** How many times the store asked to reload the page. */
  reloads: { count: number };
  /** The data-layer events pushed. */
  tracked: object[];
  /** What the store sent to the logging service (kind, and the error or its token info). */
  logged: LoggedFailure[];
}

export interface LoggedFailure {
  kind: LogEntryKind;
  error: unknown;
  tokenInfo: LoggedTokenInfo | null;
}

/** A shop store for tests and stories: local settings, in-memory storage, recorded events, quiet logger. */
export function createFixtureStore(options: FixtureStoreOptions = {}): FixtureStore {
  const settings = parseSiteSettings({ environment: 'local', chainId: '1300', apiBaseUrl: FIXTURE_API_BASE_URL, ...options.settings });
  const storage = options.storage ?? createMemoryStorage();
  const sessionStorage = options.sessionStorage ?? createMemoryStorage();
  const cookies = options.cookies ?? createMemoryCookieJar();
  const events: RecordedEvent[] = [];
  const calls: FixtureStore['calls'] = [];
  const reloads = { count: 0 };
  const tracked: object[] = [];
  const logged: LoggedFailure[] = [];
  const sink: EventSink = {
    emit: (name, detail) => {
      events.push({ name, detail });
      return !(options.cancelEvents ?? []).includes(name);
    },
  };
  const auth = createAuthHooks();
  const wait = options.wait ?? systemWait;
  const baseFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  let nextId = 0;
  const tabs = options.tabs ?? createLocalTabChannel();
  const api = createApiClient({
    baseUrl: settings.apiBaseUrl ?? FIXTURE_API_BASE_URL,
    chainId: settings.chainId,
    platform: settings.platform,
    apiVersion: settings.apiVersion,
    loyaltyProgramName: settings.loyaltyProgramName,
    fetch: (input, init) => {
      const headers = (init?.headers ?? {}) as Record<string, string>;
      calls.push({ method: init?.method ?? 'GET', url: String(input), authorization: headers.Authorization ?? null });
      return baseFetch(input, init);
    },
    timeoutMs: options.timeoutMs,
    getToken: () => auth.getToken(),
    getMemberId: () => auth.getMemberId(),
    onUnauthorized: (status) => auth.onUnauthorized(status),
    wait,
  });
  const { memberCode } = options;
  const create =
    memberCode === undefined
      ? options.deferred
        ? createDeferredShopStore
        : createShopStore
      : (...[settings, dependencies]: Parameters<typeof createShopStore>) =>
          assembleShopStore(settings, dependencies, {
            memberCode,
            cart: createCartSlice(dependencies, settings.chainId),
            handover: createHandoverSlice(dependencies),
            order: createOrderSlice(dependencies, settings.chainId),
          });
  const store = create(settings, {
    api,
    auth,
    storage: createGuardedStorage(() => storage, silentLogger),
    sessionStorage: createGuardedStorage(() => sessionStorage, silentLogger),
    cookies,
    events: sink,
    tabs,
    network: { isOnline: () => true, whenOnline: () => Promise.resolve(), onOnline: () => () => undefined },
    logger: silentLogger,
    logService: {
      log: (kind, error, token = null) => {
        logged.push({ kind, error, tokenInfo: tokenInfoOf(token, systemNow().getTime()) });
      },
      flushOnHide: () => undefined,
    },
    now: systemNow,
    wait,
    timers: systemTimers,
    createId: () => {
      nextId += 1;
      return `fixture-cart-${nextId}`;
    },
    reloadPage: () => {
      reloads.count += 1;
    },
    track: (event) => {
      tracked.push(event);
    },
    ...options.dependencies,
  });
  return { store, api: options.dependencies?.api ?? api, tabs, storage, sessionStorage, cookies, events, calls, reloads, tracked, logged };
}
