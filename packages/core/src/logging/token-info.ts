import { normalizeTokenPrefix, readTokenClaims } from '../auth/token';

/** Spec section 8 "logged with token info": what the token says about itself, never the token. */
export interface LoggedTokenInfo {
  kind: 'Bearer' | 'Simplified' | null;
  /** The assurance level claim (substantial, low, none), or null without one. */
  assurance: string | null;
  /** When it expires (ISO), or null without expiry. */
  expiresAt: string | null;
  expired: boolean;
  /** The token's issuer claim, or null. */
  issuer: string | null;
}

/** The token info of a raw token (with or without its prefix), read without verifying it; null for no token. */
export function tokenInfoOf(raw: string | null, now: number): LoggedTokenInfo | null {
  if (raw === null || raw.trim() === '') {
    return null;
  }
  const normalized = normalizeTokenPrefix(raw);
  const claims = readTokenClaims(normalized);
  const kind = normalized.startsWith('Simplified') ? 'Simplified' : claims ? (claims.acr === 'low' ? 'Simplified' : 'Bearer') : null;
  const expiresAt = claims?.exp ?? null;
  return {
    kind,
    assurance: claims?.acr ?? null,
    expiresAt: expiresAt === null ? null : new Date(expiresAt * 1000).toISOString(),
    expired: expiresAt !== null && expiresAt * 1000 <= now,
    issuer: claims?.iss ?? null,
  };
}
