import type { SignUpPlacement, SignUpStep, SignUpStepEvent } from '../events/tracking-event';

/**
 * Spec section 7: "membership sign-up steps". The widgets make no sign-up call of their own (spec section 7: "Login
 * delegated to the login URL or native app"; the sign-up page is the site's, `paths.becomeMember`): the steps they see
 * are the prompt shown, its link followed, and the login that follows. A followed link is kept in the tab's session
 * storage (`SignUpStarted`), so the login on the page the shopper comes back to closes the flow. A module of its own:
 * the first load pushes a prompt's step (store/cart/track-sign-up-step.ts), a sign-up error's reading comes later.
 */
export function signUpStepEvent(step: SignUpStep, placement: SignUpPlacement): SignUpStepEvent {
  return { event: 'sign_up_step', kurv: { step, placement } };
}
