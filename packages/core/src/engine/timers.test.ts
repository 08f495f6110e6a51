import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemNow, systemTimers, systemWait } from './timers';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z') });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('systemTimers', () => {
  it('runs a timeout once, after its time', () => {
    const run = vi.fn();
    systemTimers.timeout(run, 1000);
    vi.advanceTimersByTime(999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('a stopped timeout never runs, and stopping it again or after it ran changes nothing', () => {
    const run = vi.fn();
    const stop = systemTimers.timeout(run, 1000);
    stop();
    stop();
    vi.advanceTimersByTime(2000);
    expect(run).not.toHaveBeenCalled();
    const ran = vi.fn();
    const stopRan = systemTimers.timeout(ran, 10);
    vi.advanceTimersByTime(10);
    stopRan();
    expect(ran).toHaveBeenCalledTimes(1);
  });

  it('runs an interval every period until stopped', () => {
    const run = vi.fn();
    const stop = systemTimers.interval(run, 1000);
    vi.advanceTimersByTime(3000);
    expect(run).toHaveBeenCalledTimes(3);
    stop();
    vi.advanceTimersByTime(3000);
    expect(run).toHaveBeenCalledTimes(3);
  });
});

describe('systemNow and systemWait', () => {
  it('reads the clock at each call', () => {
    expect(systemNow().toISOString()).toBe('2026-11-24T10:00:00.000Z');
    vi.advanceTimersByTime(1500);
    expect(systemNow().toISOString()).toBe('2026-11-24T10:00:01.500Z');
  });

  it('waits the time asked', async () => {
    const done = vi.fn();
    void systemWait(500).then(done);
    await vi.advanceTimersByTimeAsync(499);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalledTimes(1);
  });
});
