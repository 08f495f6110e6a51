import { createApiClient } from '../api/api-client';
import type { EventSink, KurvEventMap, KurvEventName } from '../events/events';
import { silentLogger } from '../logger';
import { parseSiteSettings, type SiteSettingsInput } from '../settings/site-settings';
import { createGuardedStorage, createMemoryStorage } from '../storage/guarded-storage';
import { createShopStore, type ShopStore } from './create-shop-store';
import type { ShopDependencies } from './shop-state';

/** The base URL tests and stories point the API client at; the simulator answers any origin. */
export const FIXTURE_API_BASE_URL = 'http://kurv.test';

export interface RecordedEvent {
  name: KurvEventName;
  detail: KurvEventMap[KurvEventName];
}

export interface FixtureStoreOptions {
  settings?: Partial<SiteSettingsInput>;
  /** Defaults to the global fetch (which msw intercepts in tests and stories). */
  fetch?: typeof globalThis.fetch;
  /** Defaults to a fresh in-memory Storage. */
  storage?: Storage;
  timeoutMs?: number;
  dependencies?: Partial<ShopDependencies>;
}

export interface FixtureStore {
  store: ShopStore;
  storage: Storage;
  events: RecordedEvent[];
}

/** A shop store for tests and stories: local settings, in-memory storage, recorded events, quiet logger. */
export function createFixtureStore(options: FixtureStoreOptions = {}): FixtureStore {
  const settings = parseSiteSettings({ environment: 'local', chainId: '1300', apiBaseUrl: FIXTURE_API_BASE_URL, ...options.settings });
  const storage = options.storage ?? createMemoryStorage();
  const events: RecordedEvent[] = [];
  const sink: EventSink = { emit: (name, detail) => events.push({ name, detail }) };
  let nextId = 0;
  const store = createShopStore(settings, {
    api: createApiClient({
      baseUrl: settings.apiBaseUrl ?? FIXTURE_API_BASE_URL,
      chainId: settings.chainId,
      platform: settings.platform,
      fetch: options.fetch ?? ((...args) => globalThis.fetch(...args)),
      timeoutMs: options.timeoutMs,
    }),
    storage: createGuardedStorage(() => storage, silentLogger),
    events: sink,
    logger: silentLogger,
    now: () => new Date(),
    createId: () => {
      nextId += 1;
      return `fixture-cart-${nextId}`;
    },
    ...options.dependencies,
  });
  return { store, storage, events };
}
