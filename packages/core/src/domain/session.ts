/** Spec section 3: login level 0 unauthorised, 1 simplified, 2 bearer. */
export type LoginLevel = 0 | 1 | 2;

/** A session failure: stored and logged, never thrown into a widget (spec section 8). */
export interface SessionFailure {
  operation:
    | 'login'
    | 'refresh'
    | 'logout'
    | 'userLoad'
    | 'save'
    | 'profileUpdate'
    | 'addressUpdate'
    | 'attributeUpdate'
    | 'triggerBonus'
    | 'notifications';
  message: string;
}
