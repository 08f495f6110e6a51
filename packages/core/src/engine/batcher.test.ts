import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBatcher } from './batcher';
import { systemTimers, type Timers } from './timers';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** A batcher of 16 ms (200 ms at most) on fake timers, recording the batches it sends. */
function setUp() {
  const sent: string[][] = [];
  const addToBatch = createBatcher<string>(systemTimers, 16, 200, async (keys) => {
    sent.push(keys);
  });
  return { addToBatch, sent };
}

describe('createBatcher', () => {
  it('sends the keys added within the window as one batch, whose promise every add answers', async () => {
    const { addToBatch, sent } = setUp();
    const first = addToBatch(['a']);
    await vi.advanceTimersByTimeAsync(10);
    const second = addToBatch(['b', 'c']);
    expect(second).toBe(first);
    await vi.advanceTimersByTimeAsync(15);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await first;
    expect(sent).toEqual([['a', 'b', 'c']]);
  });

  it('sends after the longest wait however many adds follow, and starts a new batch after it', async () => {
    const { addToBatch, sent } = setUp();
    const first = addToBatch(['0']);
    for (let step = 1; step <= 20; step += 1) {
      await vi.advanceTimersByTimeAsync(10);
      addToBatch([String(step)]);
    }
    // 200 ms after the first add: the batch went with the adds up to then; the last one waits in a new batch.
    expect(sent).toHaveLength(1);
    expect(sent[0]).toHaveLength(20);
    await first;
    await vi.advanceTimersByTimeAsync(16);
    expect(sent).toEqual([expect.any(Array), ['20']]);
  });

  it('runs on the timers it is given', async () => {
    const waits: number[] = [];
    const runs: (() => void)[] = [];
    const sent: string[][] = [];
    const timers: Timers = {
      timeout: (run, ms) => {
        waits.push(ms);
        runs.push(run);
        return () => undefined;
      },
      interval: () => () => undefined,
    };
    const addToBatch = createBatcher<string>(timers, 16, 200, async (keys) => {
      sent.push(keys);
    });
    const batch = addToBatch(['a']);
    addToBatch(['b']);
    // The longest wait, then the window after each add.
    expect(waits).toEqual([200, 16, 16]);
    runs[2]?.();
    await batch;
    expect(sent).toEqual([['a', 'b']]);
  });
});
