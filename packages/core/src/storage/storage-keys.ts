/**
 * The names of what Kurv keeps in Web Storage. The spec lists what is stored but not the key
 * names ("not shown"); these are ours, all prefixed `kurv.`.
 */
export const storageKeys = {
  /** local: the cart. */
  cart: (chainId: string) => `kurv.cart.${chainId}`,
  /** session: the member's token and ids and keys (cleared at logout). */
  session: (chainId: string) => `kurv.session.${chainId}`,
  /** session: the anonymous shopper's profile (store and handoverInfo). */
  anonymousProfile: (chainId: string) => `kurv.anonymousProfile.${chainId}`,
  /** local: the anonymous shopper changed the store or handover before logging in. */
  profileUpdatedBeforeLogin: (chainId: string) => `kurv.profileUpdatedBeforeLogin.${chainId}`,
  /** local: the member's reserved window (spec section 9: "local keys for ... reserved window"). */
  reservation: (chainId: string) => `kurv.reservation.${chainId}`,
  /**
   * local: a copy of the anonymous shopper's profile beside the store cookie, so that a new tab (which starts with
   * empty session storage) shows the same store and window while the cookie lives.
   */
  anonymousProfileCopy: (chainId: string) => `kurv.anonymousProfileCopy.${chainId}`,
  /** local: flags cleared at logout. */
  seenWelcomeScreen: 'kurv.seenWelcomeScreen',
  seenNoDelivery: 'kurv.seenNoDelivery',
  /** local: the order edit session (spec section 4: keyed by member id, or GUEST). */
  orderEdit: (chainId: string, sessionKey: string) => `kurv.orderEdit.${chainId}.${sessionKey}`,
  /**
   * session: the client order's payment choice (spec section 4: method, invoice reference, cost centre; spec section 9:
   * "session keys for ... payment method, invoice reference"): kept over a reload, gone with the browser's session.
   */
  paymentChoice: (chainId: string) => `kurv.paymentChoice.${chainId}`,
  /** local: the newest notification timestamp seen, per member. */
  notificationsSince: (memberId: string) => `kurv.notificationsSince.${memberId}`,
  /**
   * local: the member's own cart, kept while an order is being edited (beside `orderEdit`, keyed alike) and given back
   * when the edit ends. Not in the spec, which only says the cart takes the order's items.
   */
  orderEditKeptCart: (chainId: string, sessionKey: string) => `kurv.orderEditKeptCart.${chainId}.${sessionKey}`,
} as const;

/**
 * session: the 'Logg inn' or 'Bli medlem' of a login prompt the shopper followed (rules/sign-up-tracking.ts), until the
 * login that closes that sign-up step. Apart from `storageKeys`: only the code fetched with those steps reads it.
 */
export const SIGN_UP_STARTED_KEY = 'kurv.signUpStarted';

// local: the member's note to the picker, `kurv.substituteComment.<memberId>` (spec section 9: per member id), is named in
// store/cart/member-note.ts, the only code that uses it: the cart's later code, so the first load does not carry it.
