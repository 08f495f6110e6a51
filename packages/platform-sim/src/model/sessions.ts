import { simNow } from '../clock';
import type { SimAssurance, SimUserKind } from '../seed/user-types';
import { SEED_USERS } from '../seed/users';
import type { SimHouseholdRecord, SimMemberRecord, SimSession, SimState } from './sim-state';
import { createSimToken, readSimToken } from './tokens';

/** The cookie a chain site sets when its shopper is logged in; `GET /oauth/access-token` reads it. */
export const SESSION_COOKIE_NAME = 'kurv_sim_session';

/** How long the tokens of `GET /oauth/access-token` last, and logins by default. */
export const DEFAULT_TOKEN_SECONDS = 1800;

export interface SimLoginOptions {
  kind: SimUserKind;
  /**
   * Default 1800. Null: a token without expiry (no `exp`), which the platform accepts until its session ends, and which
   * a site invalidates at logout (spec section 7: `DELETE /oauth/users/token`).
   */
  expiresInSeconds?: number | null;
  /** Default "substantial", but "low" for the simplified kind. */
  assurance?: SimAssurance;
}

export interface SimLogin {
  token: string;
  kind: SimUserKind;
  memberId: string;
  sid: string;
  /** ISO, simulator clock. */
  expiresAt: string;
}

/** A login whose token has no expiry (`expiresInSeconds: null`). */
export type SimLoginWithoutExpiry = Omit<SimLogin, 'expiresAt'> & { expiresAt: null };

/** The assurance a kind logs in with unless told otherwise. */
export function defaultAssurance(kind: SimUserKind): SimAssurance {
  switch (kind) {
    case 'simplified':
      return 'low';
    case 'member':
    case 'corporate':
    case 'associated':
    case 'noAddress':
    case 'addressProblems':
      return 'substantial';
    default:
      return kind satisfies never;
  }
}

/** The `Set-Cookie` value that gives the browser a session. */
export function sessionCookie(sid: string): string {
  return `${SESSION_COOKIE_NAME}=${encodeURIComponent(sid)}; Path=/; SameSite=Lax`;
}

/** The `Set-Cookie` value that removes the session cookie. */
export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE_NAME}=; Path=/; Max-Age=0`;
}

/** The session id in a Cookie header (the first `kurv_sim_session`), or null. */
export function readSessionCookie(cookieHeader: string | null): string | null {
  for (const pair of (cookieHeader ?? '').split(/[;,]/)) {
    const [name = '', ...valueParts] = pair.split('=');
    if (name.trim() === SESSION_COOKIE_NAME) {
      const value = valueParts.join('=').trim();
      if (value === '') {
        return null;
      }
      try {
        return decodeURIComponent(value);
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** A new token for a session, valid for the given seconds from the simulator's now (null: without expiry). */
export function issueSessionToken(state: SimState, session: SimSession, expiresInSeconds: number): { token: string; expiresAt: string };
export function issueSessionToken(
  state: SimState,
  session: SimSession,
  expiresInSeconds: number | null,
): { token: string; expiresAt: string | null };
export function issueSessionToken(
  state: SimState,
  session: SimSession,
  expiresInSeconds: number | null,
): { token: string; expiresAt: string | null } {
  const iat = Math.floor(simNow(state).getTime() / 1000);
  const exp = expiresInSeconds === null ? null : iat + Math.round(expiresInSeconds);
  const token = createSimToken({ sub: session.sub, sid: session.sid, iat, exp, acr: session.acr, member_id: session.memberId });
  return { token, expiresAt: exp === null ? null : new Date(exp * 1000).toISOString() };
}

/**
 * Logs a seeded shopper in: a new active session and its first token. `POST /__sim/login` and
 * the Node server's `?as=` pages both use it.
 */
export function startSimSession(state: SimState, options: SimLoginOptions & { expiresInSeconds?: number }): SimLogin;
export function startSimSession(state: SimState, options: SimLoginOptions): SimLogin | SimLoginWithoutExpiry;
export function startSimSession(state: SimState, options: SimLoginOptions): SimLogin | SimLoginWithoutExpiry {
  const seed = SEED_USERS[options.kind];
  const session: SimSession = {
    sid: crypto.randomUUID(),
    sub: seed.subjectId,
    kind: options.kind,
    memberId: seed.extendedUser.currentMember.memberId,
    acr: options.assurance ?? defaultAssurance(options.kind),
    active: true,
    createdAt: simNow(state).toISOString(),
  };
  state.sessions[session.sid] = session;
  const login = { kind: session.kind, memberId: session.memberId, sid: session.sid };
  if (options.expiresInSeconds === null) {
    return { ...login, token: issueSessionToken(state, session, null).token, expiresAt: null };
  }
  const { token, expiresAt } = issueSessionToken(state, session, options.expiresInSeconds ?? DEFAULT_TOKEN_SECONDS);
  return { ...login, token, expiresAt };
}

/** Ends every active session; answers the ids of the sessions it ended. */
export function endAllSimSessions(state: SimState): string[] {
  const ended: string[] = [];
  for (const session of Object.values(state.sessions)) {
    if (session.active) {
      session.active = false;
      ended.push(session.sid);
    }
  }
  return ended;
}

/** The active session with this id, or null. */
export function activeSession(state: SimState, sid: string | null): SimSession | null {
  const session = sid === null ? undefined : state.sessions[sid];
  return session?.active ? session : null;
}

/**
 * The session of an authenticated request: its Authorization header holds a simulator token
 * that has not expired on the simulator clock and whose session is active. Null otherwise.
 */
export function authenticateRequest(state: SimState, request: Request): SimSession | null {
  const claims = readSimToken(request.headers.get('authorization'));
  if (!claims || (claims.exp !== null && claims.exp * 1000 <= simNow(state).getTime())) {
    return null;
  }
  const session = activeSession(state, claims.sid);
  return session && session.memberId === claims.member_id && state.members[session.memberId] ? session : null;
}

/** The member and household of a session, or null when the member is gone. */
export function sessionUser(state: SimState, session: SimSession): { member: SimMemberRecord; household: SimHouseholdRecord } | null {
  const member = state.members[session.memberId];
  const household = member ? state.households[member.householdId] : undefined;
  return member && household ? { member, household } : null;
}
