import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncedSearch } from './debounced-search';
import { systemTimers } from './timers';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function searchWith(search: (query: string, signal: AbortSignal) => Promise<string[]>) {
  const events: string[] = [];
  const debounced = createDebouncedSearch<string[]>({
    delayMs: 500,
    timers: systemTimers,
    search,
    onStart: () => events.push('start'),
    onAnswer: (answer) => events.push(`answer ${answer.join(',')}`),
    onError: (error) => events.push(`error ${(error as Error).message}`),
    isAborted: (error) => (error as Error).message === 'aborted',
  });
  return { debounced, events };
}

describe('createDebouncedSearch', () => {
  it('sends one search 500 ms after the last keystroke', async () => {
    const search = vi.fn(async (query: string) => [query]);
    const { debounced, events } = searchWith(search);
    debounced.schedule('Ki');
    await vi.advanceTimersByTimeAsync(300);
    debounced.schedule('Kirk');
    await vi.advanceTimersByTimeAsync(499);
    expect(search).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0]?.[0]).toBe('Kirk');
    expect(events).toEqual(['start', 'answer Kirk']);
  });

  it('drops the answer of a search a newer one replaced, and aborts it', async () => {
    const answers: ((value: string[]) => void)[] = [];
    const signals: AbortSignal[] = [];
    const { debounced, events } = searchWith(
      (_query, signal) =>
        new Promise((resolve) => {
          signals.push(signal);
          answers.push(resolve);
        }),
    );
    debounced.schedule('Ki');
    await vi.advanceTimersByTimeAsync(500);
    debounced.schedule('Kirk');
    expect(signals[0]?.aborted).toBe(true);
    answers[0]?.(['old']);
    await vi.advanceTimersByTimeAsync(500);
    answers[1]?.(['new']);
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual(['start', 'start', 'answer new']);
  });

  it('reports a failure, but not an aborted search', async () => {
    const { debounced, events } = searchWith(async (query) => {
      throw new Error(query === 'abort' ? 'aborted' : 'down');
    });
    debounced.schedule('abort');
    await vi.advanceTimersByTimeAsync(500);
    debounced.schedule('Kirk');
    await vi.advanceTimersByTimeAsync(500);
    expect(events).toEqual(['start', 'start', 'error down']);
  });

  it('cancel drops the waiting search', async () => {
    const search = vi.fn(async (query: string) => [query]);
    const { debounced, events } = searchWith(search);
    debounced.schedule('Kirk');
    debounced.cancel();
    await vi.advanceTimersByTimeAsync(1000);
    expect(search).not.toHaveBeenCalled();
    expect(events).toEqual([]);
  });

  it('waits on the timers it is given', async () => {
    const waits: number[] = [];
    const runs: (() => void)[] = [];
    const search = vi.fn(async (query: string) => [query]);
    const events: string[] = [];
    const debounced = createDebouncedSearch<string[]>({
      delayMs: 500,
      timers: {
        timeout: (run, ms) => {
          waits.push(ms);
          runs.push(run);
          return () => undefined;
        },
        interval: () => () => undefined,
      },
      search,
      onStart: () => events.push('start'),
      onAnswer: (answer) => events.push(`answer ${answer.join(',')}`),
      onError: () => events.push('error'),
      isAborted: () => false,
    });
    debounced.schedule('Kirk');
    expect(waits).toEqual([500]);
    expect(search).not.toHaveBeenCalled();
    runs[0]?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual(['start', 'answer Kirk']);
  });
});
