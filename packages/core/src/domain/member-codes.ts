// The member's codes, apart from extended-user.ts: the first load carries that file (the empty handover info), and only the
// member's decoding, fetched once a member is known, reads these lists.

/** Spec section 3, Membership and Enumerations: gender codes, M/F/U in one set and M/K/U in the other. */
export const GENDER_CODES = ['M', 'F', 'K', 'U'] as const;
export type GenderCode = (typeof GENDER_CODES)[number];

/** Spec section 3, Enumerations: how a shopping list goes into the cart: added to it, or in its place. */
export const LIST_UPDATE_MODES = ['APPEND', 'REPLACE'] as const;
export type ListUpdateMode = (typeof LIST_UPDATE_MODES)[number];
