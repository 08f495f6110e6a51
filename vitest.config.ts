import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
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
 *
 * The files of a worker share one module graph and one DOM (`isolate: false`): each worker imports core, React and the
 * simulator once and builds its jsdom once, instead of once per file (that was two thirds of the unit step's CPU time:
 * 598 s of CPU for 545 file runs isolated, 173 s shared). What a file leaves behind is put back after each test by
 * tests/setup/vitest.setup.ts (the body, storage, the pinned date), by `restoreMocks` and `unstubGlobals`, and by the
 * files themselves (their servers, fake timers). A file that replaces a module (`vi.mock`) or loads modules afresh
 * (`vi.resetModules`) gets a module graph of its own, in a project of its configuration with `isolate: true`
 * (`MODULE_MOCKING_FILES`): a replaced module must not leak into other files, nor meet a copy another file has already
 * imported.
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

/**
 * The test files that replace a module (`vi.mock`, `vi.doMock`) or load modules afresh (`vi.resetModules`), found when
 * the run starts.
 */
const MODULE_MOCKING_FILES = ['packages', 'tests'].flatMap((root) =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.test\.tsx?$/.test(path) && !path.includes('node_modules'))
    .map((path) => join(root, path))
    .filter((path) => /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(path, 'utf8'))),
);

// Read once, when the run starts: the instant a year on (365 days, as before) from the machine's today.
const A_YEAR_AHEAD = new Date(Date.now() + 365 * 24 * 60 * 60 * 1000).toISOString();
const OSLO = { TZ: 'Europe/Oslo' };

/**
 * One configuration (a zone, an instant) of some files: the files share their workers' module graph, and those of
 * them that mock a module run again isolated, as a project of their own (`<name> isolated`) when there are any.
 */
function projects(
  name: string,
  environment: 'node' | 'jsdom',
  include: string[],
  env: Record<string, string>,
): TestProjectInlineConfiguration[] {
  const shared: TestProjectInlineConfiguration = {
    extends: true,
    test: { name, environment, include, exclude: MODULE_MOCKING_FILES, env, isolate: false },
  };
  // The files of this configuration among them: a file under one of its globs' folders.
  const folders = include.map((glob) => glob.slice(0, glob.indexOf('*')));
  const mockingHere = MODULE_MOCKING_FILES.filter((file) => folders.some((folder) => file.startsWith(folder)));
  if (mockingHere.length === 0) {
    return [shared];
  }
  return [shared, { extends: true, test: { name: `${name} isolated`, environment, include: mockingHere, env, isolate: true } }];
}

export default defineConfig({
  test: {
    setupFiles: ['tests/setup/vitest.setup.ts'],
    restoreMocks: true,
    testTimeout: 10_000,
    // A worker per core (vitest's default leaves one core free): npm test runs the unit tests beside the build and the
    // type checks (scripts/test.mjs), and many tests wait on real timers, so a second worker fills the waits.
    maxWorkers: availableParallelism(),
    unstubGlobals: true,
    unstubEnvs: true,
    projects: [
      ...projects('oslo', 'node', NODE_FILES, OSLO),
      ...projects('oslo dom', 'jsdom', DOM_FILES, OSLO),
      ...projects('new-york', 'node', NODE_FILES, { TZ: 'America/New_York' }),
      ...projects('year-ahead', 'node', NODE_FILES, { ...OSLO, KURV_TEST_NOW: A_YEAR_AHEAD }),
      ...projects('year-ahead dom', 'jsdom', DOM_FILES, { ...OSLO, KURV_TEST_NOW: A_YEAR_AHEAD }),
    ],
  },
});
