/** What a calculation queue runs: the request, and what to do with its answer or its failure. */
export interface CalculationQueueSteps<T> {
  /** Awaited once before the first request of a run (nothing changed meanwhile is lost: later changes coalesce). */
  prepare: () => Promise<void>;
  /** Sends the current state; called anew for each follow-up. */
  request: () => Promise<T>;
  /** The answer of a request that no change made stale. */
  apply: (answer: T) => void;
  /** A failed request; the run ends there. */
  fail: (error: unknown) => void;
}

export interface CalculationQueue {
  /**
   * Asks for a calculation. With none in flight one starts; while one is in flight the change is noted and one
   * follow-up request is sent when it returns (any number of changes meanwhile make one follow-up). The promise is the
   * run's and settles when its last request has been handled.
   */
  run: () => Promise<void>;
  /** Whether a run is in flight. */
  isRunning: () => boolean;
  /** Settles when the run in flight (if any) has ended, however it ended. */
  settled: () => Promise<void>;
  /**
   * Drops the answer (or failure) of the request in flight, and the follow-up asked for so far: the state it priced
   * was replaced without the calculator (an emptied cart). A change after this asks for a follow-up again.
   */
  discard: () => void;
}

/** At most one request in flight; changes made meanwhile are sent together when it returns, and only a fresh answer is applied. */
export function createCalculationQueue<T>(steps: CalculationQueueSteps<T>): CalculationQueue {
  let running: Promise<void> | null = null;
  let changedSinceSent = false;
  let discarded = false;

  const calculate = async (): Promise<void> => {
    await steps.prepare();
    do {
      changedSinceSent = false;
      discarded = false;
      try {
        const answer = await steps.request();
        if (!changedSinceSent && !discarded) {
          steps.apply(answer);
        }
      } catch (error) {
        if (!discarded) {
          steps.fail(error);
          return;
        }
      }
    } while (changedSinceSent);
  };

  return {
    isRunning: () => running !== null,
    settled: () => (running ?? Promise.resolve()).catch(() => undefined),
    discard: () => {
      discarded = true;
      changedSinceSent = false;
    },
    run: () => {
      if (running) {
        changedSinceSent = true;
        return running;
      }
      running = calculate().finally(() => {
        running = null;
      });
      return running;
    },
  };
}
