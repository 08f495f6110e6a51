import { storageKeys } from '../../storage/storage-keys';
import type { ShopDependencies, ShopState } from '../shop-state';

// Apart from user/anonymous-profile.ts, which every anonymous page's start needs: only a login forgets the profile, so it
// comes with the login's code (the member's code).

/** Forgets the anonymous shopper's profile, its local copy and the store cookie (once the shopper is a member). */
export function forgetAnonymous(dependencies: ShopDependencies, state: ShopState): void {
  const { chainId, anonymousGlnCookieName } = state.settings;
  dependencies.cookies.remove(anonymousGlnCookieName);
  dependencies.sessionStorage.remove(storageKeys.anonymousProfile(chainId));
  dependencies.storage.remove(storageKeys.anonymousProfileCopy(chainId));
}
