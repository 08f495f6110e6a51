import { HttpResponse, http } from 'msw';
import { activeSession, authenticateRequest, DEFAULT_TOKEN_SECONDS, issueSessionToken, readSessionCookie } from '../model/sessions';
import type { SimState } from '../model/sim-state';
import type { SimAssurance } from '../seed/user-types';
import { noContent, platformError, readJsonObject, unauthorized } from './platform-http';

function tokenType(acr: SimAssurance): 'Bearer' | 'Simplified' {
  switch (acr) {
    case 'low':
      return 'Simplified';
    case 'substantial':
    case 'none':
      return 'Bearer';
    default:
      return acr satisfies never;
  }
}

/**
 * Spec section 7, login: `GET /oauth/access-token` (a token for the session in the chain site's
 * cookie; 204 when the site has no logged-in shopper), `DELETE /oauth/users/token` (log out) and `POST /trumfid/logout/force`.
 */
export function authHandlers(state: SimState) {
  return [
    http.get('*/oauth/access-token', ({ request }) => {
      const session = activeSession(state, readSessionCookie(request.headers.get('cookie')));
      if (!session) {
        // Nobody is logged in on the site: an ordinary state of its session, not a failure. The spec does not show the
        // site's answer; we choose 204 No Content (an empty result, spec section 7), so a browser logs no failed load.
        return noContent();
      }
      const { token } = issueSessionToken(state, session, DEFAULT_TOKEN_SECONDS);
      return HttpResponse.json({ access_token: token, token_type: tokenType(session.acr), expires_in: DEFAULT_TOKEN_SECONDS });
    }),
    http.delete('*/oauth/users/token', ({ request }) => {
      const session = authenticateRequest(state, request);
      if (!session) {
        return unauthorized();
      }
      session.active = false;
      return noContent();
    }),
    http.post('*/trumfid/logout/force', async ({ request }) => {
      const body = await readJsonObject(request);
      const sessionId = body?.sessionId;
      const subjectId = body?.subjectId;
      if (typeof sessionId !== 'string' || sessionId === '' || typeof subjectId !== 'string' || subjectId === '') {
        return platformError(400, 'sessionId and subjectId are required');
      }
      const session = activeSession(state, sessionId);
      if (session && session.sub === subjectId) {
        session.active = false;
      }
      return noContent();
    }),
  ];
}
