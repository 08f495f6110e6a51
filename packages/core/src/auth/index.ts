export type { AssuranceLevel, SessionToken, TokenClaims, TokenErrorReason, TokenKind } from './token';
export {
  isTokenExpired,
  loginLevelOf,
  needsFreshToken,
  normalizeTokenPrefix,
  readTokenClaims,
  refreshDelayMs,
  TOKEN_MESSAGES,
  TokenError,
  tokenKindForAssurance,
  toSessionToken,
} from './token';
