import type { ApiClient } from '../api/api-client';
import type { BindableAuthHooks } from '../api/auth-hooks';
import type { NativeBridge } from '../bridge/native-bridge';
import type { Timers } from '../engine/timers';
import type { EventSink } from '../events/events';
import type { TrackingEvent } from '../events/tracking-event';
import type { Logger } from '../logger';
import type { LogService } from '../logging/log-service';
import type { PersonalSource } from '../logging/personal-source';
import type { SiteSettings } from '../settings/site-settings';
import type { CookieJar } from '../storage/cookies';
import type { GuardedStorage } from '../storage/guarded-storage';
import type { NetworkStatus } from '../tabs/network-status';
import type { TabChannel } from '../tabs/tab-channel';
import type { TabLeader } from '../tabs/tab-leader';
import type { LazyDraftsStore } from './middleware/lazy-drafts';

/** What the store's actions need from outside; tests and stories inject their own. */
export interface ShopDependencies {
  api: ApiClient;
  /** The API client's access to the session (token, member, 401s), bound by the session slice. */
  auth: BindableAuthHooks;
  /** Local storage. */
  storage: GuardedStorage;
  /** Session storage (this tab, this visit). */
  sessionStorage: GuardedStorage;
  cookies: CookieJar;
  events: EventSink;
  tabs: TabChannel;
  /**
   * Whether this tab refreshes the member's token for the site's tabs (tabs/tab-leader.ts). Left out, the member's
   * session elects one over the browser's Web Locks when it starts (`createTabLeader`), so a page without a member never
   * asks; tests hand in theirs.
   */
  tabLeader?: TabLeader;
  network: NetworkStatus;
  logger: Logger;
  /** The logging service (kurvSettings.loggingEndpoint) for the failures the spec says are logged; never waits. */
  logService: LogService;
  /** Where the logger and the logging service read the shopper's own texts to mask from; the store binds it (assemble-shop-store.ts). */
  personalSource?: PersonalSource;
  now: () => Date;
  /** Waits; tests run it on fake timers. */
  wait: (ms: number) => Promise<void>;
  /** The timers the store's own schedules run on (batches, token refresh, polling, clocks, expiry); tests run them on fake timers. */
  timers: Timers;
  createId: () => string;
  /** Reloads the page (the picker's reload after a store change on the web site). */
  reloadPage: () => void;
  /** The app wrapper's bridge with `platform: 'native'`; absent or null on a chain site (nothing is posted). */
  bridge?: NativeBridge | null;
  /** Pushes a tracking event to the site's data layer, cart events to its customer-intelligence tracker too (spec section 7). */
  track: (event: TrackingEvent) => void;
}

export interface SettingsSlice {
  settings: SiteSettings;
}

/**
 * The whole state of one page's shop: one store shared by every element. Each slice (session, user, catalog, cart, ui,
 * handover, order) adds its part where its state type is declared, `<slice>/<slice>-state.ts`, by merging it into this
 * interface (`declare module '../shop-state'`): this module imports no slice, and a slice's code reads the whole state
 * without importing another slice. The store's assembly checks that every slice is in (assemble-shop-store.ts).
 */
export interface ShopState extends SettingsSlice {}

/**
 * Sets the state with a plain partial, merged into it as zustand merges one: all the first-load code may do, since immer
 * comes later (store/middleware/lazy-drafts.ts). A recipe does not compile here.
 */
export type SetShopState = (partial: Partial<ShopState>) => void;

/**
 * Sets the state with a plain partial or an immer recipe: the code fetched later, once it handed immer over
 * (store/middleware/with-drafts.ts).
 */
export type SetShopStateWithDrafts = LazyDraftsStore<ShopState>['setState'];

/** One page's store: zustand with the lazy-drafts middleware on the combined store; its setState as the first load may call it. */
export type ShopStore = Omit<LazyDraftsStore<ShopState>, 'setState'> & { setState: SetShopState };

/** A slice creator of the combined store, as the store calls it: the first-load slices are these, plain partials only. */
export type ShopSliceCreator<Slice> = (set: SetShopState, get: () => ShopState, store: ShopStore) => Slice;

/** A slice creator of the code fetched later, whose set takes immer recipes: `withDrafts` makes it a ShopSliceCreator. */
export type DraftSliceCreator<Slice> = (set: SetShopStateWithDrafts, get: () => ShopState, store: ShopStore) => Slice;
