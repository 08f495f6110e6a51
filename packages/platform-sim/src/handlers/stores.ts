import { HttpResponse, http } from 'msw';
import type { SimState } from '../sim-state';

/** Spec section 7: `GET /api/stores/{chainid}/{id}?store_format=mapped`. */
export function storeHandlers(state: SimState) {
  return [
    http.get('*/api/stores/:chainId/:id', ({ params }) => {
      const store = state.stores.find((candidate) => candidate.gln === params.id || candidate.pickupGln === params.id);
      if (!store) {
        return HttpResponse.json({ code: 404, message: `Could not find store/pickup point ${String(params.id)}` }, { status: 404 });
      }
      return HttpResponse.json(store);
    }),
  ];
}
