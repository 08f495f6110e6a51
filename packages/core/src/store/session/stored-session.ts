import { storageKeys } from '../../storage/storage-keys';
import type { ShopDependencies, ShopState } from '../shop-state';

/** A session as this tab keeps it in session storage. */
export interface StoredSession {
  token: string;
  memberId: string | null;
  householdId: string | null;
  memberCryptoKey: string | null;
  householdCryptoKey: string | null;
}

/** Keeps the session's token and the member's keys in this tab's session storage (nothing without a token). */
export function storeSession(dependencies: ShopDependencies, state: ShopState): void {
  const { token } = state.session;
  const user = state.user.extendedUser;
  if (!token) {
    return;
  }
  const stored: StoredSession = {
    token: token.value,
    memberId: user?.currentMember?.memberId ?? token.claims.memberId,
    householdId: user?.household?.householdId ?? null,
    memberCryptoKey: user?.currentMember?.memberCryptoKey ?? null,
    householdCryptoKey: user?.household?.householdCryptoKey ?? null,
  };
  dependencies.sessionStorage.write(storageKeys.session(state.settings.chainId), stored);
}
