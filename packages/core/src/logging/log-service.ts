import { LOG_BATCH_SIZE, LOG_BUFFER_LIMIT, LOG_FLUSH_DELAY_MS, LOG_RETRY_DELAY_MS } from '../constants';
import { LIBRARY_VERSION } from '../version';
import { type LogBatch, type LogEntry, type LogEntryKind, logEntryOf } from './log-entry';
import { tokenInfoOf } from './token-info';

/**
 * The logging service of spec section 7 ("Log POST to an event-hub logging service"): the failures the spec says are
 * logged, sent in batches. Calling it never throws and never waits: the shopper's action goes on at once.
 */
export interface LogService {
  /**
   * Keeps a failure for the next batch. `token` (a failed login's) is read for its info (tokenInfoOf) at once and
   * never kept or sent.
   */
  log(kind: LogEntryKind, error: unknown, token?: string | null): void;
  /** Sends what is kept at once, by beacon: the page is being hidden or left. */
  flushOnHide(): void;
}

/** How a batch leaves the page. */
export interface LogTransport {
  /** Posts a batch; rejects when it did not arrive (network failure or a status other than 2xx). */
  post(body: string): Promise<void>;
  /** Queues a batch with the browser to send after the page is gone (sendBeacon); false when it would not take it. */
  beacon(body: string): boolean;
}

export interface LogServiceOptions {
  transport: LogTransport;
  chainId: string;
  now: () => Date;
  /** The page's path (without its query), or null. */
  page: () => string | null;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
  /** The shopper's own texts (names, addresses) that an entry is masked of, when it is made (store/user/personal-texts.ts). */
  personal?: () => readonly string[];
}

/**
 * A batching log service: a batch goes at LOG_BATCH_SIZE entries or LOG_FLUSH_DELAY_MS after its first entry; at most
 * LOG_BUFFER_LIMIT entries wait (the oldest dropped); a failed post is tried once more after LOG_RETRY_DELAY_MS, then
 * dropped. Dropped entries are counted and the count goes with the next batch. Every entry is masked (logEntryOf).
 */
export function createLogService(options: LogServiceOptions): LogService {
  const { transport } = options;
  let buffer: LogEntry[] = [];
  let dropped = 0;
  let timer: unknown = null;

  const stopTimer = () => {
    if (timer !== null) {
      options.clearTimer(timer);
      timer = null;
    }
  };

  const takeBatch = (): LogBatch | null => {
    stopTimer();
    if (buffer.length === 0) {
      return null;
    }
    const batch: LogBatch = { source: 'kurv', version: LIBRARY_VERSION, entries: buffer, dropped };
    buffer = [];
    dropped = 0;
    return batch;
  };

  // One post at a time: entries logged meanwhile wait in the buffer (bounded), and go in the next batch.
  let sending = false;
  // A failed batch waiting for its retry: a hidden page sends it by beacon instead.
  let retry: { batch: LogBatch; timer: unknown } | null = null;

  const flush = () => {
    if (sending) {
      return;
    }
    const batch = takeBatch();
    if (batch) {
      post(batch, false);
    }
  };

  const settle = () => {
    sending = false;
    if (buffer.length >= LOG_BATCH_SIZE) {
      flush();
    } else if (buffer.length > 0 && timer === null) {
      timer = options.setTimer(flush, LOG_FLUSH_DELAY_MS);
    }
  };

  const post = (batch: LogBatch, retried: boolean) => {
    sending = true;
    let sent: Promise<void>;
    try {
      sent = transport.post(JSON.stringify(batch));
    } catch (error) {
      sent = Promise.reject(error);
    }
    sent.then(settle, () => {
      if (retried) {
        dropped += batch.entries.length;
        settle();
        return;
      }
      const timer = options.setTimer(() => {
        retry = null;
        post(batch, true);
      }, LOG_RETRY_DELAY_MS);
      retry = { batch, timer };
    });
  };

  const beacon = (body: string): boolean => {
    try {
      return transport.beacon(body);
    } catch {
      return false;
    }
  };

  return {
    log: (kind, error, token = null) => {
      try {
        const now = options.now();
        const tokenInfo = tokenInfoOf(typeof token === 'string' ? token : null, now.getTime());
        const personal = options.personal?.() ?? [];
        buffer.push(logEntryOf(kind, error, { now, chainId: options.chainId, page: options.page(), tokenInfo, personal }));
      } catch {
        // An entry that cannot even be described is not worth failing the shopper's action over.
        return;
      }
      if (buffer.length > LOG_BUFFER_LIMIT) {
        buffer.shift();
        dropped += 1;
      }
      if (buffer.length >= LOG_BATCH_SIZE) {
        flush();
      } else if (timer === null && !sending) {
        timer = options.setTimer(flush, LOG_FLUSH_DELAY_MS);
      }
    },
    flushOnHide: () => {
      if (retry !== null) {
        options.clearTimer(retry.timer);
        buffer = [...retry.batch.entries, ...buffer];
        dropped += retry.batch.dropped;
        retry = null;
        sending = false;
      }
      const batch = takeBatch();
      if (batch && !beacon(JSON.stringify(batch))) {
        // The browser would not queue it (too large, or no sendBeacon): the entries wait for the next post.
        const kept = [...batch.entries, ...buffer];
        buffer = kept.slice(-LOG_BUFFER_LIMIT);
        dropped += batch.dropped + (kept.length - buffer.length);
      }
    },
  };
}
