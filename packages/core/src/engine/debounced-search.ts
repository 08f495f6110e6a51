import type { CancelTimer, Timers } from './timers';

export interface DebouncedSearchOptions<Answer> {
  delayMs: number;
  /** The timers the wait runs on (the store's). */
  timers: Timers;
  search: (query: string, signal: AbortSignal) => Promise<Answer>;
  /** The wait is over and the search is sent. */
  onStart: () => void;
  /** The answer of the latest search. */
  onAnswer: (answer: Answer) => void;
  /** The failure of the latest search (an aborted one is not reported). */
  onError: (error: unknown) => void;
  isAborted: (error: unknown) => boolean;
}

export interface DebouncedSearch {
  /** Searches for `query` after the wait, dropping the search waiting or in flight. */
  schedule: (query: string) => void;
  /** Drops the search waiting or in flight: its answer is not reported. */
  cancel: () => void;
}

/** A search sent `delayMs` after the last keystroke; a newer search drops the older one and its answer. */
export function createDebouncedSearch<Answer>(options: DebouncedSearchOptions<Answer>): DebouncedSearch {
  let stopTimer: CancelTimer | null = null;
  let controller: AbortController | null = null;
  let sequence = 0;
  const cancel = () => {
    stopTimer?.();
    stopTimer = null;
    controller?.abort();
    controller = null;
    sequence += 1;
  };
  return {
    cancel,
    schedule: (query) => {
      cancel();
      const mine = sequence;
      stopTimer = options.timers.timeout(() => {
        stopTimer = null;
        const current = new AbortController();
        controller = current;
        options.onStart();
        options.search(query, current.signal).then(
          (answer) => {
            if (mine === sequence) {
              options.onAnswer(answer);
            }
          },
          (error: unknown) => {
            if (mine === sequence && !options.isAborted(error)) {
              options.onError(error);
            }
          },
        );
      }, options.delayMs);
    },
  };
}
