/// <reference types="@testing-library/jest-dom/vitest" />
import { afterAll, afterEach } from 'vitest';
import { testNow } from '../test-clock';
import { clearLeftoverTimers, trackTimers } from './leftover-timers';
import { pinDate } from './pinned-date';

pinDate(testNow());
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
  // `npm test` runs the unit tests at a low CPU priority beside the build and the browser tests (scripts/test.mjs): a
  // `findBy` or `waitFor` may then wait longer than Testing Library's 1 s for what it is sure to see. A wait's limit,
  // not a speed check: a wait that succeeds returns as soon as it does.
  configure({ asyncUtilTimeout: 5_000 });
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
