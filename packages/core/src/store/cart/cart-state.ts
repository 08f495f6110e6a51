import type {
  AsyncStatus,
  BagType,
  CartFees,
  CartItem,
  CartOptionPrices,
  CartTotals,
  ServiceFeeType,
  SubstitutePreference,
} from '../../domain/cart';
import type { PaymentChoice } from '../../domain/payment';
import type { PaymentChoiceCheck } from '../../rules/payment-choice';
import type { SignUpReport } from '../../rules/sign-up-tracking';

/** A cart change that did not go through; `ean` names the product it was about, if any. */
export interface CartError {
  message: string;
  ean: string | null;
}

/** The line the shopper last removed, for 'Angre' (spec section 8). */
export interface RemovedCartItem {
  item: CartItem;
  /** Where it stood in the cart, so 'Angre' puts it back in its place. */
  index: number;
}

/** What the cart summary shows of the last calculation besides its totals and fees (ours: the spec shows no calculator). */
export interface CartPriceBreakdown {
  /** The items' sum before their savings (offers, mix-and-match, coupons). */
  itemsTotal: number;
  /** The savings in calculatorTotal: itemsTotal − discount = calculatorTotal. */
  discount: number;
  /** What each bag type and service fee type costs; null when the calculator did not say. */
  optionPrices: CartOptionPrices | null;
  /** cartCalculationKey of the cart as it was calculated: the totals are current while the cart's key equals it. */
  pricedFor: string;
}

/** What the cart keeps and restores as one: the lines with their options, totals and the order options. */
export interface CartContents {
  items: CartItem[];
  totals: CartTotals;
  fees: CartFees;
  /** The handover type's minimum purchase from the last calculation (spec section 8), or null. */
  minimumPurchase: number | null;
  bagType: BagType | null;
  serviceFeeType: ServiceFeeType | null;
  substitutePreference: SubstitutePreference;
  substituteComment: string;
  /** The last calculation's breakdown; null (or absent, in a cart stored before it existed) before one. */
  breakdown?: CartPriceBreakdown | null;
}

export interface CartState extends CartContents {
  status: AsyncStatus;
  error: CartError | null;
  /** Spec section 3: the cart's id; sent to the calculator. */
  persistedId: string;
  /** The last removed line while 'Angre' can still bring it back. */
  removed: RemovedCartItem | null;
  /** Lines the newly chosen store does not have, while the unavailable-products dialog asks about them. */
  unavailableEans: string[];
  /** The store's status after a calculator failure (spec section 4); null when not checked. */
  storeActive: boolean | null;
  /** Spec section 4: the client order's payment method and (corporate users) invoice reference and cost centre. */
  payment: PaymentChoice;
}

export interface CartSlice {
  cart: CartState;
  /**
   * Fetches the cart's code ahead of the shopper's first change (pointer over or focus on an add-to-cart button): the
   * page's store fetches it with the first change otherwise. Resolves at once where the code is at hand.
   */
  preloadCartCode: () => Promise<void>;
  /**
   * Adds `quantity` (default 1) of a product; loads the product first when it is not known. `ignoreOutOfStock` (default
   * false): the add of an `<add-to-cart-button ignore-out-of-stock="true">`, which an out-of-stock product does not stop
   * (spec section 4); the site's `features.allowAddingOutOfStockToCart` applies either way.
   */
  addItem: (ean: string, quantity?: number, ignoreOutOfStock?: boolean) => Promise<void>;
  /** Sets a line's quantity; 0 removes the line. `ignoreOutOfStock`: as addItem's, for a step up. */
  setItemQuantity: (ean: string, quantity: number, ignoreOutOfStock?: boolean) => Promise<void>;
  /** Removes a line; 'Angre' (undoRemoveItem) brings it back. */
  removeItem: (ean: string) => Promise<void>;
  undoRemoveItem: () => Promise<void>;
  dismissRemovedItem: () => void;
  setItemSubstitute: (ean: string, substitute: boolean) => Promise<void>;
  setItemSlicing: (ean: string, shouldSlice: boolean) => Promise<void>;
  setBagType: (bagType: BagType) => Promise<void>;
  setServiceFeeType: (serviceFeeType: ServiceFeeType | null) => Promise<void>;
  setSubstitutePreference: (preference: SubstitutePreference) => Promise<void>;
  setSubstituteComment: (comment: string) => void;
  /** Empties the cart (the order edit's stop and reset). */
  clearCart: () => void;
  /** Sends the cart to the calculator again (the error banner's 'Prøv igjen'). */
  retryCartCalculation: () => Promise<void>;
  /** Reads the cart's products for the current store: flags the ones it lacks, cuts excess lines, recalculates. */
  checkCartInStore: () => Promise<void>;
  /** Puts lines a failed order submit left out back in the cart (spec section 4), through the availability rules. */
  putBackItems: (lines: readonly { ean: string; quantity: number }[]) => Promise<void>;
  /** The unavailable-products dialog's 'La varene bli i handlevogn'. */
  keepUnavailableItems: () => void;
  /**
   * Members: joins this browser's cart with the one on the platform ('login', once per login), or takes the platform's
   * newer lines ('notification': another device changed them; only once the cart follows the member), keeping this
   * browser's changes the platform has not confirmed (mergeNotifiedMemberCart).
   */
  syncMemberCart: (reason?: 'login' | 'notification') => Promise<void>;
  /**
   * At logout (the shopper's, a forced one, another tab's): the cart no longer follows the member's cart on the
   * platform, so the next login, of whoever, joins the two again instead of taking the platform's.
   */
  forgetMemberCart: () => Promise<void>;
  dismissCartError: () => void;
  /**
   * Sets the client order's payment (the host page's `window.kurv.setPayment`): checked against the user's role
   * (checkPaymentChoice), kept in local storage, announced as `kurv:payment-changed`, and with `platform: 'native'`
   * handed to the app as `saveData`. Answers the check; a refused choice changes nothing.
   */
  setPaymentChoice: (input: unknown) => Promise<PaymentChoiceCheck>;
  /** Spec section 4: the reset of the client order clears its payment (announced when there was one). */
  resetPaymentChoice: () => Promise<void>;
  /**
   * Clears a kept payment the current user may not choose (an organisation's invoice after its user logged out, or
   * after the site ended the session between two pages); keeps any other.
   */
  fitPaymentChoiceToUser: () => Promise<void>;
  /**
   * With `platform: 'native'`: hands the payment of an order to the app (bridge message `payment`, with the cart's
   * total to pay and the chosen method); answers whether the app took it (false on a chain site, without a chosen
   * method, or when no app listens).
   */
  startPayment: (orderId: string) => Promise<boolean>;
  /**
   * Before an order edit fills the cart with the order's lines: keeps the cart as it is (local storage, per member), for
   * `giveBackKeptCart`. A cart already kept (one edit after another) stays as it was kept.
   */
  keepCartForOrderEdit: () => void;
  /**
   * When the order edit ends (stopped, submitted, past its deadline): the cart from before the edit comes back, joined
   * with the member's cart on the platform and priced. Without a kept cart the cart is emptied (`clearCart`). At a
   * logout, `leavingMemberId` names the member whose cart was kept; it is priced as the guest's, not joined.
   */
  giveBackKeptCart: (leavingMemberId?: string) => Promise<void>;
  /**
   * Spec section 7's "membership sign-up steps" (rules/sign-up-tracking.ts), one action for all of them, so the first
   * load carries one name: a step of a guest's login prompt ('Har du {product}?' below the button, the picker's 'logg inn
   * eller bli medlem') pushes `sign_up_step`, and a followed link ('login_link', 'sign_up_link') is kept in the tab, so
   * the login after it pushes 'logged_in' or 'signed_up'; a failed sign-up the site's page reports
   * (`window.kurv.trackSignUp`, spec section 8) pushes `sign_up_error` with the body's first error message. With the
   * cart's code: the prompt below the button shows after adds.
   */
  trackSignUp: (report: SignUpReport) => void;
}

declare module '../shop-state' {
  /** The cart slice's part of the shop's state. */
  interface ShopState extends CartSlice {}
}
