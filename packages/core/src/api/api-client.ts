import { fetchAccessToken } from './auth/fetch-access-token';
import { getDefaultUser } from './extended-user/get-default-user';
import { getProducts } from './products/get-products';
import { createRequest, type RequestDependencies } from './request';
import { getPickupPoint } from './stores/get-pickup-point';
import { getStore } from './stores/get-store';

export interface ApiClientDependencies extends RequestDependencies {
  /** The loyalty programme's name (the spec's {product}), for field names; default 'Trumf'. */
  loyaltyProgramName?: string;
  /** How retries wait; tests pass fake timers through it. */
  wait?: (ms: number) => Promise<void>;
}

/**
 * The platform API: the calls a page makes before any interaction, all through one `request()`. The calls only the code
 * fetched later makes (the cart's calculator and the member's cart on the platform, the store's status after a failed
 * calculation, the member's notifications; the member's profile, its logout calls, and the profile, household and
 * trigger-bonus calls) are not methods here: that code imports them and passes this client's `request`, so they travel
 * in its files instead of every page's first load.
 */
export function createApiClient(dependencies: ApiClientDependencies) {
  const programName = dependencies.loyaltyProgramName ?? 'Trumf';
  const request = createRequest({ productPath: programName.toLowerCase(), ...dependencies });
  const wait = dependencies.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  return {
    request,
    chainId: dependencies.chainId,
    loyaltyProgramName: programName,
    /** One product lookup call: at most MAX_EANS_PER_PRODUCT_LOOKUP EANs (api/products/product-lookups.ts splits). */
    getProducts: (eans: readonly string[], gln?: string | null) => getProducts(request, eans, gln),
    getDefaultUser: () => getDefaultUser(request),
    fetchAccessToken: (url: string) => fetchAccessToken(request, url, wait),
    getStore: (id: string) => getStore(request, id),
    getPickupPoint: (id: string) => getPickupPoint(request, id),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
