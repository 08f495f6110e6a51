import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('runs the work in the browser’s idle callback, with the latest time it may wait', () => {
    const requestIdle = vi.fn((callback: IdleRequestCallback, _options?: IdleRequestOptions) => {
      callback({ didTimeout: false, timeRemaining: () => 10 });
      return 7;
    });
    vi.stubGlobal('requestIdleCallback', requestIdle);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const work = vi.fn();
    whenIdle(work, 1_500);
    expect(work).toHaveBeenCalledTimes(1);
    expect(requestIdle.mock.calls[0]?.[1]).toEqual({ timeout: 1_500 });
  });

  it('cancelled before the idle moment, does not run it', () => {
    const cancelIdle = vi.fn();
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn(() => 7),
    );
    vi.stubGlobal('cancelIdleCallback', cancelIdle);
    whenIdle(vi.fn())();
    expect(cancelIdle).toHaveBeenCalledWith(7);
  });

  it('without idle callbacks (Safari), runs the work after the current task, and not when cancelled', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const work = vi.fn();
    const cancelled = vi.fn();
    whenIdle(work);
    whenIdle(cancelled)();
    expect(work).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
