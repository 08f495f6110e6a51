import type { Logger } from '../../logger';
import { FIRST_CART_REVISION } from '../../rules/cart-revision';
import type { GuardedStorage } from '../../storage/guarded-storage';
import type { CartSlice, CartState } from './cart-state';
import { contentsOf, emptyContents } from './contents';
import type { CartMemory } from './context';
import { readStoredCart, type StoredCart } from './stored-cart';
import { readStoredPaymentChoice } from './stored-payment';

/** The cart as a page starts it, before any of its code runs: from local storage, and what the cart remembers of it. */
export interface CartStart {
  cart: CartState;
  memory: CartMemory;
}

/** Reads the cart kept in local storage (and its payment choice, kept in session storage) into the cart's first state and memory. */
export function startCart(
  dependencies: { storage: GuardedStorage; sessionStorage: GuardedStorage; logger: Logger; createId: () => string; now: () => Date },
  chainId: string,
): CartStart {
  const stored = readStoredCart(dependencies.storage, chainId, dependencies.logger, dependencies.now());
  return {
    cart: {
      ...(stored ? contentsOf(stored) : emptyContents()),
      status: 'idle',
      error: null,
      persistedId: stored?.persistedId ?? dependencies.createId(),
      removed: null,
      unavailableEans: [],
      storeActive: null,
      payment: readStoredPaymentChoice(dependencies.sessionStorage, chainId, dependencies.logger),
    },
    memory: {
      confirmed: stored ? contentsOf(stored) : emptyContents(),
      revision: stored?.revision ?? FIRST_CART_REVISION,
      tabId: dependencies.createId(),
      lastChangedEan: null,
      lastChangedOption: null,
      memberCartSyncedFor: null,
      memberCartOnPlatform: [],
      memberCartUpload: null,
      memberCartSync: null,
    },
  };
}

/**
 * The cart with an error on one product's button and its lines unchanged: a change that did not go through, the cart
 * code's (a limit) and the first load's (the cart code could not be fetched). While a calculation runs, 'updating': its
 * end sets the status.
 */
export function cartWithError(cart: CartState, error: { message: string; ean: string }, calculating: boolean): CartState {
  return { ...cart, error, status: calculating ? 'updating' : 'error' };
}

/** The cart's calculation as the tab-following knows it: none until the cart's code is there. */
export interface CartCalculating {
  isCalculating: () => boolean;
  /**
   * Keeps another tab's later change that came during this tab's calculation, and hands it to `adopt` once the
   * calculation has ended (the cart's code sets it with the calculation).
   */
  holdBack: (cart: StoredCart, adopt: (cart: StoredCart) => void) => void;
}

/** The calculation before the cart's code is there: none, so another tab's change is taken up at once. */
export function noCalculationYet(): CartCalculating {
  return { isCalculating: () => false, holdBack: (cart, adopt) => adopt(cart) };
}

/** Every action of the cart slice (checked both ways by the type below): the deferred store's stand-ins. */
export const CART_ACTIONS = [
  'preloadCartCode',
  'addItem',
  'setItemQuantity',
  'removeItem',
  'undoRemoveItem',
  'dismissRemovedItem',
  'setItemSubstitute',
  'setItemSlicing',
  'setBagType',
  'setServiceFeeType',
  'setSubstitutePreference',
  'setSubstituteComment',
  'clearCart',
  'retryCartCalculation',
  'checkCartInStore',
  'putBackItems',
  'keepUnavailableItems',
  'syncMemberCart',
  'forgetMemberCart',
  'dismissCartError',
  'setPaymentChoice',
  'resetPaymentChoice',
  'fitPaymentChoiceToUser',
  'startPayment',
  'keepCartForOrderEdit',
  'giveBackKeptCart',
  'trackSignUp',
] as const satisfies readonly Exclude<keyof CartSlice, 'cart'>[];
// An action added to CartSlice and missing above fails to type-check here.
true satisfies Exclude<keyof CartSlice, 'cart'> extends (typeof CART_ACTIONS)[number] ? true : never;
