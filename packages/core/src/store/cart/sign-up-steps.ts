import { signUpStepEvent } from '../../rules/sign-up-tracking';
import { SIGN_UP_STARTED_KEY } from '../../storage/storage-keys';
import type { ShopDependencies } from '../shop-state';
import type { CartSlice } from './cart-state';

/**
 * A sign-up step of a guest's login prompt (CartSlice.trackSignUpStep): pushed; a followed link kept in the tab's session
 * storage (a later one replaces it), for the login that closes it (store/session/login.ts).
 */
export function trackSignUpStep(dependencies: ShopDependencies, ...[step, placement]: Parameters<CartSlice['trackSignUpStep']>): void {
  if (step !== 'prompt_shown') {
    dependencies.sessionStorage.write(SIGN_UP_STARTED_KEY, { step, placement });
  }
  dependencies.track(signUpStepEvent(step, placement));
}
