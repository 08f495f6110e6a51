export interface LoginPromptInput {
  /** Spec section 6: 0 unauthorised, 1 simplified, 2 bearer. */
  loginLevel: 0 | 1 | 2;
  /** The isAddToCartLoginPopupEnabled flag (`features.loginPopup`, default on). */
  enabled: boolean;
  /** Units in the cart after the add. */
  itemCount: number;
  /** `loginPopupItemCount`: the prompt shows from this many items. */
  threshold: number;
  /** Whether the shopper closed the prompt within the last 30 days (the stored dismissal is still there). */
  dismissed: boolean;
  /** Whether a guest has a way to log in on this page (`hasLoginRoute`: the app, or a chain site's `paths.login`). */
  canLogIn: boolean;
}

/**
 * Spec section 6: "guests may add to cart, login prompt after a configured number of items (isAddToCartLoginPopupEnabled,
 * default on)" and "The login prompt may be closed for 30 days (stored)". Guests only (login level 0). Issue 36: never a
 * prompt to log in without a way to do it; without a login route the card stays away, as the picker's prompt does.
 */
export function shouldShowLoginPrompt(input: LoginPromptInput): boolean {
  return input.loginLevel === 0 && input.canLogIn && input.enabled && !input.dismissed && input.itemCount >= input.threshold;
}
