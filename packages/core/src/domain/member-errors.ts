/** Spec section 8: the internal messages of member-only calls. */
export const MISSING_MEMBER_ID = 'Missing memberId';
export const NOT_LOGGED_IN = 'Not logged in';
