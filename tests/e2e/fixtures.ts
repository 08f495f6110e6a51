import { test as base, expect } from '@playwright/test';
import { testNow } from '../test-clock';

/**
 * Playwright's `test` with the browser's clock pinned: every context starts at the tests' instant (tests/test-clock.ts),
 * the one the simulator starts from at every reset (SIM_NOW in playwright.config.ts), and runs on from there. A test
 * that needs another moves both clocks (`page.clock`, `POST /__sim/clock`).
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    await context.clock.install({ time: new Date(testNow()) });
    await use(context);
  },
});

export { expect };
