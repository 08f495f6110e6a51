import type { SimAssurance } from '../seed/user-types';

/** The claims of a simulator token. */
export interface SimTokenClaims {
  /** The Trumf ID subject. */
  sub: string;
  /** The session id. */
  sid: string;
  /** Issued at, seconds since the epoch (simulator clock). */
  iat: number;
  /** Expires at, seconds since the epoch (simulator clock); null for a token without expiry (left out of the token). */
  exp: number | null;
  acr: SimAssurance;
  member_id: string;
}

const HEADER = { alg: 'none', typ: 'JWT' };
const SIGNATURE = 'sim-signature';
const ASSURANCES: readonly string[] = ['substantial', 'low', 'none'] satisfies SimAssurance[];

function encodeBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) {
    binary += String.fromCharCode(byte);
  }
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function decodeBase64Url(segment: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(segment)) {
    return null;
  }
  try {
    const padded = segment
      .replaceAll('-', '+')
      .replaceAll('_', '/')
      .padEnd(Math.ceil(segment.length / 4) * 4, '=');
    const binary = atob(padded);
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (character) => character.charCodeAt(0)));
  } catch {
    return null;
  }
}

function parseJsonObject(text: string | null): Record<string, unknown> | null {
  if (text === null) {
    return null;
  }
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * A JWT-shaped token the simulator hands out: `base64url(header).base64url(claims).sim-signature`,
 * with the header `{"alg":"none","typ":"JWT"}`. It is not signed: the simulator trusts its sessions.
 */
export function createSimToken(claims: SimTokenClaims): string {
  // A token without expiry has no exp claim at all (the claims keep their order otherwise).
  const payload = claims.exp === null ? Object.fromEntries(Object.entries(claims).filter(([name]) => name !== 'exp')) : claims;
  return `${encodeBase64Url(JSON.stringify(HEADER))}.${encodeBase64Url(JSON.stringify(payload))}.${SIGNATURE}`;
}

/**
 * The claims of a simulator token from an Authorization header value ("Bearer <jwt>",
 * "Simplified <jwt>") or a bare token; null when absent or not a token the simulator made.
 */
export function readSimToken(authorizationHeaderValue: string | null | undefined): SimTokenClaims | null {
  if (typeof authorizationHeaderValue !== 'string') {
    return null;
  }
  const match = /^(?:(?:Bearer|Simplified)\s+)?(\S+)$/i.exec(authorizationHeaderValue.trim());
  const parts = match?.[1]?.split('.') ?? [];
  if (parts.length !== 3 || parts[2] !== SIGNATURE) {
    return null;
  }
  const header = parseJsonObject(decodeBase64Url(parts[0] ?? ''));
  const payload = parseJsonObject(decodeBase64Url(parts[1] ?? ''));
  if (!header || header.alg !== HEADER.alg || !payload) {
    return null;
  }
  const { sub, sid, iat, exp, acr, member_id: memberId } = payload;
  if (
    typeof sub !== 'string' ||
    typeof sid !== 'string' ||
    typeof iat !== 'number' ||
    (exp !== undefined && typeof exp !== 'number') ||
    typeof acr !== 'string' ||
    !ASSURANCES.includes(acr) ||
    typeof memberId !== 'string'
  ) {
    return null;
  }
  return { sub, sid, iat, exp: typeof exp === 'number' ? exp : null, acr: acr as SimAssurance, member_id: memberId };
}
