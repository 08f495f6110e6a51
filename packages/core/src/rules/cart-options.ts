import { type CartItem, SERVICE_FEE_TYPES, type ServiceFeeType, type SubstitutePreference } from '../domain/cart';
import { KIWI_CHAIN_ID } from '../settings/chains';

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

/** What the cart does when the calculator fails. */
export type CalculatorFailureHandling = 'keepChangeAndCheckStore' | 'rollBack';

/**
 * Spec section 4: "On calculator failure (not for Kiwi) the cart is updated and the store status fetched". Our reading:
 * the shopper's change stays in the cart (unpriced until the next calculation) and the store's status is read; for Kiwi
 * (KIWI_CHAIN_ID, the chain table's settings/chains.ts) the cart goes back to its last calculated state instead.
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
