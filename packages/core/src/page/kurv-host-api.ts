import type { AddressSuggestion } from '../api/handover/decode-handover';
import type { AppAsk, AppAskAnswers } from '../bridge/app-ask';
import type { PaymentChoice } from '../domain/payment';
import type { Coupon } from '../domain/product';
import type { AlternativeAddressInput, HouseholdInput, ProfileInput } from '../rules/profile-input';
import type { HandoverPickerPage } from '../store/handover/handover-state';
import type { LoginOptions, LogoutOptions } from '../store/session/session-state';
import type { HostCart } from '../view/host-cart-view';
import type { HostOrderView } from '../view/host-order-view';
import type { HostProfile } from '../view/host-profile-view';

/** The profile methods of `window.kurv`: their code is fetched with the first call (`./host-profile.ts`). */
export const HOST_PROFILE_METHODS = [
  'getProfile',
  'updateProfile',
  'updateHousehold',
  'saveAlternativeAddress',
  'deleteAlternativeAddress',
  'loadCoupons',
  'searchAddresses',
] as const;

/** The name of a profile method of `window.kurv`. */
export type HostProfileMethod = (typeof HOST_PROFILE_METHODS)[number];

/**
 * The methods of `window.kurv` that answer a promise: until their code is there (`host-api.ts`, fetched with the first
 * call), each is a stand-in that fetches it and calls the real one, in the loader and in the runtime alike.
 */
export const HOST_CALL_METHODS = [
  'login',
  'logout',
  'putBackCartItems',
  'activateCoupon',
  'changeOrder',
  'loadOrders',
  'setPayment',
  'getPayment',
  'resetClientOrder',
  'startPayment',
  'getCart',
  'subscribeCart',
  'askApp',
  'trackSignUp',
  ...HOST_PROFILE_METHODS,
] as const satisfies readonly Exclude<keyof KurvHostApi, 'version' | 'openHandoverPicker'>[];
// A method added to KurvHostApi and missing above fails to type-check here.
true satisfies Exclude<keyof KurvHostApi, 'version' | 'openHandoverPicker'> extends (typeof HOST_CALL_METHODS)[number] ? true : never;

/** The name of a method of `window.kurv` that answers a promise. */
export type HostCallMethod = (typeof HOST_CALL_METHODS)[number];

/** What a host page (or the app wrapper) can call: `window.kurv`. */
export interface KurvHostApi {
  version: string;
  /** Logs a member in with a token from the site or the app. */
  login: (token: string, options?: LoginOptions) => Promise<void>;
  /** Logs the member out; `{ force: true }` ends the session on the server too. */
  logout: (options?: LogoutOptions) => Promise<void>;
  /** Opens the handover picker, on its first page unless another is named. */
  openHandoverPicker: (page?: HandoverPickerPage) => void;
  /**
   * Spec section 4: "After failed submit, unavailable items can be put back in cart". The checkout page passes the lines
   * the failed order left out (`[{ ean, quantity }]`); each goes back through the availability rules. Malformed lines are
   * skipped with a warning.
   */
  putBackCartItems: (lines: readonly { ean: string; quantity: number }[]) => Promise<void>;
  /**
   * The host page's change-order action (spec section 2): asks 'Vil du endre bestillingen?' for the member's order
   * (its ngOrderId or mwOrderId); 'Endre bestilling' loads it into the cart. Members with the update-order flag only (for
   * another member it warns and does nothing); rejects with 'The token has not been set. Log in with a token first' while
   * nobody is logged in.
   */
  changeOrder: (orderId: string) => Promise<void>;
  /**
   * The logged-in member's orders (members with the update-order flag; others get an empty list), each with whether it
   * can be changed now, for an order page's 'Endre' buttons, and `deadlineText`, the edit deadline as the widgets write
   * it ("23.11 12.00"), only while the order can be changed.
   */
  loadOrders: () => Promise<HostOrderView[]>;
  /**
   * Activates the logged-in member's coupon by its couponId (spec section 3: INAKTIV → AKTIV), e.g. from the site's
   * coupon page; pushes `coupon_activated` to `window.dataLayer`. Rejects with the platform's message when refused (a
   * used coupon); resolves without a change when nobody is logged in.
   */
  activateCoupon: (couponId: string) => Promise<void>;
  /**
   * Sets the client order's payment (spec sections 1, 3, 4): `{ paymentMethod: 'CARD' | 'INVOICE' | 'VIPPS' | null,
   * invoiceReference?, costCenter? }`. INVOICE, the invoice reference and the cost centre are for corporate users only;
   * the texts are trimmed, at most 50 characters. Waits for the session, so the user's role is known; resolves with the
   * choice as kept (and `kurv:payment-changed` is dispatched), rejects with a TypeError naming the problem otherwise.
   */
  setPayment: (choice: {
    paymentMethod: PaymentChoice['paymentMethod'];
    invoiceReference?: string;
    costCenter?: string;
  }) => Promise<PaymentChoice>;
  /**
   * The client order's payment as kept (it survives a reload): method null and empty texts when none is chosen. A
   * promise, so the loader's `window.kurv` can answer it before the runtime is here.
   */
  getPayment: () => Promise<PaymentChoice>;
  /**
   * Spec section 4: resets the client order after the site placed it: empties the cart and clears the bag type, service
   * fee type, substitute preference and comment, payment method, invoice reference and cost centre (in an order edit,
   * the order is removed first). Dispatches `kurv:payment-changed` when a payment was chosen.
   */
  resetClientOrder: () => Promise<void>;
  /**
   * With `platform: 'native'`: hands the payment of the placed order to the app (bridge message `payment` with
   * `orderId`, the cart's total to pay as `amount`, and the chosen `paymentMethod`). Resolves true when the app took it;
   * false on a chain site (the site takes the payment itself), without a chosen method, or when no app listens. When the
   * app answers the payment `PAID`, the client order is reset as `resetClientOrder` does; `CANCELLED` or `FAILED` keep it.
   */
  startPayment: (orderId: string) => Promise<boolean>;
  /**
   * With `platform: 'native'`: asks the app wrapper for what the site's own pages need of it (spec section 7's requests
   * no widget makes; docs/native-bridge.md) and resolves the app's answer:
   * - `{ type: 'qrCode' }`: show the logged-in member's card as a QR code (its `barCode`); whether the app showed it,
   *   false without a member with a card;
   * - `{ type: 'barcodeScan' }`: scan a product barcode; the EAN the app read, added to the cart as the product's own
   *   button adds it (one unit, through the availability rules), or null when the scan was cancelled;
   * - `{ type: 'pushConsent' }`: whether the shopper allowed push notifications;
   * - `{ type: 'biometrics', action: 'enable' | 'disable' | 'authenticate' }`: whether the app did it; false without
   *   asking (and a console warning) while `features.biometrics` is off, its default;
   * - `{ type: 'downloadReceipt', orderId }`: whether the app saved the order's receipt.
   * On a chain site, or when no app listens, resolves false (null for a scan) at once without posting. Rejects with a
   * TypeError naming the problem for another request. Waits for the session.
   */
  askApp: <Type extends AppAsk['type']>(request: Extract<AppAsk, { type: Type }>) => Promise<AppAskAnswers[Type]>;
  /**
   * The client order for the site's checkout page (issue 36): the cart's lines and the summary the cart popup shows (the
   * same labels and amounts, 'Å betale' last), the saved handover and window, the payment, the bag and substitute
   * choices, and the order being changed (`order`, null for a new order). Waits for the session, so the handover is the
   * user's. A copy: changing it changes nothing.
   */
  getCart: () => Promise<HostCart>;
  /**
   * Calls `listener` with the client order (as `getCart`) now and after every change of it (a line, an amount, the
   * handover, the payment, the order edit), until the answered function is called. Rejects with a TypeError when
   * `listener` is not a function; a listener that throws is logged and stays subscribed.
   */
  subscribeCart: (listener: (cart: HostCart) => void) => Promise<() => void>;
  /**
   * Spec section 8: "Sign-up errors tracked with first error message of the response body". The widgets make no sign-up
   * call (the sign-up page is the site's, `paths.becomeMember`): the site's sign-up page reports its failed call with
   * `{ errorBody, status }` (the response body, parsed or its text, and the HTTP status), and `sign_up_error` is pushed to
   * `window.dataLayer` with the body's first error message (in `errors`, `validationErrors`, `error` or `fieldErrors`,
   * else `message`; docs/tracking.md), masked of names, addresses, phone numbers, e-mail addresses and tokens. Named as
   * the widgets' own sign-up steps are reported (one name for the first load). Resolves once it is handed over; never
   * rejects for a body it cannot read (the message is then empty).
   */
  trackSignUp: (report: { errorBody: unknown; status?: number }) => Promise<void>;
  /**
   * The fully logged-in member's contact details for the site's profile page: names, mobile, e-mail, birth date
   * (dd.MM.yyyy), the household's address and the alternative addresses (each with its id); the gender code and its
   * Norwegian display ('Mann', 'Kvinne', 'Annet', 'Ikke oppgitt'), the member's media and list update mode (APPEND,
   * REPLACE); the household's other fields (`household`: balance, children, members, the alternative address fields,
   * organisation …) and the member's store (`store`: every field of spec section 3). Null for anonymous and simplified
   * users. Waits for the session.
   */
  getProfile: () => Promise<HostProfile | null>;
  /**
   * Saves the member's contact details (spec section 7: `PUT /{product}/husstand` with the address, then
   * `PUT /{product}/husstand/medlemmer/{memberId}`), with spec section 5's conversions: an empty postal code is sent as
   * '9999', an empty city as 'Unknown', the birth date dd.MM.yyyy as yyyy-MM-dd; a national id (checked: 11 digits and
   * both check digits) as `fodselsnummer`. Checks the input first with the Norwegian formats and rejects, before any
   * call, with a TypeError whose `fields` lists each refused field (`{ field, reason, message }`, the message in
   * Norwegian). Rejects with 'Not logged in' for anonymous users, and with the platform's message when a call fails (the
   * widgets keep what they had). Resolves with the reloaded profile; the widgets show the new address.
   */
  updateProfile: (input: ProfileInput) => Promise<HostProfile>;
  /** Saves the household's address alone (`PUT /{product}/husstand`, with the same fallbacks); as `updateProfile`. */
  updateHousehold: (input: HouseholdInput) => Promise<HostProfile>;
  /**
   * Creates an alternative address (no `id`: `POST …/alternative-address`) or updates one (with its `id`: `PUT`);
   * names, address, postal code and city required. Checks, rejects and resolves as `updateProfile`.
   */
  saveAlternativeAddress: (input: AlternativeAddressInput) => Promise<HostProfile>;
  /** Deletes the alternative address with this id (`DELETE …/alternative-address/{id}`); rejects and resolves as `updateProfile`. */
  deleteAlternativeAddress: (id: string) => Promise<HostProfile>;
  /**
   * The fully logged-in member's coupons, for the site's coupon page, with every field of spec section 3 (couponId,
   * couponTitle, campaignName, categoryId, categoryTitle, discountRate, discountType, numberOfProducts, productEan,
   * validFrom, validTo as yyyy-MM-dd, status AKTIV / INAKTIV / BRUKT). An empty list for anonymous and simplified users;
   * rejects with the platform's message when the call fails. Waits for the session.
   */
  loadCoupons: () => Promise<Coupon[]>;
  /**
   * Searches addresses for the site's own address field (a profile page's, as the picker's autocomplete does): spec
   * section 7's `GET /api/postalcode/address/search` with a trailing wildcard and its default size, 5. Each answer has
   * street, number, letter, postalCode, city, address and coordinates; only answers with street and city are kept. An
   * empty list for fewer than 2 characters (not sent); rejects with the platform's message when the call fails. Anyone
   * may search.
   */
  searchAddresses: (text: string) => Promise<AddressSuggestion[]>;
}
