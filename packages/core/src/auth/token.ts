import {
  FRESH_TOKEN_THRESHOLD_MS,
  ONLINE_RETRY_MS,
  TOKEN_REFRESH_MARGIN_MS,
  TOKEN_REFRESH_RETRY_MAX_MS,
  TOKEN_REFRESH_TRIES,
  TOKEN_SHORT_LIFETIME_FRACTION,
  TOKEN_SHORT_LIFETIME_MS,
} from '../constants';

/** Spec section 3: the token's assurance-level claim. */
export type AssuranceLevel = 'substantial' | 'low' | 'none';

/** Spec section 3: a bearer or a simplified token. */
export type TokenKind = 'Bearer' | 'Simplified';

export interface TokenClaims {
  sub: string | null;
  sid: string | null;
  /** Expiry in seconds since the epoch, or null for a token without expiry. */
  exp: number | null;
  acr: AssuranceLevel | null;
  memberId: string | null;
  /** The issuer (`iss`), or null. */
  iss: string | null;
}

/** The member's token as the session keeps it. */
export interface SessionToken {
  /** The Authorization header value, with its Bearer or Simplified prefix. */
  value: string;
  kind: TokenKind;
  claims: TokenClaims;
  /** When it expires (ms since the epoch), or null. */
  expiresAt: number | null;
}

/** Spec section 8: the internal messages of token handling. */
export const TOKEN_MESSAGES = {
  notSet: 'The token has not been set. Log in with a token first',
  noAssurance: 'The token has no assurance level',
  notRefreshed: 'Expired token could not be refreshed',
  missing: 'Missing token',
} as const;

export type TokenErrorReason = keyof typeof TOKEN_MESSAGES | 'assuranceNone';

export class TokenError extends Error {
  constructor(
    readonly reason: TokenErrorReason,
    message: string = reason === 'assuranceNone' ? 'The token has assurance level none' : TOKEN_MESSAGES[reason],
  ) {
    super(message);
    this.name = 'TokenError';
  }
}

/** Spec section 4: a token gets the Bearer prefix unless it already holds Bearer or Simplified. */
export function normalizeTokenPrefix(raw: string): string {
  const trimmed = raw.trim();
  return /Bearer|Simplified/.test(trimmed) ? trimmed : `Bearer ${trimmed}`;
}

function withoutPrefix(value: string): string {
  return value.replace(/^(Bearer|Simplified)\s+/i, '').trim();
}

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  return new TextDecoder().decode(Uint8Array.from(binary, (character) => character.charCodeAt(0)));
}

/** Reads the claims of a JWT-shaped token (without verifying it); null when it is not one. */
export function readTokenClaims(token: string): TokenClaims | null {
  const [, payload] = withoutPrefix(token).split('.');
  if (!payload) {
    return null;
  }
  try {
    const claims = JSON.parse(decodeBase64Url(payload)) as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null);
    const acr = claims.acr ?? claims.assurance_level ?? claims.assuranceLevel;
    return {
      sub: text(claims.sub),
      sid: text(claims.sid),
      exp: typeof claims.exp === 'number' && Number.isFinite(claims.exp) ? claims.exp : null,
      acr: acr === 'substantial' || acr === 'low' || acr === 'none' ? acr : null,
      memberId: text(claims.member_id ?? claims.memberId),
      iss: text(claims.iss),
    };
  } catch {
    return null;
  }
}

/** Spec section 4: assurance substantial maps to Bearer, low to Simplified; none is rejected. */
export function tokenKindForAssurance(acr: AssuranceLevel): TokenKind | null {
  switch (acr) {
    case 'substantial':
      return 'Bearer';
    case 'low':
      return 'Simplified';
    case 'none':
      return null;
    default:
      return acr satisfies never;
  }
}

/**
 * Turns a raw token into the session's token: prefix per the spec, kind by the assurance claim.
 * Throws TokenError 'noAssurance' without the claim and 'assuranceNone' for level none.
 */
export function toSessionToken(raw: string): SessionToken {
  if (raw.trim() === '') {
    throw new TokenError('missing');
  }
  const normalized = normalizeTokenPrefix(raw);
  const claims = readTokenClaims(normalized);
  if (!claims?.acr) {
    throw new TokenError('noAssurance');
  }
  const kind = tokenKindForAssurance(claims.acr);
  if (kind === null) {
    throw new TokenError('assuranceNone');
  }
  return {
    value: `${kind} ${withoutPrefix(normalized)}`,
    kind,
    claims,
    expiresAt: claims.exp === null ? null : claims.exp * 1000,
  };
}

/**
 * Not in spec (issue 36: two tabs, one refresh): the token another tab refreshed (tabs/tab-leader.ts) is this tab's too
 * when it is the same member's (`sub`) and lasts longer than the one held; null otherwise: nobody logged in here,
 * another member's token (that comes as a login, which logs the old session out first), an older or the same token,
 * one that cannot be read.
 */
export function refreshedTokenToAdopt(current: SessionToken | null, raw: string | null): SessionToken | null {
  if (current === null || raw === null) {
    return null;
  }
  let token: SessionToken;
  try {
    token = toSessionToken(raw);
  } catch {
    return null;
  }
  const sameMember = token.claims.sub !== null && token.claims.sub === current.claims.sub;
  return sameMember && (token.expiresAt ?? Number.POSITIVE_INFINITY) > (current.expiresAt ?? Number.POSITIVE_INFINITY) ? token : null;
}

/** Spec section 3: login level 0 unauthorised, 1 simplified, 2 bearer. */
export function loginLevelOf(token: Pick<SessionToken, 'kind'> | null): 0 | 1 | 2 {
  if (token === null) {
    return 0;
  }
  return token.kind === 'Bearer' ? 2 : 1;
}

export function isTokenExpired(token: Pick<SessionToken, 'expiresAt'>, now: number): boolean {
  return token.expiresAt !== null && token.expiresAt <= now;
}

/**
 * Spec section 4: when to refresh, in ms from now: 60 s before expiry, or after 25 % of the
 * remaining time when under 120 s remain. Null for a token without expiry.
 */
export function refreshDelayMs(expiresAt: number | null, now: number): number | null {
  if (expiresAt === null) {
    return null;
  }
  const remaining = expiresAt - now;
  if (remaining <= 0) {
    return 0;
  }
  if (remaining < TOKEN_SHORT_LIFETIME_MS) {
    return Math.floor(remaining * TOKEN_SHORT_LIFETIME_FRACTION);
  }
  return remaining - TOKEN_REFRESH_MARGIN_MS;
}

/** Spec section 7: a call gets a fresh token first when less than 10 s remain. */
export function needsFreshToken(expiresAt: number | null, now: number): boolean {
  return expiresAt !== null && expiresAt - now < FRESH_TOKEN_THRESHOLD_MS;
}

/**
 * How long to wait before the next try of a token refresh that failed on the network (a CORS refusal fails so), after
 * `failedTries` tries failed; null when the refresh gives up (refresh-failed). Spec section 4 says "retry after 1 s";
 * not in spec: how often. A refusal that does not pass by itself must not be tried once a second for ever, so the
 * wait doubles from 1 s up to 10 s, and the refresh gives up after 6 tries (25 s of waits).
 */
export function refreshRetryDelayMs(failedTries: number): number | null {
  if (!Number.isInteger(failedTries) || failedTries < 1 || failedTries >= TOKEN_REFRESH_TRIES) {
    return null;
  }
  return Math.min(ONLINE_RETRY_MS * 2 ** (failedTries - 1), TOKEN_REFRESH_RETRY_MAX_MS);
}
