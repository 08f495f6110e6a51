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
