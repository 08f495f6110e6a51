/** Spec section 3: login level 0 unauthorised, 1 simplified, 2 bearer. */
export type LoginLevel = 0 | 1 | 2;
