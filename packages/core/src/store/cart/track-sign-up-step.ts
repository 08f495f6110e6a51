import { signUpStepEvent } from '../../rules/sign-up-step';
import type { SignUpReport } from '../../rules/sign-up-tracking';
import { SIGN_UP_STARTED_KEY } from '../../storage/storage-keys';
import type { ShopDependencies } from '../shop-state';

/**
 * A step of a login prompt: its push, and a followed link's mark. None of the cart's code: the page store's stand-in
 * calls it at once, as a link followed while that code is fetched would leave the page before either is made.
 */
export function trackSignUpStep(dependencies: ShopDependencies, report: Exclude<SignUpReport, { errorBody: unknown }>): void {
  const { step, placement } = report;
  if (step !== 'prompt_shown') {
    dependencies.sessionStorage.write(SIGN_UP_STARTED_KEY, { step, placement });
  }
  dependencies.track(signUpStepEvent(step, placement));
}
