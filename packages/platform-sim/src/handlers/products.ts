import { HttpResponse, http } from 'msw';
import type { SeedProduct } from '../seed/seed-types';
import type { SimState } from '../sim-state';

/** The platform's product payload: the seeded fields with the platform's defaults filled in. */
export function toProductPayload(product: SeedProduct) {
  return {
    unitRule: 1,
    productSoldByWeight: false,
    isForSale: true,
    isOutOfStock: false,
    availableInventory: 200,
    maxQuantityPerOrder: null,
    maxQuantityPerOrderFrom: null,
    maxQuantityPerOrderTo: null,
    drug: null,
    isOffer: false,
    isBreadAndCanSlice: false,
    mustOrderFromSupplier: false,
    leadTime: null,
    ageLimit: null,
    containsAlcohol: false,
    promotionDisplayName: null,
    notForSaleText: null,
    imageUrl: null,
    ...product,
  };
}

/** Product lookup ("not shown" in the spec): by a list of EANs, or one EAN (404 when unknown). */
export function productHandlers(state: SimState) {
  return [
    http.get('*/api/products/:chainId', ({ request }) => {
      const eans = (new URL(request.url).searchParams.get('eans') ?? '').split(',').filter(Boolean);
      const products = eans.flatMap((ean) => {
        const product = state.products.get(ean);
        return product ? [toProductPayload(product)] : [];
      });
      return HttpResponse.json({ products });
    }),
    http.get('*/api/products/:chainId/:ean', ({ params }) => {
      const product = state.products.get(String(params.ean));
      if (!product) {
        return HttpResponse.json({ code: 404, message: 'Not found' }, { status: 404 });
      }
      return HttpResponse.json(toProductPayload(product));
    }),
  ];
}
