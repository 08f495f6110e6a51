import { ignoreBody } from '../empty-answer';
import type { Request } from '../request';

/** Spec section 7: `PUT api/extended-user/{chainid}/attributes` (the attributes are site-defined). */
export async function updateUserAttributes(request: Request, attributes: Record<string, string | number | boolean | null>): Promise<void> {
  await request({ path: 'api/extended-user/{chainid}/attributes', method: 'PUT', body: attributes, decode: ignoreBody });
}
