import type { ExtendedUser } from '../../domain/extended-user';
import type { Request } from '../request';
import { createExtendedUserDecoder } from './decode-member-user';

/**
 * Spec section 7: `GET api/extended-user/{chainid}`, the logged-in member's profile, its field names after the loyalty
 * programme (`loyaltyProgramName`). Its decoder travels with the member's session code, not in every page's first load.
 */
export function getExtendedUser(request: Request, loyaltyProgramName: string): Promise<ExtendedUser> {
  return request({ path: 'api/extended-user/{chainid}', decode: createExtendedUserDecoder(loyaltyProgramName), noCache: true });
}
