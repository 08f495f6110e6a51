import { isWebshopChain } from '../../settings/chains';

/**
 * Spec section 2, HandoverType: the type page's button is 'Fortsett' when the picker's flow has a time page, otherwise
 * 'Bekreft'. The spec does not say which flows have none; our reading, from spec section 1 ("webshop features ... enabled
 * only for chains 1210, 1220 and 1300"): a site on another chain sells no handover windows, so its picker has no time
 * page. There the type page's 'Bekreft' saves the chosen handover and closes, and the location page's 'Bekreft' saves
 * the chosen store and closes; no window is asked for or reserved.
 */
export function pickerHasTimePage(chainId: string): boolean {
  return isWebshopChain(chainId);
}
