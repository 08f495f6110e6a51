import { readsAsShopperText } from './shopper-text';

/** The parts of a failed call that decide what the shopper reads (an ApiError has them; any other error does not). */
export interface ErrorTextFacts {
  /** How the call failed: 'http' when the server answered with an error code; anything else is ours (network, timeout...). */
  kind?: unknown;
  /** The server's HTTP status; 0 for a network failure. */
  status?: unknown;
  /** The server's own error body, when it answered one. */
  serverError?: unknown;
  /** The error's own message (a browser's 'Failed to fetch', a thrown Error). */
  message?: unknown;
}

/** Spec section 8: the browser's text for a failed fetch, which is never shown as it is. */
const FAILED_TO_FETCH = 'Failed to fetch';

/**
 * The server's message from its error body ({ message }), when it is a non-empty string other than 'Failed to fetch'
 * that reads as written for a shopper (readsAsShopperText: never an internal English one).
 */
function serverMessage(serverError: unknown): string | null {
  if (typeof serverError !== 'object' || serverError === null) {
    return null;
  }
  const message = (serverError as { message?: unknown }).message;
  if (typeof message !== 'string' || message.trim() === '' || message.trim() === FAILED_TO_FETCH || !readsAsShopperText(message)) {
    return null;
  }
  return message.trim();
}

/**
 * Spec section 8: "Default message 'Det har skjedd en feil. Vennligst prøv igjen senere.'; 'Failed to fetch' replaced by
 * it; server message shown instead unless server code is 404 or 500." The one rule from a failed call to the text a
 * shopper reads, for every call that shows an error: the server's message when the server answered an error code other
 * than 404 or 500 with a message; otherwise `defaultMessage` (network failures, timeouts, malformed answers and thrown
 * errors included: their texts are for the log, not the shopper).
 */
export function errorText(status: number, serverError: unknown, defaultMessage: string): string {
  if (status === 404 || status === 500) {
    return defaultMessage;
  }
  return serverMessage(serverError) ?? defaultMessage;
}

/**
 * The text a shopper reads for anything an action caught: an HTTP failure by `errorText`; anything else (a network
 * failure, a timeout, a malformed answer, a thrown Error, 'Failed to fetch') the default message.
 */
export function errorTextOf(error: unknown, defaultMessage: string): string {
  if (typeof error !== 'object' || error === null) {
    return defaultMessage;
  }
  const facts = error as ErrorTextFacts & { body?: { serverError?: unknown } };
  if (facts.kind !== 'http' || typeof facts.status !== 'number') {
    return defaultMessage;
  }
  return errorText(facts.status, facts.body?.serverError ?? facts.serverError, defaultMessage);
}
