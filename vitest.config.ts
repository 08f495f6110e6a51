import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The unit suite in one run, as projects: each configuration of `npm test` is one or two projects, so the files are
 * transformed once and the workers of every configuration share the two cores.
 *
 * - `oslo`, `oslo dom`: every test file under Oslo time, starting at the pinned instant (tests/test-clock.json).
 * - `new-york`: core and the simulator again under New York time (time rules must not depend on the machine's zone).
 * - `year-ahead`, `year-ahead dom`: every test file once more a year after today, so that a date written into the code
 *   or a test shows before it comes.
 *
 * Core and the simulator run in Node (no DOM to build per file); a file of theirs that needs one says so with a
 * `// @vitest-environment jsdom` line at its top. The UI, the elements and the repository's own tests run in jsdom.
 * Every file stays isolated (a module graph of its own): without it, core's store tests met timers and state left by
 * other files in the same worker and failed now and then.
 * TZ and KURV_TEST_NOW are set per project in the environment of the project's worker processes (the default `forks`
 * pool: a process per worker, so one project's zone never leaks into another's); tests/setup/vitest.setup.ts checks
 * that the zone the project names is the one the worker runs in.
 *
 * `npx vitest run --project oslo --project 'oslo dom'` runs only the first configuration (a quick run while working).
 */
const NODE_FILES = ['packages/core/**/*.test.{ts,tsx}', 'packages/platform-sim/**/*.test.{ts,tsx}'];
const DOM_FILES = [
  'packages/ui/**/*.test.{ts,tsx}',
  'packages/elements/**/*.test.{ts,tsx}',
  'tests/unit/**/*.test.{ts,tsx}',
  'tests/bench/**/*.test.{ts,tsx}',
];

// Read once, when the run starts: the instant a year on (365 days, as before) from the machine's today.
const A_YEAR_AHEAD = new Date(Date.now() + 365 * 24 * 60 * 60 * 1000).toISOString();
const OSLO = { TZ: 'Europe/Oslo' };

function project(
  name: string,
  environment: 'node' | 'jsdom',
  include: string[],
  env: Record<string, string>,
): TestProjectInlineConfiguration {
  return { extends: true, test: { name, environment, include, env } };
}

export default defineConfig({
  test: {
    setupFiles: ['tests/setup/vitest.setup.ts'],
    restoreMocks: true,
    testTimeout: 10_000,
    projects: [
      project('oslo', 'node', NODE_FILES, OSLO),
      project('oslo dom', 'jsdom', DOM_FILES, OSLO),
      project('new-york', 'node', NODE_FILES, { TZ: 'America/New_York' }),
      project('year-ahead', 'node', NODE_FILES, { ...OSLO, KURV_TEST_NOW: A_YEAR_AHEAD }),
      project('year-ahead dom', 'jsdom', DOM_FILES, { ...OSLO, KURV_TEST_NOW: A_YEAR_AHEAD }),
    ],
  },
});
