import { createNativeBridge, startNavigation } from '@kurv/core/bridge';
import type { MouseEvent } from 'react';
import { useShop } from '../shared/index';

/**
 * 'Til kassen' (in the cart or the checkout popup) when the way is clear: in the app, the app navigates to the checkout
 * (bridge message `navigation`) and the link does nothing; with no app listening, or on the web site, the link does.
 */
export function useLeaveForCheckout(checkoutHref: string): (event: MouseEvent<HTMLAnchorElement>) => void {
  const native = useShop((state) => state.settings.platform === 'native');
  return (event) => {
    if (native && startNavigation(checkoutHref, { bridge: createNativeBridge(), location: globalThis.location })) {
      event.preventDefault();
    }
  };
}
