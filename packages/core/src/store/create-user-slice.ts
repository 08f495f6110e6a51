import { messageOf } from '../api/api-error';
import { object } from '../api/decode';
import { decodeHandoverInfo } from '../api/extended-user/decode-extended-user';
import { decodeStoreLocation } from '../api/stores/decode-store';
import { ANONYMOUS_GLN_COOKIE_DAYS, HOUSEHOLD_WRITE_WAIT_MS } from '../constants';
import type { ExtendedUser, HandoverInfo } from '../domain/extended-user';
import type { StoreLocation } from '../domain/store';
import { applySpecialPickupPoint, normalizeLoadedHandover } from '../rules/handover-defaults';
import { type HouseholdHandoverBody, isSameHouseholdHandoverBody, toHouseholdHandoverBody } from '../rules/household-update';
import { toHouseholdPayload, toMemberPayload } from '../rules/profile-update';
import { storageKeys } from '../storage/storage-keys';
import type { ShopDependencies, ShopSliceCreator, ShopState } from './state/shop-state';
import type { SessionFailure, UserSlice } from './state/user-state';

interface AnonymousProfile {
  store: StoreLocation;
  handoverInfo: HandoverInfo;
}

const decodeAnonymousProfile = object<AnonymousProfile>({ store: decodeStoreLocation, handoverInfo: decodeHandoverInfo });

/** Spec section 8: the internal messages of member-only calls. */
export const MISSING_MEMBER_ID = 'Missing memberId';
export const NOT_LOGGED_IN = 'Not logged in';

export function createUserSlice(dependencies: ShopDependencies): ShopSliceCreator<UserSlice> {
  let loading: Promise<void> | null = null;
  let lastSaved: HouseholdHandoverBody | null = null;

  return (set, get) => {
    const fail = (operation: SessionFailure['operation'], error: unknown) => {
      dependencies.logger.error(`Session: ${operation} failed`, error);
      set((state) => {
        state.user.error = { operation, message: messageOf(error, state.settings.texts.defaultError) };
        if (operation === 'userLoad') {
          state.user.status = 'error';
        }
      });
    };

    const rememberAnonymous = (profile: AnonymousProfile, state: ShopState) => {
      const { chainId, anonymousGlnCookieName } = state.settings;
      dependencies.sessionStorage.write(storageKeys.anonymousProfile(chainId), profile);
      dependencies.cookies.set(anonymousGlnCookieName, profile.store.gln, { maxAgeSeconds: ANONYMOUS_GLN_COOKIE_DAYS * 24 * 60 * 60 });
    };

    const fetchAnonymousUser = async (): Promise<ExtendedUser> => {
      const { chainId } = get().settings;
      const stored = dependencies.sessionStorage.read(storageKeys.anonymousProfile(chainId));
      if (stored !== undefined) {
        try {
          const profile = decodeAnonymousProfile(stored, 'anonymousProfile');
          return { chainId, currentMember: null, household: null, ...profile };
        } catch (error) {
          dependencies.logger.warn('Ignoring an anonymous profile that cannot be read', error);
        }
      }
      const fallback = await dependencies.api.getDefaultUser();
      let store = fallback.store;
      try {
        store = await dependencies.api.getStore(fallback.store.gln);
      } catch (error) {
        dependencies.logger.warn('Could not look up the default store; using the default user’s', error);
      }
      return { ...fallback, store };
    };

    /** Fetches and stores the user; throws on failure (login needs to know). */
    const fetchUser = async (): Promise<ExtendedUser> => {
      const loggedIn = get().session.token !== null;
      const fetched = loggedIn ? await dependencies.api.getExtendedUser() : await fetchAnonymousUser();
      const handoverInfo = normalizeLoadedHandover(fetched.handoverInfo, dependencies.now());
      const user: ExtendedUser = { ...fetched, handoverInfo, store: applySpecialPickupPoint(fetched.store, handoverInfo.handoverType) };
      if (loggedIn !== (get().session.token !== null)) {
        // The session changed while this load was under way: its answer is for someone else.
        return user;
      }
      set((state) => {
        state.user.extendedUser = user;
        state.user.status = 'idle';
        state.user.error = null;
      });
      if (!loggedIn) {
        rememberAnonymous({ store: user.store, handoverInfo: user.handoverInfo }, get());
      }
      return user;
    };

    const loadUser = (): Promise<void> => {
      if (loading) {
        return loading;
      }
      set((state) => {
        state.user.status = state.user.extendedUser ? 'updating' : 'loading';
      });
      loading = fetchUser()
        .then(
          () => undefined,
          (error: unknown) => fail('userLoad', error),
        )
        .finally(() => {
          loading = null;
        });
      return loading;
    };

    const requireMember = (): string => {
      const memberId = get().user.extendedUser?.currentMember?.memberId;
      if (!get().session.token) {
        throw new Error(NOT_LOGGED_IN);
      }
      if (!memberId) {
        throw new Error(MISSING_MEMBER_ID);
      }
      return memberId;
    };

    return {
      user: { extendedUser: null, status: 'idle', error: null, triggerBonuses: [] },
      loadUser,
      loadUserOrThrow: async () => {
        await fetchUser();
      },
      ensureUser: async () => {
        await get().startSession();
        if (!get().user.extendedUser) {
          await loadUser();
        }
      },
      saveStoreAndHandover: async (change) => {
        const before = get().user.extendedUser;
        let body: HouseholdHandoverBody;
        try {
          body = toHouseholdHandoverBody(change, before?.handoverInfo ?? null);
        } catch (error) {
          fail('save', error);
          throw error;
        }
        if (isSameHouseholdHandoverBody(lastSaved, body)) {
          return;
        }
        const storeChanged = before?.store.gln !== body.prefferedStoreId;
        const handoverInfo = change.handoverInfo as HandoverInfo;
        let store = before?.store ?? null;
        try {
          if (storeChanged || store === null) {
            store = await dependencies.api.getStore(body.prefferedStoreId);
          }
          if (get().session.token === null) {
            // Spec section 4: an anonymous shopper's change is kept in this browser and flagged as updated.
            const profile = { store: applySpecialPickupPoint(store, handoverInfo.handoverType), handoverInfo };
            set((state) => {
              state.user.extendedUser = { chainId: state.settings.chainId, currentMember: null, household: null, ...profile };
            });
            rememberAnonymous(profile, get());
            dependencies.storage.write(storageKeys.profileUpdatedBeforeLogin(get().settings.chainId), true);
          } else {
            await dependencies.api.updateHouseholdHandover(body);
            await dependencies.wait(HOUSEHOLD_WRITE_WAIT_MS);
            await fetchUser();
          }
          lastSaved = body;
          dependencies.events.emit('kurv:extended-user-updated', { source: 'local', storeChanged });
          const saved = get().user.extendedUser;
          if (saved) {
            dependencies.events.emit('kurv:handover-changed', {
              handoverType: saved.handoverInfo.handoverType,
              storeGln: saved.store.gln,
              pickupGln: saved.store.pickupGln,
              storeName: saved.store.name,
              deliveryAddress: saved.handoverInfo.deliveryInfo?.address ?? null,
              windowId: saved.handoverInfo.windowId,
              from: saved.handoverInfo.from,
              to: saved.handoverInfo.to,
            });
          }
        } catch (error) {
          fail('save', error);
          set((state) => {
            state.user.extendedUser = before;
          });
        }
      },
      updateProfile: async (update) => {
        try {
          const memberId = requireMember();
          await dependencies.api.updateHousehold(toHouseholdPayload(update));
          await dependencies.api.updateHouseholdMember(memberId, toMemberPayload(update));
          await dependencies.wait(HOUSEHOLD_WRITE_WAIT_MS);
          await fetchUser();
          dependencies.events.emit('kurv:extended-user-updated', { source: 'local', storeChanged: false });
        } catch (error) {
          fail('profileUpdate', error);
        }
      },
      updateAttributes: async (attributes) => {
        try {
          requireMember();
          await dependencies.api.updateUserAttributes(attributes);
        } catch (error) {
          fail('attributeUpdate', error);
        }
      },
      saveAlternativeAddress: async (address) => {
        try {
          requireMember();
          await dependencies.api.saveAlternativeAddress(address);
          await fetchUser();
        } catch (error) {
          fail('addressUpdate', error);
        }
      },
      deleteAlternativeAddress: async (id) => {
        try {
          requireMember();
          await dependencies.api.deleteAlternativeAddress(id);
          await fetchUser();
        } catch (error) {
          fail('addressUpdate', error);
        }
      },
      loadTriggerBonuses: async () => {
        const memberId = get().user.extendedUser?.currentMember?.memberId;
        if (!memberId) {
          throw new Error(MISSING_MEMBER_ID);
        }
        try {
          const bonuses = await dependencies.api.getTriggerBonuses(memberId, get().settings.chainName);
          set((state) => {
            state.user.triggerBonuses = bonuses;
          });
          return bonuses;
        } catch (error) {
          fail('triggerBonus', error);
          return get().user.triggerBonuses;
        }
      },
    };
  };
}
