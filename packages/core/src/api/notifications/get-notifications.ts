import type { PlatformNotification } from '../../domain/extended-user';
import { array, object, string } from '../decode';
import type { Request } from '../request';

const decodeNotifications = array(object<PlatformNotification>({ type: string, timestamp: string }));

/** Spec section 7: `GET /api/client-notifications/{chainid}?since=timestamp`. */
export function getNotifications(request: Request, since: string | null): Promise<PlatformNotification[]> {
  return request({
    path: '/api/client-notifications/{chainid}',
    query: { since: since ?? undefined },
    decode: decodeNotifications,
    noCache: true,
  });
}
