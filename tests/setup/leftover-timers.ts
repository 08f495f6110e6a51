/**
 * The files of a vitest worker share one process and one module graph (vitest.config.ts, `isolate: false`). A real
 * timer that a file leaves pending, such as a logged-in store's token refresh or its notification poll, would fire
 * while a later file runs, and its request would reach that file's simulator (and its request log). So the timers are
 * counted while a file runs, and those still pending when it ends are cleared (`clearLeftoverTimers`, called by
 * tests/setup/vitest.setup.ts after each file). Fake timers (`vi.useFakeTimers`) are vitest's own and are not counted.
 *
 * The wrappers go in once per worker, the first time a file's setup runs; the set of pending timers is the worker's.
 */
interface TimerTracker {
  pending: Set<ReturnType<typeof setTimeout>>;
}

const TRACKER = Symbol.for('kurv.tests.leftoverTimers');

export function trackTimers(): void {
  const global = globalThis as typeof globalThis & { [TRACKER]?: TimerTracker };
  if (global[TRACKER] !== undefined) {
    return;
  }
  const tracker: TimerTracker = { pending: new Set() };
  global[TRACKER] = tracker;
  const {
    setTimeout: realSetTimeout,
    setInterval: realSetInterval,
    clearTimeout: realClearTimeout,
    clearInterval: realClearInterval,
  } = globalThis;

  const trackedSetTimeout = (callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const handle = realSetTimeout(
      (...callbackArgs: unknown[]) => {
        tracker.pending.delete(handle);
        callback(...callbackArgs);
      },
      ms,
      ...args,
    );
    tracker.pending.add(handle);
    return handle;
  };
  const trackedSetInterval = (callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const handle = realSetInterval(callback, ms, ...args);
    tracker.pending.add(handle);
    return handle;
  };
  const forget = (handle: unknown) => {
    tracker.pending.delete(handle as ReturnType<typeof setTimeout>);
  };
  globalThis.setTimeout = withPropertiesOf(trackedSetTimeout, realSetTimeout) as typeof setTimeout;
  globalThis.setInterval = withPropertiesOf(trackedSetInterval, realSetInterval) as typeof setInterval;
  globalThis.clearTimeout = ((handle?: Parameters<typeof clearTimeout>[0]) => {
    forget(handle);
    realClearTimeout(handle);
  }) as typeof clearTimeout;
  globalThis.clearInterval = ((handle?: Parameters<typeof clearInterval>[0]) => {
    forget(handle);
    realClearInterval(handle);
  }) as typeof clearInterval;
}

/** The wrapper with the real function's own properties (Node's `util.promisify.custom` of `setTimeout`, say). */
function withPropertiesOf<T extends object>(wrapper: T, real: object): T {
  const { name: _name, length: _length, prototype: _prototype, ...properties } = Object.getOwnPropertyDescriptors(real);
  return Object.defineProperties(wrapper, properties);
}

/** Clears the timers the file that ends has left pending; returns how many there were. */
export function clearLeftoverTimers(): number {
  const tracker = (globalThis as typeof globalThis & { [TRACKER]?: TimerTracker })[TRACKER];
  if (tracker === undefined) {
    return 0;
  }
  const count = tracker.pending.size;
  for (const handle of tracker.pending) {
    // A timeout's handle clears an interval too, and the other way round (both are Node's Timeout, or a number in jsdom).
    clearTimeout(handle);
  }
  tracker.pending.clear();
  return count;
}
