import { HttpResponse, http } from 'msw';
import { authenticateRequest } from '../model/sessions';
import type { SimState } from '../model/sim-state';
import { unauthorized } from './platform-http';

/**
 * Spec section 7: `GET /api/client-notifications/{chainid}?since=ISO`, the logged-in member's
 * notifications after `since` (all when it is absent or not a date), oldest first.
 */
export function notificationHandlers(state: SimState) {
  return [
    http.get('*/api/client-notifications/:chainId', ({ request }) => {
      const session = authenticateRequest(state, request);
      if (!session) {
        return unauthorized();
      }
      const since = Date.parse(new URL(request.url).searchParams.get('since') ?? '');
      const notifications = (state.notifications[session.memberId] ?? [])
        .filter((notification) => Number.isNaN(since) || Date.parse(notification.timestamp) > since)
        .sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp))
        .map(({ type, timestamp }) => ({ type, timestamp }));
      return HttpResponse.json(notifications);
    }),
  ];
}
