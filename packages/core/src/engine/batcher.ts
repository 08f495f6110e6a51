import type { CancelTimer, Timers } from './timers';

/** Adds keys to the batch that waits (a new one when none does); answers that batch's promise. */
export type Batcher<Key> = (keys: readonly Key[]) => Promise<void>;

/**
 * Keys sent together (the products read by EAN): a batch is sent `windowMs` after its latest add (each add restarts
 * that wait), or `maxWaitMs` after its first add, whichever comes first.
 *
 * @param timers the timers the waits run on (the store's)
 * @param send sends one batch's keys; every add of the batch answers its promise
 */
export function createBatcher<Key>(
  timers: Timers,
  windowMs: number,
  maxWaitMs: number,
  send: (keys: Key[]) => Promise<void>,
): Batcher<Key> {
  let queued: Key[] = [];
  let batch: Promise<void> | null = null;
  let release: (() => void) | null = null;
  let stopWindow: CancelTimer | null = null;
  let stopLongest: CancelTimer | null = null;

  const flush = (): Promise<void> => {
    stopWindow?.();
    stopLongest?.();
    const keys = queued;
    queued = [];
    batch = null;
    release = null;
    return send(keys);
  };
  const sendBatch = () => release?.();

  return (keys) => {
    queued.push(...keys);
    if (batch === null) {
      batch = new Promise<void>((resolve) => {
        release = resolve;
      }).then(flush);
      stopLongest = timers.timeout(sendBatch, maxWaitMs);
    }
    stopWindow?.();
    stopWindow = timers.timeout(sendBatch, windowMs);
    return batch;
  };
}
