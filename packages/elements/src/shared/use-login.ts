import { createNativeBridge, startLogin } from '@kurv/core/bridge';
import { isCorporateUser, type LoginRoute, loginPagePath, loginRoute } from '@kurv/core/rules';
import { useMemo } from 'react';
import { useShop, useShopStore } from './ShopStoreProvider';

/**
 * The page's login route and what a login button calls; `login` is null when a login leads nowhere (no button). A
 * corporate user (known before the login only as a simplified-login user) goes to `paths.corporateLogin` (spec section 6).
 */
export function useLogin(): { route: LoginRoute; login: (() => void) | null } {
  const platform = useShop((state) => state.settings.platform);
  const loginPath = useShop((state) => loginPagePath(state.settings.paths, isCorporateUser(state.user.extendedUser)));
  const store = useShopStore();
  return useMemo(() => {
    const route = loginRoute(platform, loginPath);
    const login =
      route.kind === 'none'
        ? null
        : () =>
            void startLogin(route, {
              bridge: createNativeBridge(),
              location: globalThis.location,
              // The app's answer to its login request: the token, as `window.kurv.login(token)` takes it.
              login: (token) => store.getState().login(token),
            });
    return { route, login };
  }, [platform, loginPath, store]);
}
