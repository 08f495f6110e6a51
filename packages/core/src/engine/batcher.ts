import type { CancelTimer, Timers } from './timers';

/** What a batcher waits on: a clock and timers (the store's dependencies). */
export interface BatcherClock {
  now: () => Date;
  timers: Timers;
}

/** Adds keys to the batch that waits (a new one when none does); answers that batch's promise. */
export type Batcher<Key> = (keys: readonly Key[]) => Promise<void>;

/**
 * Keys sent together (the products read by EAN): a batch is sent `windowMs` after its latest add (each add restarts the
 * wait), and `maxWaitMs` after its first at most.
 *
 * @param send sends one batch's keys; every add of the batch answers its promise
 */
export function createBatcher<Key>(
  send: (keys: Key[]) => Promise<void>,
  windowMs: number,
  maxWaitMs: number,
  clock: BatcherClock,
): Batcher<Key> {
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
    return send(keys);
  };

  return (keys) => {
    queued.push(...keys);
    const now = clock.now().getTime();
    if (batch === null) {
      firstAddedAt = now;
      batch = new Promise<void>((resolve) => {
        release = resolve;
      }).then(flush);
    }
    stopTimer?.();
    const wait = Math.min(windowMs, Math.max(firstAddedAt + maxWaitMs - now, 0));
    stopTimer = clock.timers.timeout(() => {
      stopTimer = null;
      release?.();
    }, wait);
    return batch;
  };
}
