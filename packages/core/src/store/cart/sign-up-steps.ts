import { type SignUpReport, signUpErrorEvent, signUpStepEvent } from '../../rules/sign-up-tracking';
import { SIGN_UP_STARTED_KEY } from '../../storage/storage-keys';
import type { ShopDependencies } from '../shop-state';

/**
 * A sign-up step of a guest's login prompt, or the site's failed sign-up (CartSlice.trackSignUp): pushed; a followed
 * link kept in the tab's session storage (a later one replaces it), for the login that closes it (store/session/login.ts).
 */
export function trackSignUp(dependencies: ShopDependencies, report: SignUpReport): void {
  if ('errorBody' in report) {
    dependencies.track(signUpErrorEvent(report.errorBody, report.status));
    return;
  }
  const { step, placement } = report;
  if (step !== 'prompt_shown') {
    dependencies.sessionStorage.write(SIGN_UP_STARTED_KEY, { step, placement });
  }
  dependencies.track(signUpStepEvent(step, placement));
}
