import { object } from '../../api/decode';
import { decodeHandoverInfo } from '../../api/extended-user/decode-extended-user';
import { decodeStoreLocation } from '../../api/stores/decode-store';
import { ANONYMOUS_GLN_COOKIE_DAYS, DAY_SECONDS } from '../../constants';
import type { ExtendedUser, HandoverInfo } from '../../domain/extended-user';
import type { StoreLocation } from '../../domain/store';
import { anonymousProfileSource } from '../../rules/anonymous-profile';
import { storageKeys } from '../../storage/storage-keys';
import type { ShopDependencies, ShopState } from '../shop-state';

/** What this browser keeps of an anonymous shopper: the store and the handover chosen. */
export interface AnonymousProfile {
  store: StoreLocation;
  handoverInfo: HandoverInfo;
}

const decodeAnonymousProfile = object<AnonymousProfile>({ store: decodeStoreLocation, handoverInfo: decodeHandoverInfo });

/**
 * Keeps an anonymous shopper's profile in session storage and the store's GLN in the chain's cookie (spec section 6:
 * 0.125 days), with a local copy of the profile beside the cookie for a new tab (see anonymousProfileSource).
 */
export function rememberAnonymous(dependencies: ShopDependencies, profile: AnonymousProfile, state: ShopState): void {
  const { chainId, anonymousGlnCookieName } = state.settings;
  dependencies.sessionStorage.write(storageKeys.anonymousProfile(chainId), profile);
  dependencies.storage.write(storageKeys.anonymousProfileCopy(chainId), profile);
  dependencies.cookies.set(anonymousGlnCookieName, profile.store.gln, { maxAgeSeconds: ANONYMOUS_GLN_COOKIE_DAYS * DAY_SECONDS });
}

function readProfile(dependencies: ShopDependencies, stored: unknown, name: string): AnonymousProfile | null {
  if (stored === undefined) {
    return null;
  }
  try {
    return decodeAnonymousProfile(stored, name);
  } catch (error) {
    dependencies.logger.warn('Ignoring an anonymous profile that cannot be read', error);
    return null;
  }
}

/**
 * The anonymous shopper: this tab's profile, else the copy beside the store cookie, else the platform's default user
 * with the cookie's store (or the default's) looked up (anonymousProfileSource decides).
 */
export async function fetchAnonymousUser(dependencies: ShopDependencies, state: () => ShopState): Promise<ExtendedUser> {
  const { chainId, anonymousGlnCookieName } = state().settings;
  const session = readProfile(dependencies, dependencies.sessionStorage.read(storageKeys.anonymousProfile(chainId)), 'anonymousProfile');
  const copy = readProfile(dependencies, dependencies.storage.read(storageKeys.anonymousProfileCopy(chainId)), 'anonymousProfileCopy');
  const cookieGln = dependencies.cookies.get(anonymousGlnCookieName) || null;
  const source = anonymousProfileSource({
    session: session?.store.gln ?? null,
    cookie: cookieGln,
    copy: copy?.store.gln ?? null,
    sessionPoint: session?.store.pickupGln ?? null,
    copyPoint: copy?.store.pickupGln ?? null,
  });
  switch (source) {
    case 'session':
    case 'copy': {
      const profile = (source === 'session' ? session : copy) as AnonymousProfile;
      return { chainId, currentMember: null, household: null, ...profile };
    }
    case 'cookieStore':
    case 'default': {
      const fallback = await dependencies.api.getDefaultUser();
      const gln = source === 'cookieStore' && cookieGln !== null ? cookieGln : fallback.store.gln;
      let store = fallback.store;
      try {
        store = await dependencies.api.getStore(gln);
      } catch (error) {
        dependencies.logger.warn('Could not look up the anonymous shopper’s store; using the default user’s', error);
      }
      return { ...fallback, store };
    }
    default:
      return source satisfies never;
  }
}
