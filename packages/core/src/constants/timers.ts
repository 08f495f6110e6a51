/** Limits of the browser's timers. In a file of its own: only code fetched later times that far ahead (constants.ts). */

/** The longest a browser timer waits (2^31-1 ms, 24.8 days): a timer for a later instant is set again when it fires. */
export const MAX_TIMER_DELAY_MS = 2_147_483_647;
