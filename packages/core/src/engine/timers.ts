/** Stops a timer; nothing happens when it has run already or was stopped before. */
export type CancelTimer = () => void;

/**
 * The timers the store runs on, handed to it with its dependencies (`ShopDependencies.timers`): the machine's by
 * default (`systemTimers`), so that a test may run them on fake timers or hand in its own.
 */
export interface Timers {
  /** Calls `run` once, `ms` from now. */
  timeout: (run: () => void, ms: number) => CancelTimer;
  /** Calls `run` every `ms` until stopped. */
  interval: (run: () => void, ms: number) => CancelTimer;
}

/**
 * The machine's timers: the global setTimeout and setInterval as they are at each call (a test's fake ones once
 * installed); a timer's stop is the clear of the same kind, bound to its id.
 */
export const systemTimers: Timers = {
  timeout: (run, ms) => clearTimeout.bind(null, setTimeout(run, ms)),
  interval: (run, ms) => clearInterval.bind(null, setInterval(run, ms)),
};

/** The machine's clock: the fixture store's `now` (the browser's dependencies make their own). */
export const systemNow = (): Date => new Date();

/** Waits `ms` on the machine's timers: the fixture store's `wait` (the browser's dependencies make their own). */
export const systemWait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
