import { SERVICE_FEE_TYPES, type ServiceFeeType } from '../domain/cart';
import { KIWI_CHAIN_ID } from '../settings/chains';

// Apart from cart-options.ts, which the first load carries (the substitute preference): the cart's calculation, its
// popup and its checkout read these.

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
