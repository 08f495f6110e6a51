import { createPlatformSim, resetSimState } from '@kurv/platform-sim';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

/** The origin the store fixtures' api client calls (`createFixtureStore`), answered by the test file's simulator. */
export const SIM_BASE = 'http://kurv.test';

/**
 * A simulated platform for one test file: its handlers answer the file's fetches (msw, an unhandled request fails the
 * test), and after each test the real timers, the handlers and the simulator's state are put back. Call it once at the
 * top of the file: it registers the file's hooks.
 */
export function serveSimulator() {
  const sim = createPlatformSim();
  const server = setupServer(...sim.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    vi.useRealTimers();
    server.resetHandlers();
    resetSimState(sim.state);
  });
  afterAll(() => server.close());
  /** The platform requests answered so far to a path. */
  const requestsTo = (path: string) => sim.state.requests.filter((request) => request.path === path);
  return { sim, server, base: SIM_BASE, requestsTo };
}
