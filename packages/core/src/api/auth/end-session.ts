import { ignoreBody } from '../empty-answer';
import type { Request } from '../request';

/** Spec section 7: `DELETE /oauth/users/token`, at logout when the token has no expiry. */
export async function invalidateToken(request: Request): Promise<void> {
  await request({ path: '/oauth/users/token', method: 'DELETE', decode: ignoreBody, noncritical: true });
}

/** Spec section 7: `POST /trumfid/logout/force` with the token's sid and sub. */
export async function forceLogout(request: Request, sessionId: string, subjectId: string): Promise<void> {
  await request({ path: '/trumfid/logout/force', method: 'POST', body: { sessionId, subjectId }, decode: ignoreBody, noncritical: true });
}
