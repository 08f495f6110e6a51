import { boolean, object } from '../decode';
import type { Request } from '../request';

// Apart from get-pickup-point.ts (the pickup point, which the first load's API client reads): only the cart's
// calculation asks for a store's status, after the calculator failed.

const decodeStatus = object({ isActive: boolean });

/** Spec section 7: `GET /api/stores/{chainid}/{gln}/status`. */
export async function getStoreStatus(request: Request, gln: string): Promise<boolean> {
  return (await request({ path: `/api/stores/{chainid}/${encodeURIComponent(gln)}/status`, decode: decodeStatus })).isActive;
}
