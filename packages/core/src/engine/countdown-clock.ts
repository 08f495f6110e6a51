import type { CancelTimer, Timers } from './timers';

export interface CountdownClock {
  /** Starts ticking every `intervalMs` (a running clock starts over). */
  start: () => void;
  stop: () => void;
  running: () => boolean;
}

/**
 * A clock that calls `tick` every `intervalMs` until stopped (the reservation's seconds left, the member's
 * notifications), on the given timers (the store's).
 */
export function createCountdownClock(tick: () => void, intervalMs: number, timers: Timers): CountdownClock {
  let stopTimer: CancelTimer | null = null;
  const stop = () => {
    stopTimer?.();
    stopTimer = null;
  };
  return {
    start: () => {
      stop();
      stopTimer = timers.interval(tick, intervalMs);
    },
    stop,
    running: () => stopTimer !== null,
  };
}
