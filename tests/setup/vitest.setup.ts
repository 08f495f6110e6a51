/// <reference types="@testing-library/jest-dom/vitest" />
import { afterAll, afterEach, vi } from 'vitest';
import { testNow } from '../test-clock';
import { clearLeftoverTimers, trackTimers } from './leftover-timers';
import { pinDate } from './pinned-date';

pinDate(testNow());

// In `npm test` the unit tests share the two cores with the build and the type checks (scripts/test.mjs): a
// `vi.waitFor` may then wait longer than its default second for what it is sure to see (a lazy module's import in
// get-shop-store.test.ts failed so once). A wait's limit, not a speed check: a wait that succeeds returns as soon as it
// does. A call that gives its own timeout keeps it. Wrapped once per worker (the files of a worker share this `vi`).
const WAIT_LIMIT_MS = 5_000;
const wrapped = Symbol.for('kurv.waitForLimit');
if (!(wrapped in vi.waitFor)) {
  const waitFor = vi.waitFor.bind(vi);
  vi.waitFor = Object.assign(
    ((callback, options) =>
      waitFor(callback, typeof options === 'number' ? options : { timeout: WAIT_LIMIT_MS, ...options })) as typeof vi.waitFor,
    { [wrapped]: true },
  );
}

// The next file of this worker runs in the same process: nothing this file left pending may fire during it.
trackTimers();
afterAll(() => {
  clearLeftoverTimers();
});

// Each project of vitest.config.ts names its zone in its workers' environment: make sure the worker really runs in it,
// or the New York run would quietly check Oslo's time again.
const zone = process.env.TZ;
const workerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
if (zone !== undefined && workerZone !== zone) {
  throw new Error(`The tests were to run in ${zone}, the worker runs in ${workerZone}`);
}

// The DOM helpers only where there is a DOM: loading Testing Library and jest-dom costs a Node-environment file
// (core's rules, the simulator) more than its tests take.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { act, cleanup, configure } = await import('@testing-library/react');
  // The same for Testing Library's `findBy` and `waitFor` (1 s by default).
  configure({ asyncUtilTimeout: WAIT_LIMIT_MS });
  // Testing Library's cleanup does not unmount the React roots of custom elements: empty the body
  // inside act() so their roots unmount too.
  afterEach(async () => {
    cleanup();
    await act(async () => {
      document.body.innerHTML = '';
    });
    localStorage.clear();
  });
}
