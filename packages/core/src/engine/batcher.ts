import type { CancelTimer, Timers } from './timers';

export interface BatcherOptions<Key> {
  /** How long a batch waits for more after the latest add; each add restarts the wait. */
  windowMs: number;
  /** The longest a batch waits after its first add, however many follow. */
  maxWaitMs: number;
  /** Sends one batch's keys; every add of the batch answers this promise. */
  send: (keys: Key[]) => Promise<void>;
  /** The clock, in ms. */
  now: () => number;
  timers: Timers;
}

export interface Batcher<Key> {
  /** Adds keys to the batch that waits (a new one when none does); answers that batch's promise. */
  add: (keys: readonly Key[]) => Promise<void>;
}

/** Keys sent together: `windowMs` after the latest add, and `maxWaitMs` after the first at most (the products read by EAN). */
export function createBatcher<Key>(options: BatcherOptions<Key>): Batcher<Key> {
  let queued: Key[] = [];
  let batch: Promise<void> | null = null;
  let release: (() => void) | null = null;
  let stopTimer: CancelTimer | null = null;
  let firstAddedAt = 0;

  const flush = (): Promise<void> => {
    const keys = queued;
    queued = [];
    batch = null;
    release = null;
    return options.send(keys);
  };

  return {
    add: (keys) => {
      queued.push(...keys);
      const now = options.now();
      if (batch === null) {
        firstAddedAt = now;
        batch = new Promise<void>((resolve) => {
          release = resolve;
        }).then(flush);
      }
      stopTimer?.();
      const wait = Math.min(options.windowMs, Math.max(firstAddedAt + options.maxWaitMs - now, 0));
      stopTimer = options.timers.timeout(() => {
        stopTimer = null;
        release?.();
      }, wait);
      return batch;
    },
  };
}
