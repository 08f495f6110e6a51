import { errorText, errorTextOf } from '../rules/error-text';
import { nbPage } from '../texts/nb-page';

/** How a platform call failed. */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'malformed' | 'aborted';

/** Spec section 8: the body a failed request rejects with. */
export interface ApiErrorBody {
  correlationId: string | null;
  /** Whether a token was sent, and of which kind (never the token itself). */
  tokenInfo: string;
  /** The server's own error body, as it answered. */
  serverError: unknown;
}

/**
 * A failed platform call. `status` is 0 for a network failure (statusText 'TypeError'),
 * `message` is what a shopper may be shown: the server's message unless its code is 404 or 500,
 * otherwise the default message.
 */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number,
    readonly statusText: string,
    readonly body: ApiErrorBody,
    message: string,
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Spec section 8: the message a shopper sees for a failed call (the rule is errorText, rules/error-text.ts). */
export function shopperMessage(status: number, serverError: unknown, defaultMessage: string = nbPage.defaultError): string {
  return errorText(status, serverError, defaultMessage);
}

/**
 * The message for any error thrown by an action, by the one rule of spec section 8 (errorTextOf): an HTTP failure's
 * server message unless its code is 404 or 500, else `defaultMessage`.
 */
export function messageOf(error: unknown, defaultMessage: string = nbPage.defaultError): string {
  return errorTextOf(error, defaultMessage);
}
