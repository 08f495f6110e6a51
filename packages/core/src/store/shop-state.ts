import type { StateCreator } from 'zustand';
import type { ApiClient } from '../api/api-client';
import type { EventSink } from '../events/events';
import type { Logger } from '../logger';
import type { SiteSettings } from '../settings/site-settings';
import type { GuardedStorage } from '../storage/guarded-storage';
import type { CartSlice } from './create-cart-slice';
import type { CatalogSlice } from './create-catalog-slice';
import type { SessionSlice } from './create-session-slice';
import type { UiSlice } from './create-ui-slice';

/** What the store's actions need from outside; tests and stories inject their own. */
export interface ShopDependencies {
  api: ApiClient;
  storage: GuardedStorage;
  events: EventSink;
  logger: Logger;
  now: () => Date;
  createId: () => string;
}

export interface SettingsSlice {
  settings: SiteSettings;
}

/** The whole state of one page's shop: one store shared by every element. */
export type ShopState = SettingsSlice & SessionSlice & CatalogSlice & CartSlice & UiSlice;

/** A slice creator of the combined store (immer middleware on the combined store only). */
export type ShopSliceCreator<Slice> = StateCreator<ShopState, [['zustand/immer', never]], [], Slice>;
