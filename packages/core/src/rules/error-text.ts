import { SERVER_MESSAGE_MAX_CHARS } from '../constants';
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
  if (typeof message !== 'string') {
    return null;
  }
  const shown = cappedMessage(message.trim());
  if (shown === '' || shown === FAILED_TO_FETCH || !readsAsShopperText(shown)) {
    return null;
  }
  return shown;
}

/**
 * Not in spec (issue 35): a server message is shown up to `max` characters (SERVER_MESSAGE_MAX_CHARS), so a huge one
 * cannot stretch the element that shows it: a longer one is cut after its last whole word within the limit (or at the
 * limit, when the part before it has no space) and ends with '…'. Whitespace runs count as one space.
 */
export function cappedMessage(message: string, max: number = SERVER_MESSAGE_MAX_CHARS): string {
  // Only the part that can be shown is looked at: a 2 MB message is not scanned whole.
  const head = message.slice(0, max * 4).replace(/\s+/g, ' ');
  if (head.length <= max && message.length <= max * 4) {
    return head;
  }
  const cut = head.slice(0, max - 1);
  // The cut ends a word when a space follows it; else the word it splits goes.
  const lastSpace = head.charAt(max - 1) === ' ' ? cut.length : cut.lastIndexOf(' ');
  const words = lastSpace > 0 ? cut.slice(0, lastSpace) : cut;
  return `${words.replace(/[\s.,;:!?-]+$/, '')}…`;
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
