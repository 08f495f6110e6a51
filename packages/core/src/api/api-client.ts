import { type CartCalculationRequest, calculateCart } from './cart/calculate-cart';
import { getDefaultUser } from './extended-user/get-default-user';
import { getProducts } from './products/get-products';
import { createRequest, type RequestDependencies } from './request';
import { getStore } from './stores/get-store';

/** The platform API: one method per operation, all through one `request()`. */
export function createApiClient(dependencies: RequestDependencies) {
  const request = createRequest(dependencies);
  return {
    request,
    getProducts: (eans: readonly string[], gln?: string | null) => getProducts(request, eans, gln),
    calculateCart: (cart: CartCalculationRequest) => calculateCart(request, cart),
    getDefaultUser: () => getDefaultUser(request),
    getStore: (id: string) => getStore(request, id),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
