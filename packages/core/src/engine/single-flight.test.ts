import { describe, expect, it } from 'vitest';
import { singleFlight } from './single-flight';

function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void } {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('singleFlight', () => {
  it('answers the run in flight to a second call and starts nothing', async () => {
    const answer = deferred<string>();
    let runs = 0;
    const action = singleFlight(() => {
      runs += 1;
      return answer.promise;
    });
    const first = action();
    const second = action();
    expect(second).toBe(first);
    expect(runs).toBe(1);
    answer.resolve('saved');
    await expect(second).resolves.toBe('saved');
  });

  it('starts a new run once the one in flight has settled', async () => {
    let runs = 0;
    const action = singleFlight(async () => {
      runs += 1;
      return runs;
    });
    await expect(action()).resolves.toBe(1);
    await expect(action()).resolves.toBe(2);
  });

  it('lets a failed run be tried again', async () => {
    const failure = deferred<void>();
    let runs = 0;
    const action = singleFlight(() => {
      runs += 1;
      return runs === 1 ? failure.promise : Promise.resolve();
    });
    const first = action();
    expect(action()).toBe(first);
    failure.reject(new Error('500'));
    await expect(first).rejects.toThrow('500');
    await action();
    expect(runs).toBe(2);
  });
});
