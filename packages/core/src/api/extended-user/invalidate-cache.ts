import { ignoreBody } from '../empty-answer';
import type { Request } from '../request';

/** Spec section 7: `GET api/extended-user/invalidateCache`; its errors are ignored. */
export async function invalidateUserCache(request: Request): Promise<void> {
  try {
    await request({ path: 'api/extended-user/invalidateCache', decode: ignoreBody, noncritical: true, noCache: true });
  } catch {
    // Spec section 7: errors ignored.
  }
}
