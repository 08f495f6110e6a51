import type { SessionToken } from '../../auth/token';
import type { AsyncStatus } from '../../domain/cart';
import type { LoginLevel, SessionFailure } from '../../domain/session';
import type { LogoutReason } from '../../events/events';

export type { LoginLevel };

export interface SessionState {
  status: AsyncStatus;
  loginLevel: LoginLevel;
  token: SessionToken | null;
  /** Spec section 8: session failures are stored as state errors and logged; nothing is shown. */
  error: SessionFailure | null;
  /** After a 401: when the token will be removed (ms since the epoch). */
  willBeLoggedOutAt: number | null;
}

export interface LoginOptions {
  /** Take the token as it is, without logging out a different current session first. */
  skipVerification?: boolean;
}

export interface LogoutOptions {
  /** Forced logout: end the session on the server first (POST /trumfid/logout/force). */
  force?: boolean;
  reason?: LogoutReason;
}

export interface SessionSlice {
  session: SessionState;
  /**
   * Starts the session once per page: the site's `userToken`, else a token from `accessTokenUrl`
   * (the site's session decides), else, without that URL, this tab's stored token; else anonymous.
   * Never rejects.
   */
  startSession: () => Promise<void>;
  /** Logs a member in with a token; stores, broadcasts and rethrows a failure. */
  login: (token: string, options?: LoginOptions) => Promise<void>;
  /** Logs the member out and goes on as anonymous; failures are ignored. */
  logout: (options?: LogoutOptions) => Promise<void>;
  /** Fetches a fresh token from the access-token URL; answers it, or null when that failed. */
  refreshToken: () => Promise<SessionToken | null>;
  /** Closes the login error dialog ('OK'): forgets a stored login failure. */
  dismissLoginError: () => void;
}

declare module '../shop-state' {
  /** The session slice's part of the shop's state. */
  interface ShopState extends SessionSlice {}
}
