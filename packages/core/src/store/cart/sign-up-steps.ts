import { type SignUpReport, signUpErrorEvent } from '../../rules/sign-up-tracking';
import type { ShopDependencies } from '../shop-state';
import { trackSignUpStep } from './track-sign-up-step';

/**
 * A sign-up step of a guest's login prompt, or the site's failed sign-up (CartSlice.trackSignUp): pushed; a followed
 * link kept in the tab's session storage (a later one replaces it), for the login that closes it (store/session/login.ts).
 */
export function trackSignUp(dependencies: ShopDependencies, report: SignUpReport): void {
  if ('errorBody' in report) {
    dependencies.track(signUpErrorEvent(report.errorBody, report.status));
    return;
  }
  trackSignUpStep(dependencies, report);
}
