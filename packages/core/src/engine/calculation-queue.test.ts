import { describe, expect, it } from 'vitest';
import { createCalculationQueue } from './calculation-queue';

function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void } {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((done, failed) => {
    resolve = done;
    reject = failed;
  });
  return { promise, resolve, reject };
}

/** A queue whose requests answer when the test says, recording what was sent and what was applied. */
function setUp() {
  let state = 0;
  const answers: Array<ReturnType<typeof deferred<number>>> = [];
  const sent: number[] = [];
  const applied: number[] = [];
  const failures: unknown[] = [];
  const queue = createCalculationQueue<number>({
    prepare: async () => undefined,
    request: () => {
      sent.push(state);
      const answer = deferred<number>();
      answers.push(answer);
      return answer.promise;
    },
    apply: (answer) => applied.push(answer),
    fail: (error) => failures.push(error),
  });
  const change = (value: number) => {
    state = value;
    return queue.run();
  };
  const flush = () => new Promise((done) => setTimeout(done, 0));
  return { queue, change, answers, sent, applied, failures, flush };
}

describe('createCalculationQueue', () => {
  it('sends one request and applies its answer', async () => {
    const { change, answers, sent, applied, flush, queue } = setUp();
    const run = change(1);
    expect(queue.isRunning()).toBe(true);
    await flush();
    answers[0]?.resolve(10);
    await run;
    expect(sent).toEqual([1]);
    expect(applied).toEqual([10]);
    expect(queue.isRunning()).toBe(false);
  });

  it('coalesces the changes made while a request is in flight into one follow-up, whose answer wins', async () => {
    const { change, answers, sent, applied, flush } = setUp();
    const first = change(1);
    await flush();
    const second = change(2);
    const third = change(3);
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(sent).toEqual([1]);
    answers[0]?.resolve(10);
    await flush();
    expect(sent).toEqual([1, 3]);
    answers[1]?.resolve(30);
    await first;
    expect(applied).toEqual([30]);
  });

  it('reports a failure and ends the run; the next change starts a new one', async () => {
    const { change, answers, sent, applied, failures, flush } = setUp();
    const run = change(1);
    await flush();
    answers[0]?.reject(new Error('down'));
    await run;
    expect(failures).toHaveLength(1);
    expect(applied).toEqual([]);
    const again = change(2);
    await flush();
    answers[1]?.resolve(20);
    await again;
    expect(sent).toEqual([1, 2]);
    expect(applied).toEqual([20]);
  });

  it('drops the answer in flight when it is discarded, and sends no follow-up for the changes before', async () => {
    const { change, answers, sent, applied, flush, queue } = setUp();
    const run = change(1);
    await flush();
    void change(2);
    queue.discard();
    answers[0]?.resolve(10);
    await run;
    expect(sent).toEqual([1]);
    expect(applied).toEqual([]);
  });

  it('drops the failure in flight when it is discarded', async () => {
    const { change, answers, failures, flush, queue } = setUp();
    const run = change(1);
    await flush();
    queue.discard();
    answers[0]?.reject(new Error('down'));
    await run;
    expect(failures).toEqual([]);
  });

  it('sends a follow-up for a change made after the discard, and applies its answer', async () => {
    const { change, answers, sent, applied, flush, queue } = setUp();
    const run = change(1);
    await flush();
    queue.discard();
    void change(5);
    answers[0]?.resolve(10);
    await flush();
    expect(sent).toEqual([1, 5]);
    answers[1]?.resolve(50);
    await run;
    expect(applied).toEqual([50]);
  });
});
