import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './tests/chromium-args';
import { DATED_SPECS, PREACT_JOURNEYS, specMatcher } from './tests/e2e/support/dated-specs';
import type { KurvWorkerOptions } from './tests/e2e/support/fixtures';
import { TEST_DATES, testNow } from './tests/test-clock';

// Two workers on two cores: measured on this machine size (docs/testing.md, "Browser tests in parallel"); E2E_WORKERS
// overrides it.
const workers = Number(process.env.E2E_WORKERS ?? 2);

/**
 * Browser tests drive the system Chromium (CHROME_PATH, found by scripts/ensure-chromium.mjs) against the example
 * pages served with the simulator. Workers run in parallel, each with a simulator of its own on its own port
 * (tests/e2e/support/fixtures.ts: E2E_PORT + the worker's index), so a test's resets, faults and clock moves reach only its
 * worker's simulator. One project runs every spec at the pinned instant; one project per other date of
 * tests/test-clock.json runs the specs whose outcome depends on the date (DATED_SPECS, tests/e2e/support/dated-specs.ts,
 * each with its reason) on that date, in the same run, so the workers stay busy across dates. A failing date is named
 * by the project in each failure and by the date reporter at the end; the folder reporter prints each spec folder's
 * test time. Another run of some spec files (another build flavour, say) is one more project with its own `testMatch` and
 * `use`, sharing the same workers.
 */
export default defineConfig<KurvWorkerOptions>({
  testDir: 'tests/e2e',
  // Each test resets its worker's simulator (or needs none of its state), so the tests of one file spread over the
  // workers too: the long ones (axe over every story in a theme) do not hold the run's end on one worker.
  fullyParallel: true,
  workers,
  // No retry: a test that fails once in a run is a defect to mend (docs/testing.md, "Browser tests in parallel"); the
  // page it failed on is printed into the output (support/reporters/failure-context-reporter.ts), all a CI run keeps.
  retries: 0,
  timeout: 30_000,
  reporter: [
    ['list'],
    ['./tests/e2e/support/reporters/date-reporter.ts'],
    ['./tests/e2e/support/reporters/failure-context-reporter.ts'],
    ['./tests/e2e/support/reporters/folder-time-reporter.ts'],
  ],
  // The visual test's baselines (tests/e2e/look/visual.spec.ts), committed; no platform suffix: they are taken on this
  // machine type with its fonts (the example pages and widgets use system fonts only), the one the CI runs on.
  snapshotPathTemplate: 'tests/visual-baselines/{arg}{ext}',
  // A changed picture leaves its expected, actual and diff images here (git-ignored), one folder per test and project.
  outputDir: 'test-results',
  expect: {
    // Set once for every screenshot: no animations, no caret, CSS pixels, and a tolerance of 20 pixels, for
    // anti-aliasing only: one changed word is some 180 (look/visual.spec.ts «the tolerance»), which 1 % of a dialog's
    // pixels let through.
    toHaveScreenshot: { maxDiffPixels: 20, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  use: {
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
    trace: 'off',
  },
  projects: [
    { name: 'pinned instant', use: { testNow: testNow() } },
    // E2E_PINNED_ONLY=1 (scripts/e2e.mjs with files or -g) leaves the dates out: those run at the pinned instant only.
    ...TEST_DATES.filter((date) => date.now !== testNow() && process.env.E2E_PINNED_ONLY !== '1').map((date) => ({
      name: `${date.name} (${date.now})`,
      testMatch: specMatcher(DATED_SPECS.map((entry) => entry.spec)),
      use: { testNow: date.now },
      // Read by the date reporter, which names the dates whose specs failed.
      metadata: { date: `${date.name} (${date.now})` },
    })),
    // The same journeys on the preact build (dist/preact/, served to the pages by tests/e2e/support/flavour.ts), at the pinned
    // instant; left out with files or -g, where KURV_FLAVOUR=preact runs the chosen files on preact instead.
    ...(process.env.E2E_PINNED_ONLY === '1'
      ? []
      : [{ name: 'preact flavour', testMatch: specMatcher(PREACT_JOURNEYS), use: { testNow: testNow(), flavour: 'preact' as const } }]),
  ],
});
