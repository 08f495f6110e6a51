import { object } from '../../api/decode';
import { decodeHandoverInfo } from '../../api/extended-user/decode-extended-user';
import { decodeStoreLocation } from '../../api/stores/decode-store';
import { ANONYMOUS_GLN_COOKIE_DAYS } from '../../constants';
import type { ExtendedUser, HandoverInfo } from '../../domain/extended-user';
import type { StoreLocation } from '../../domain/store';
import { storageKeys } from '../../storage/storage-keys';
import type { ShopDependencies, ShopState } from '../state/shop-state';

/** What this browser keeps of an anonymous shopper: the store and the handover chosen. */
export interface AnonymousProfile {
  store: StoreLocation;
  handoverInfo: HandoverInfo;
}

const decodeAnonymousProfile = object<AnonymousProfile>({ store: decodeStoreLocation, handoverInfo: decodeHandoverInfo });

/** Keeps an anonymous shopper's profile in session storage and the store's GLN in the chain's cookie. */
export function rememberAnonymous(dependencies: ShopDependencies, profile: AnonymousProfile, state: ShopState): void {
  const { chainId, anonymousGlnCookieName } = state.settings;
  dependencies.sessionStorage.write(storageKeys.anonymousProfile(chainId), profile);
  dependencies.cookies.set(anonymousGlnCookieName, profile.store.gln, { maxAgeSeconds: ANONYMOUS_GLN_COOKIE_DAYS * 24 * 60 * 60 });
}

/** The anonymous shopper: the profile kept in this browser, else the platform's default user with its store looked up. */
export async function fetchAnonymousUser(dependencies: ShopDependencies, state: () => ShopState): Promise<ExtendedUser> {
  const { chainId } = state().settings;
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
}
