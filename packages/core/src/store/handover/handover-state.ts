import type { AddressSuggestion } from '../../api/handover/decode-handover';
import type { AsyncStatus } from '../../domain/cart';
import type { HandoverType, StoreLocation } from '../../domain/store';
import type { CoverageResult, DeliveryLocation, HandoverDay, HandoverOption, Reservation } from '../../rules/handover/handover-types';
import type { ReconciliationReason } from '../../rules/handover/order-reconciliation';
import type { ListedPickupPoint } from '../../rules/handover/pickup-places';

export type HandoverPickerPage = 'type' | 'location' | 'time';

export interface HandoverState {
  picker: {
    open: boolean;
    page: HandoverPickerPage;
    typeOnOpen: HandoverType | null;
    /**
     * The pickup gln before this opening's first save that changed it (HandoverContext's saveStoreAndHandover); absent
     * while none has (and so not in the first state, which the first load carries). Closing the picker after its saves
     * changed the store may reload the page.
     */
    storeBeforeSave?: string | null;
    /** How many pages were shown since the picker opened. */
    pagesShown: number;
    /**
     * An opening whose handover code could not be fetched (offline, a file refused by its integrity): the element shows
     * the default error, as when its picker's pages cannot be fetched. Absent until then (not in the first state).
     */
    codeFailed?: true;
  };
  /** The type chosen in the picker, not yet confirmed (null: the user's). */
  draftType: HandoverType | null;
  address: {
    query: string;
    suggestions: AddressSuggestion[];
    status: AsyncStatus;
    selected: AddressSuggestion | null;
    error: string | null;
    /** The user asked to re-enter the address ('Skriv inn adresse på nytt'). */
    reenterRequested: boolean;
  };
  /** The confirm-login modal ('For å {action} må du bekrefte identiteten din'); null when closed. */
  confirmLogin: { action: string } | null;
  /** result null: not checked; error: the coverage-false message or a failed call's message. */
  coverage: { result: CoverageResult | null; status: AsyncStatus; error: string | null };
  /**
   * The handover options of the shopper (spec section 4's options load: loading, success, error, loaded, and 'clear':
   * emptied, back to idle, when who the shopper is changes).
   */
  options: { list: HandoverOption[]; status: AsyncStatus; error: string | null };
  /**
   * Spec section 7: the pickup-point service's list (hentepunkter) for the shopper's place, loaded with the options
   * while `features.pickupPointList` is on; empty with the flag off or after a failed call (the options' places stay).
   */
  pickupPoints: { list: ListedPickupPoint[]; status: AsyncStatus };
  /** The chosen location of the draft type (a store pickup's location has only a store). */
  selectedLocation: DeliveryLocation | null;
  /**
   * Spec section 4's temporary pickup store: the store or pickup point the location page's 'Bekreft' chose, other than
   * the saved one, not saved. The time page asks windows for it; its confirm saves it with the window; 'Avbryt' and
   * closing the picker drop it. Null when the picker is on the saved store. Not in spec: a delivery address has no such
   * step (it is saved by 'Lagre adresse' / 'Bruk adresse', as before).
   */
  temporaryPickupStore: StoreLocation | null;
  /**
   * Spec section 4: the forced handover change of the edited order (its handover no longer valid for the options), or
   * null: the type and store it was moved to, and the reason.
   */
  orderReconciliation: { reason: ReconciliationReason; handoverType: HandoverType; store: StoreLocation } | null;
  windows: { days: HandoverDay[]; status: AsyncStatus; error: string | null; selectedDate: string | null; selectedWindowId: string | null };
  reservation: {
    current: Reservation | null;
    /** The reservation length from the configuration; 60 until it answers. */
    durationMinutes: number;
    /** Seconds left of the current reservation, updated every second; 0 without one. */
    secondsLeft: number;
    status: AsyncStatus;
    error: string | null;
    failedWindowId: string | null;
  };
}

export interface HandoverSlice {
  handover: HandoverState;
  /**
   * Opens the picker, and notes in the cookie WEBSHOP_HAS_SEEN_HANDOVER_PICKER_PROMPT that this shopper has seen it. With
   * `{ prompt: true }` (the element's `prompt="true"`) it opens only for a shopper who has not seen it yet.
   */
  openHandoverPicker: (page?: HandoverPickerPage, options?: { prompt?: boolean }) => void;
  /**
   * Closes the picker ('Lukk', 'Avbryt', Escape): whatever was chosen and not confirmed (type, location, address,
   * window) is dropped, so the saved handover and the reservation stay as they were.
   */
  closeHandoverPicker: () => void;
  goToHandoverPage: (page: HandoverPickerPage) => void;
  chooseHandoverType: (handoverType: HandoverType) => void;
  /** Autocomplete: 500 ms debounce, at least 2 characters; stale answers are dropped. */
  searchAddress: (query: string) => void;
  /**
   * One address search for the host page's own address field (`window.kurv.searchAddresses`): spec section 7's search
   * with its default size, 5 (the autocomplete asks for 100); fewer than 2 characters ask nothing. Leaves the picker's
   * state alone.
   */
  findAddresses: (query: string) => Promise<AddressSuggestion[]>;
  /** Checks coverage (valid postal code and address only), then loads the options for the address. */
  chooseAddress: (address: AddressSuggestion) => Promise<void>;
  /** Loads the handover options (members: their addresses; anonymous: the chosen address). */
  loadHandoverOptions: () => Promise<void>;
  chooseLocation: (location: DeliveryLocation) => void;
  /** Loads the windows of the draft type and location; identical requests in flight are shared. */
  loadHandoverWindows: () => Promise<void>;
  chooseHandoverDate: (date: string) => void;
  /** Saves the window on the handoverInfo, then (members only) reserves or extends. */
  chooseHandoverWindow: (windowId: string) => Promise<void>;
  /** Marks a window of the time page as chosen; nothing is saved or reserved before the confirm (confirmHandoverTime). */
  selectHandoverWindow: (windowId: string) => void;
  /**
   * Goes on to the location page (store) or the time page (delivery); the type and location stay a draft. In a flow
   * without a time page (rules/handover/picker-flow.ts) it saves the draft type and location and closes instead; with
   * `{ changeStore: true }` ('Endre butikk') it goes on to the location page in either flow.
   */
  confirmHandoverType: (options?: { changeStore?: boolean }) => Promise<void>;
  /**
   * The location page's 'Bekreft': another store or pickup point than the saved one becomes the temporary pickup store
   * (nothing is saved), then the time page asks windows for it.
   */
  confirmHandoverLocation: () => Promise<void>;
  /**
   * Stores the draft type, location and the selected window, reserves it (members), then closes the picker. A failed
   * save keeps the picker open with its message, and reserves nothing; a refused reservation puts the saved handover
   * back, shows its message and reloads the windows (the picker stays open).
   */
  confirmHandoverTime: () => Promise<void>;
  /**
   * 'Avbryt' on the time page: closes the picker and drops the temporary pickup store; nothing is saved (the saved
   * store, window and reservation stay as they were).
   */
  cancelHandoverPicker: () => Promise<void>;
  /**
   * The delivery coverage of the saved delivery address (bestPrice, bestPriceThreshold, deliveryThreshold), read from the
   * platform for the site's checkout page (`window.kurv.getCart`); null without a saved delivery, uncovered, or failed.
   */
  readDeliveryCoverage: () => Promise<CoverageResult | null>;
  /** 'Skriv inn adresse på nytt': shows the address form to a user with a saved address. */
  requestAddressReentry: () => void;
  /**
   * 'Lagre adresse' / 'Bruk adresse': saves the chosen address as the delivery address (kept locally for anonymous
   * shoppers). A simplified-login user is asked to confirm the identity first (the confirm-login modal).
   */
  submitAddress: () => Promise<void>;
  /** Closes the confirm-login modal ('Avbryt', or on the way to the login page). */
  dismissConfirmLogin: () => void;
  loadReservationConfiguration: () => Promise<void>;
  /**
   * Spec section 4: the checkout data changed (see checkoutDataTriggersReservation): the member's held reservation of the
   * saved window is made again. Nothing without a held reservation.
   */
  reReserveSavedWindow: () => Promise<void>;
  /** Seconds left of the current reservation (0 without one), from reservedTo and now. */
  reservationSecondsLeft: () => number;
  /**
   * Spec sections 3 and 4: after a reload, takes up the reservation kept locally when its pickupGln and memberId match
   * and time remains (the countdown goes on); otherwise clears it.
   */
  restoreReservation: () => Promise<void>;
}

declare module '../shop-state' {
  /** The handover slice's part of the shop's state. */
  interface ShopState extends HandoverSlice {}
}
