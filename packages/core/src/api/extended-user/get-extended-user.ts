import type { ExtendedUser } from '../../domain/extended-user';
import type { Decoder } from '../decode';
import type { Request } from '../request';

/** Spec section 7: `GET api/extended-user/{chainid}`, the logged-in member's profile. */
export function getExtendedUser(request: Request, decode: Decoder<ExtendedUser>): Promise<ExtendedUser> {
  return request({ path: 'api/extended-user/{chainid}', decode, noCache: true });
}
