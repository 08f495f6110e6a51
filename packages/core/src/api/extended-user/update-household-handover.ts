import { ignoreBody } from '../empty-answer';
import type { Request } from '../request';

/** The platform's body for saving the store and handoverInfo (spec section 7, extended household). */
export interface HouseholdHandoverPayload {
  deliveryComment: string;
  prefferedStoreId: string;
  pickupStoreId: string;
  handoverInfo: Record<string, unknown>;
}

/** Spec section 7: `PUT /api/extended-user/{chainid}/household`. */
export async function updateHouseholdHandover(request: Request, payload: HouseholdHandoverPayload): Promise<void> {
  await request({ path: '/api/extended-user/{chainid}/household', method: 'PUT', body: payload, decode: ignoreBody });
}
