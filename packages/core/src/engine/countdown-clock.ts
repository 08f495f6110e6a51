export interface CountdownClock {
  /** Starts ticking every `intervalMs` (a running clock starts over). */
  start: () => void;
  stop: () => void;
  running: () => boolean;
}

/** A clock that calls `tick` every `intervalMs` until stopped (the reservation's seconds left). */
export function createCountdownClock(tick: () => void, intervalMs: number): CountdownClock {
  let timer: ReturnType<typeof setInterval> | null = null;
  const stop = () => {
    if (timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
  return {
    start: () => {
      stop();
      timer = setInterval(tick, intervalMs);
    },
    stop,
    running: () => timer !== null,
  };
}
