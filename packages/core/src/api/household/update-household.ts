import type { HouseholdPayload, MemberPayload } from '../../domain/profile-payload';
import { ignoreBody } from '../empty-answer';
import type { Request } from '../request';

export type { HouseholdPayload, MemberPayload };

/** Spec section 7: `PUT /{product}/husstand`. */
export async function updateHousehold(request: Request, payload: HouseholdPayload): Promise<void> {
  await request({ path: '/{product}/husstand', method: 'PUT', body: payload, decode: ignoreBody });
}

/** Spec section 7: `PUT /{product}/husstand/medlemmer/{memberId}`. */
export async function updateHouseholdMember(request: Request, memberId: string, payload: MemberPayload): Promise<void> {
  await request({
    path: `/{product}/husstand/medlemmer/${encodeURIComponent(memberId)}`,
    method: 'PUT',
    body: payload,
    decode: ignoreBody,
  });
}
