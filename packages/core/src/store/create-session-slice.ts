import { messageOf } from '../api/api-error';
import type { AsyncStatus } from '../domain/cart';
import type { HandoverType, StoreLocation } from '../domain/store';
import type { ShopDependencies, ShopSliceCreator } from './shop-state';

/** Spec section 3: login level 0 unauthorised, 1 simplified, 2 bearer. */
export type LoginLevel = 0 | 1 | 2;

export interface SessionState {
  status: AsyncStatus;
  loginLevel: LoginLevel;
  store: StoreLocation | null;
  handoverType: HandoverType;
  /** Spec section 8: session failures are stored as state errors, nothing shown. */
  error: string | null;
}

export interface SessionSlice {
  session: SessionState;
  /** Loads the anonymous default user and its store; concurrent calls share one load. */
  loadSession: () => Promise<void>;
}

export function createSessionSlice(dependencies: ShopDependencies): ShopSliceCreator<SessionSlice> {
  let loading: Promise<void> | null = null;
  return (set, get) => ({
    session: { status: 'idle', loginLevel: 0, store: null, handoverType: 'Store', error: null },
    loadSession: () => {
      if (get().session.store !== null) {
        return Promise.resolve();
      }
      if (loading) {
        return loading;
      }
      set((state) => {
        state.session.status = 'loading';
      });
      loading = (async () => {
        try {
          const defaultUser = await dependencies.api.getDefaultUser();
          const store = await dependencies.api.getStore(defaultUser.store.gln);
          set((state) => {
            state.session.status = 'idle';
            state.session.store = store;
            state.session.handoverType = defaultUser.handoverType;
            state.session.error = null;
          });
        } catch (error) {
          dependencies.logger.error('Could not load the default user', error);
          set((state) => {
            state.session.status = 'error';
            state.session.error = messageOf(error, state.settings.texts.defaultError);
          });
        } finally {
          loading = null;
        }
      })();
      return loading;
    },
  });
}
