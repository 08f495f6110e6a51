// The logging service (spec section 7: "Log POST to an event-hub logging service", no figures given). Our choices:
// a batch goes at 10 entries or 5 s after its first entry, whichever comes first; at most 50 entries wait in memory
// (the oldest dropped first, and counted); a failed post is tried once more after 2 s, then dropped and counted.
/** Entries that make a batch go at once. */
export const LOG_BATCH_SIZE = 10;
/** How long the first entry of a batch waits for others. */
export const LOG_FLUSH_DELAY_MS = 5_000;
/** Entries kept in memory at most; beyond it the oldest is dropped. */
export const LOG_BUFFER_LIMIT = 50;
/** The wait before the one retry of a failed post. */
export const LOG_RETRY_DELAY_MS = 2_000;
/**
 * A text of a log entry (a message, a detail) is cut to this many characters: a batch of 10 stays far below the 64 KiB
 * a page may send while it is left (keepalive, sendBeacon), and a server's 2 MB message neither blocks the post nor
 * costs the masking a long scan.
 */
export const LOG_TEXT_MAX_CHARS = 2_000;
