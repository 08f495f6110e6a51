export type { AssuranceLevel, SessionToken, TokenClaims, TokenErrorReason, TokenKind } from './token';
export {
  isTokenExpired,
  loginLevelOf,
  needsFreshToken,
  normalizeTokenPrefix,
  readTokenClaims,
  refreshDelayMs,
  refreshRetryDelayMs,
  TOKEN_MESSAGES,
  TokenError,
  tokenKindForAssurance,
  toSessionToken,
} from './token';
