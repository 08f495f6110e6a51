import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './tests/chromium-args';
import { testNow } from './tests/test-clock';

const port = Number(process.env.E2E_PORT ?? 4180);

/**
 * Browser tests drive the system Chromium (CHROME_PATH, found by scripts/ensure-chromium.mjs)
 * against the example pages served with the simulator. One worker: the simulator is stateful and
 * each test resets it through the control API.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  // The visual test's baselines (tests/e2e/visual.spec.ts), committed; no platform suffix: they are taken on this
  // machine type with its fonts (the example pages and widgets use system fonts only), the one the CI runs on.
  snapshotPathTemplate: 'tests/visual-baselines/{arg}{ext}',
  // A changed picture leaves its expected, actual and diff images here (git-ignored).
  outputDir: 'test-results',
  expect: {
    // Set once for every screenshot: a small tolerance for anti-aliasing, no animations, no caret, CSS pixels.
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
    trace: 'off',
  },
  webServer: {
    command: 'node --import tsx packages/platform-sim/src/serve.ts',
    // The simulator starts at the tests' instant and goes back to it at every reset; the browser's clock is pinned
    // to the same instant by tests/e2e/fixtures.ts.
    env: { PORT: String(port), SIM_NOW: testNow() },
    url: `http://127.0.0.1:${port}/__sim/state`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
