import { HttpResponse, http } from 'msw';
import type { SimState } from '../model/sim-state';
import { platformError } from './platform-http';

/**
 * Spec section 7: `GET /api/stores/{chainid}/{gln}/status`, `GET /api/stores/{chainid}/{id}?store_format=mapped`
 * and `GET /api/pickup/{chainid}/{id}?store_format=mapped`. The status route comes first; a store is active unless
 * `POST /__sim/stores/{gln}/status` made it inactive.
 */
export function storeHandlers(state: SimState) {
  return [
    http.get('*/api/stores/:chainId/:gln/status', ({ params }) => {
      if (!state.stores.some((candidate) => candidate.gln === params.gln)) {
        return platformError(404, `Could not find store ${String(params.gln)}`);
      }
      return HttpResponse.json({ isActive: !state.inactiveStores.has(String(params.gln)) });
    }),
    http.get('*/api/stores/:chainId/:id', ({ params }) => {
      const store = state.stores.find((candidate) => candidate.gln === params.id || candidate.pickupGln === params.id);
      if (!store) {
        return HttpResponse.json({ code: 404, message: `Could not find store/pickup point ${String(params.id)}` }, { status: 404 });
      }
      return HttpResponse.json(store);
    }),
    http.get('*/api/pickup/:chainId/:id', ({ params }) => {
      const store = state.stores.find((candidate) => candidate.pickupGln === params.id);
      if (!store) {
        return platformError(404, `Could not find pickup point with id ${String(params.id)}`);
      }
      return HttpResponse.json(store);
    }),
  ];
}
