import { type CartItem, SERVICE_FEE_TYPES, type ServiceFeeType, type SubstitutePreference } from '../domain/cart';
import type { FeatureFlags } from '../settings/site-settings';

/**
 * Spec section 4: "Substitute preference other than 'similar' turns substitution on for all items and sets preference to
 * similar." Answers the preference and lines after the shopper picks `chosen`: SIMILAR is kept as chosen and leaves the
 * lines as they are; HISTORY and NONE become SIMILAR with every line's substitute on. (A literal reading: the spec says
 * so for every preference other than SIMILAR, NONE included.)
 */
export function applySubstitutePreference<Line extends Pick<CartItem, 'substitute'>>(
  chosen: SubstitutePreference,
  items: readonly Line[],
): { substitutePreference: SubstitutePreference; items: Line[] } {
  switch (chosen) {
    case 'SIMILAR':
      return { substitutePreference: 'SIMILAR', items: [...items] };
    case 'HISTORY':
    case 'NONE':
      return { substitutePreference: 'SIMILAR', items: items.map((item) => (item.substitute ? item : { ...item, substitute: true })) };
    default:
      return chosen satisfies never;
  }
}

/** The quantity picker of the add-to-cart button and cart lines. */
export type QuantityPickerKind = 'stepper' | 'dropdown';

/**
 * Spec section 6: "Corporate users: dropdown quantity picker (flags can force plain stepper or dropdown for all)". When
 * both flags are on, the plain stepper wins (our choice: it is the default picker).
 */
export function quantityPickerKind(
  isCorporate: boolean,
  features: Pick<FeatureFlags, 'quantityDropdownForAll' | 'quantityStepperForAll'>,
): QuantityPickerKind {
  if (features.quantityStepperForAll) {
    return 'stepper';
  }
  if (features.quantityDropdownForAll || isCorporate) {
    return 'dropdown';
  }
  return 'stepper';
}

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
}

/**
 * Spec section 6: "guests may add to cart, login prompt after a configured number of items (isAddToCartLoginPopupEnabled,
 * default on)" and "The login prompt may be closed for 30 days (stored)". Guests only (login level 0).
 */
export function shouldShowLoginPrompt(input: LoginPromptInput): boolean {
  return input.loginLevel === 0 && input.enabled && !input.dismissed && input.itemCount >= input.threshold;
}

/**
 * Kiwi's chain id: the spec's "core default 1100" (spec section 9) is the chain the spec excepts from the calculator
 * failure handling ("not for Kiwi"). The spec does not pair the name with the id; 1100 is Kiwi's id on the platform.
 */
export const KIWI_CHAIN_ID = '1100';

/** What the cart does when the calculator fails. */
export type CalculatorFailureHandling = 'keepChangeAndCheckStore' | 'rollBack';

/**
 * Spec section 4: "On calculator failure (not for Kiwi) the cart is updated and the store status fetched". Our reading:
 * the shopper's change stays in the cart (unpriced until the next calculation) and the store's status is read; for Kiwi
 * the cart goes back to its last calculated state instead.
 */
export function calculatorFailureHandling(chainId: string): CalculatorFailureHandling {
  return chainId === KIWI_CHAIN_ID ? 'rollBack' : 'keepChangeAndCheckStore';
}

/**
 * The service fee types the cart popup offers. The spec names the types (cutting, private cutting, invoice) but not who
 * chooses them; our reading: corporate customers (organisation households), nobody else.
 */
export function offeredServiceFeeTypes(isCorporate: boolean): readonly ServiceFeeType[] {
  return isCorporate ? SERVICE_FEE_TYPES : [];
}

/**
 * Whether 'Til kassen' opens the checkout popup first instead of going to checkout: while no handover time is chosen, or
 * the minimum purchase is not reached (spec section 2 lists the checkout popup without its rule; this is ours).
 */
export function checkoutNeedsPopup(input: { handoverTimeChosen: boolean; minimumReached: boolean }): boolean {
  return !input.handoverTimeChosen || !input.minimumReached;
}
