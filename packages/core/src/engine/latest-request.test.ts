import { describe, expect, it } from 'vitest';
import { createLatestRequest, type RequestRun } from './latest-request';

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('createLatestRequest', () => {
  it('shares the promise of an identical request in flight', async () => {
    const requests = createLatestRequest();
    const answer = deferred();
    let calls = 0;
    const task = async () => {
      calls += 1;
      await answer.promise;
    };
    const first = requests.run('a', task);
    const second = requests.run('a', task);
    expect(second).toBe(first);
    expect(calls).toBe(1);
    answer.resolve();
    await first;
  });

  it('aborts the request in flight when another key starts', async () => {
    const requests = createLatestRequest();
    const answers = [deferred(), deferred()];
    const runs: RequestRun[] = [];
    const first = requests.run('a', async (run) => {
      runs.push(run);
      await answers[0]?.promise;
    });
    const second = requests.run('b', async (run) => {
      runs.push(run);
      await answers[1]?.promise;
    });
    expect(runs[0]?.signal.aborted).toBe(true);
    expect(runs[0]?.isLatest()).toBe(false);
    expect(runs[1]?.signal.aborted).toBe(false);
    expect(runs[1]?.isLatest()).toBe(true);
    expect(requests.inFlightKey()).toBe('b');
    answers[0]?.resolve();
    answers[1]?.resolve();
    await Promise.all([first, second]);
  });

  it('forgets a finished request: the same key runs again', async () => {
    const requests = createLatestRequest();
    let calls = 0;
    await requests.run('a', async () => {
      calls += 1;
    });
    expect(requests.inFlightKey()).toBeNull();
    await requests.run('a', async () => {
      calls += 1;
    });
    expect(calls).toBe(2);
  });

  it('forgets a failed request and passes its failure on', async () => {
    const requests = createLatestRequest();
    await expect(
      requests.run('a', async () => {
        throw new Error('down');
      }),
    ).rejects.toThrow('down');
    expect(requests.inFlightKey()).toBeNull();
  });

  it('replace: every call is sent, aborting the one in flight, and only the latest is latest', async () => {
    const requests = createLatestRequest();
    const answers = [deferred(), deferred()];
    const runs: RequestRun[] = [];
    const task = (index: number) => async (run: RequestRun) => {
      runs.push(run);
      await answers[index]?.promise;
    };
    const first = requests.replace(task(0));
    const second = requests.replace(task(1));
    expect(second).not.toBe(first);
    expect(runs).toHaveLength(2);
    expect(runs[0]?.signal.aborted).toBe(true);
    expect(runs[0]?.isLatest()).toBe(false);
    expect(runs[1]?.isLatest()).toBe(true);
    expect(requests.inFlightKey()).toBeNull();
    answers[0]?.resolve();
    await first;
    expect(runs[1]?.isLatest()).toBe(true);
    answers[1]?.resolve();
    await second;
    expect(runs[1]?.isLatest()).toBe(false);
  });
});
