import { HttpResponse, http } from 'msw';
import { DEFAULT_STORE_GLN } from '../seed/stores';
import type { SimState } from '../sim-state';

/** Spec section 7: `GET api/extended-user/{chainid}/default`, the anonymous default. */
export function extendedUserHandlers(state: SimState) {
  return [
    http.get('*/api/extended-user/:chainId/default', ({ params }) => {
      const store = state.stores.find((candidate) => candidate.gln === DEFAULT_STORE_GLN) ?? state.stores[0];
      return HttpResponse.json({
        chainId: String(params.chainId),
        store: { gln: store?.gln, pickupGln: store?.pickupGln, name: store?.name },
        handoverInfo: {
          handoverType: 'BUTIKK',
          from: null,
          to: null,
          deadline: null,
          windowId: null,
          product: null,
          deliveryInfo: null,
        },
      });
    }),
  ];
}
