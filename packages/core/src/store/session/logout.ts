import { forceLogout, invalidateToken } from '../../api/auth/end-session';
import type { LogoutReason } from '../../events/events';
import { storageKeys } from '../../storage/storage-keys';
import type { SetShopStateWithDrafts, ShopDependencies, ShopState } from '../shop-state';
import type { SessionSlice } from './session-state';

/**
 * Answers the logout and the clearing of this tab's session it ends with (login uses it too when the user cannot be
 * loaded).
 */
export function createLogout(
  dependencies: ShopDependencies,
  set: SetShopStateWithDrafts,
  get: () => ShopState,
  stopTimers: () => void,
  memberId: () => string | null,
): [logout: SessionSlice['logout'], clearLocalSession: (reason?: LogoutReason) => void] {
  const clearLocalSession = (reason?: LogoutReason) => {
    const member = memberId();
    stopTimers();
    if (member && get().order.edit.status === 'success') {
      // Not in spec: a logout ends the member's order edit (its changes were not sent), so the next shopper on this
      // device never sees her order, its pickup code or its lines; the cart from before the edit comes back, as a
      // logout leaves a cart. Another tab only ends it: the tab that logged out gives the cart back.
      void get().endOrderEdit(reason === 'other-tab' ? 'logged-out-in-other-tab' : 'logged-out', member);
    }
    // The next login (in this page, or another tab's) joins this cart with the member's again, whoever logs in.
    void get().forgetMemberCart();
    dependencies.sessionStorage.remove(storageKeys.session(get().settings.chainId));
    dependencies.storage.remove(storageKeys.seenWelcomeScreen);
    dependencies.storage.remove(storageKeys.seenNoDelivery);
    if (member) {
      dependencies.storage.remove(storageKeys.notificationsSince(member));
    }
    set((state) => {
      state.session.token = null;
      state.session.loginLevel = 0;
      state.session.willBeLoggedOutAt = null;
      state.user.extendedUser = null;
      state.user.triggerBonuses = [];
    });
    void get().fitPaymentChoiceToUser();
  };

  const logout: SessionSlice['logout'] = async (options = {}) => {
    const token = get().session.token;
    const reason = options.reason ?? (options.force ? 'forced' : 'user');
    if (!token) {
      stopTimers();
      return;
    }
    try {
      if (options.force && token.claims.sid && token.claims.sub) {
        await forceLogout(dependencies.api.request, token.claims.sid, token.claims.sub).catch((error: unknown) =>
          dependencies.logger.warn('Forced logout failed on the server', error),
        );
      }
      // Another tab's logout told the server already (issue 36: one logout for the site's tabs).
      if (token.expiresAt === null && reason !== 'other-tab') {
        await invalidateToken(dependencies.api.request).catch((error: unknown) =>
          dependencies.logger.warn('Could not invalidate the token', error),
        );
      }
    } finally {
      clearLocalSession(reason);
      dependencies.events.emit('kurv:logged-out', { reason });
      if (reason !== 'other-tab') {
        dependencies.tabs.post({ type: 'logged-out' });
      }
    }
    await get().loadUser();
    // The products as a guest sees them: no member's coupons.
    void get().reloadProducts();
  };

  return [logout, clearLocalSession];
}
