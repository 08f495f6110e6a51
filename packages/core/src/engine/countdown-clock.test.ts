import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCountdownClock } from './countdown-clock';
import { systemTimers } from './timers';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createCountdownClock', () => {
  it('ticks every second once started', () => {
    const tick = vi.fn();
    const clock = createCountdownClock(tick, 1000, systemTimers);
    clock.start();
    vi.advanceTimersByTime(3000);
    expect(tick).toHaveBeenCalledTimes(3);
    expect(clock.running()).toBe(true);
  });

  it('stops ticking when stopped', () => {
    const tick = vi.fn();
    const clock = createCountdownClock(tick, 1000, systemTimers);
    clock.start();
    vi.advanceTimersByTime(1000);
    clock.stop();
    vi.advanceTimersByTime(5000);
    expect(tick).toHaveBeenCalledTimes(1);
    expect(clock.running()).toBe(false);
  });

  it('starts over when started again: one tick a second, not two', () => {
    const tick = vi.fn();
    const clock = createCountdownClock(tick, 1000, systemTimers);
    clock.start();
    vi.advanceTimersByTime(500);
    clock.start();
    vi.advanceTimersByTime(999);
    expect(tick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(tick).toHaveBeenCalledTimes(1);
  });

  it('a tick may stop the clock', () => {
    const clock = createCountdownClock(() => clock.stop(), 1000, systemTimers);
    clock.start();
    vi.advanceTimersByTime(3000);
    expect(clock.running()).toBe(false);
  });

  it('runs on the timers it is given', () => {
    const started: number[] = [];
    let stopped = 0;
    const clock = createCountdownClock(() => undefined, 1000, {
      timeout: () => () => undefined,
      interval: (_run, ms) => {
        started.push(ms);
        return () => {
          stopped += 1;
        };
      },
    });
    clock.start();
    clock.start();
    clock.stop();
    expect(started).toEqual([1000, 1000]);
    expect(stopped).toBe(2);
    expect(clock.running()).toBe(false);
  });
});
