import { isApiError } from '../api/api-error';
import { LOG_TEXT_MAX_CHARS } from '../constants/logging';
import { cappedMessage } from '../rules/error-text';
import { redactText, redactValue } from './redact';
import type { LoggedTokenInfo } from './token-info';

/**
 * The failures the spec says are "logged" (section 8): the cart calculator, the bag type, the service fee type, the
 * removal of an order, the load of an order, the coverage check and the address search, the session's save, profile
 * update, address update, user load and attribute update, and the login.
 */
export const LOG_ENTRY_KINDS = [
  'calculator',
  'bagType',
  'serviceFeeType',
  'orderRemoval',
  'orderLoad',
  'coverage',
  'addressSearch',
  'save',
  'profileUpdate',
  'addressUpdate',
  'userLoad',
  'attributeUpdate',
  'login',
] as const;
export type LogEntryKind = (typeof LOG_ENTRY_KINDS)[number];

/** A failure as the log carries it: what went wrong, never what was sent. */
export interface LoggedError {
  name: string;
  message: string;
  /** The HTTP status (0 for a network failure), or null for an error that is not a platform call's. */
  status: number | null;
  statusText: string | null;
  /** The platform's correlation id, to find the call in the platform's own logs. */
  correlationId: string | null;
  /** Which kind of token the call carried (Bearer, Simplified or none), never the token. */
  tokenKind: string | null;
  detail: string | null;
}

/** One entry of a batch posted to the logging service. */
export interface LogEntry {
  kind: LogEntryKind;
  /** When it failed (ISO). */
  at: string;
  chainId: string;
  /** The page's path (no query: it may carry personal data). */
  page: string | null;
  error: LoggedError;
  tokenInfo: LoggedTokenInfo | null;
}

/** What a batch posts: the entries, and how many were dropped since the last batch (memory bound, failed posts). */
export interface LogBatch {
  source: 'kurv';
  version: string;
  entries: LogEntry[];
  dropped: number;
}

/** A text as the log carries it: cut to LOG_TEXT_MAX_CHARS first (a huge one is not scanned whole), then masked. */
function loggedText(value: string, personal: readonly string[]): string {
  return redactText(cappedMessage(value, LOG_TEXT_MAX_CHARS), personal);
}

function textOrNull(value: unknown, personal: readonly string[]): string | null {
  return typeof value === 'string' && value !== '' ? loggedText(value, personal) : null;
}

/**
 * An error of any kind as the log carries it, every text masked (redactText), `personal` too: the shopper's names and
 * addresses as the page knows them (store/user/personal-texts.ts).
 */
export function loggedErrorOf(error: unknown, personal: readonly string[] = []): LoggedError {
  if (isApiError(error)) {
    // The server's own message, also one the shopper is not shown (an internal English one): the log is where it goes.
    const serverMessage = (error.body.serverError as { message?: unknown } | null)?.message;
    return {
      name: error.name,
      message: loggedText(typeof serverMessage === 'string' && serverMessage.trim() !== '' ? serverMessage : error.message, personal),
      status: error.status,
      statusText: textOrNull(error.statusText, personal),
      correlationId: textOrNull(error.body.correlationId, personal),
      tokenKind: textOrNull(error.body.tokenInfo, personal),
      detail: textOrNull(error.detail ?? `${error.kind}`, personal),
    };
  }
  if (error instanceof Error) {
    return {
      name: error.name,
      message: loggedText(error.message, personal),
      status: null,
      statusText: null,
      correlationId: null,
      tokenKind: null,
      detail: null,
    };
  }
  return {
    name: 'unknown',
    message: loggedText(typeof error === 'string' ? error : (JSON.stringify(redactValue(error, personal)) ?? String(error)), personal),
    status: null,
    statusText: null,
    correlationId: null,
    tokenKind: null,
    detail: null,
  };
}

/** The entry for a failure; every text in it masked. */
export function logEntryOf(
  kind: LogEntryKind,
  error: unknown,
  context: { now: Date; chainId: string; page: string | null; tokenInfo?: LoggedTokenInfo | null; personal?: readonly string[] },
): LogEntry {
  const personal = context.personal ?? [];
  return {
    kind,
    at: context.now.toISOString(),
    chainId: context.chainId,
    page: context.page === null ? null : redactText(context.page.split(/[?#]/)[0] ?? '', personal),
    error: loggedErrorOf(error, personal),
    tokenInfo: context.tokenInfo ? (redactValue(context.tokenInfo, personal) as LoggedTokenInfo) : null,
  };
}
