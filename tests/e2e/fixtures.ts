import type { Server } from 'node:http';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { createPlatformSim } from '../../packages/platform-sim/src/http/create-platform-sim';
import { createSimServer } from '../../packages/platform-sim/src/http/node-server';
import { testNow } from '../test-clock';
import { type Flavour, flavourOfRun, serveFlavour } from './flavour';

/** The options a Playwright project sets for its workers (playwright.config.ts). */
export interface KurvWorkerOptions {
  /**
   * The instant the project's tests start from (ISO): the simulator starts at it and goes back to it at every reset,
   * and every browser context's clock is installed at it. The pinned instant (tests/test-clock.json, or KURV_TEST_NOW)
   * unless the project is one of the table's dates.
   */
  testNow: string;
  /**
   * The build the example pages load: React (`dist/`) or preact (`dist/preact/`, tests/e2e/flavour.ts). React unless
   * the project is the preact flavour's or KURV_FLAVOUR says otherwise.
   */
  flavour: Flavour;
}

/** The worker's own simulator: the example pages, the build and the simulated platform on one origin. */
export interface KurvSimulator {
  /** `http://127.0.0.1:<port>`, the worker's `baseURL`. */
  origin: string;
}

/**
 * The first port of the workers' simulators: E2E_PORT (default 4180); worker n (Playwright's parallel index, 0 up to
 * the worker count less one) listens on E2E_PORT + n, so parallel workers never share a simulator or its state.
 */
function simulatorPort(parallelIndex: number): number {
  return Number(process.env.E2E_PORT ?? 4180) + parallelIndex;
}

/**
 * Starts the simulator in the worker's process. The port of a worker that has just stopped (the same parallel index,
 * another project) may be released a moment after the new worker starts, so a busy port is tried again for a few
 * seconds before the worker fails; a stale simulator left on the port is never used, since a test would then share
 * its state.
 */
async function listen(now: string, port: number): Promise<Server> {
  const sim = createPlatformSim({ now });
  const staticRoots = { '/dist/': 'dist', '/storybook/': 'storybook-static', '/': 'examples' };
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await createSimServer({ sim, port, host: '127.0.0.1', staticRoots });
    } catch (error) {
      if (attempt >= 20 || (error as NodeJS.ErrnoException).code !== 'EADDRINUSE') {
        throw new Error(`The simulator of this worker cannot listen on port ${port}: ${String(error)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/**
 * Playwright's `test` with a simulator per worker and the browser's clock pinned. Each worker starts its own simulator
 * (own port, own state) at the project's instant (`testNow`), and its tests' `baseURL` (pages, `page.request`,
 * `request`) points there: a test's `POST /__sim/reset`, faults and clock moves reach only its own worker's
 * simulator. Every context starts at the same instant and runs on from there. A test that needs another moves both
 * clocks (`page.clock`, `POST /__sim/clock`).
 */
export const test = base.extend<object, KurvWorkerOptions & { simulator: KurvSimulator }>({
  testNow: [testNow(), { scope: 'worker', option: true }],
  flavour: [flavourOfRun(), { scope: 'worker', option: true }],
  simulator: [
    async ({ testNow: now }, use, workerInfo) => {
      const port = simulatorPort(workerInfo.parallelIndex);
      const server = await listen(now, port);
      await use({ origin: `http://127.0.0.1:${port}` });
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ simulator }, use) => {
    await use(simulator.origin);
  },
  context: async ({ context, testNow: now, flavour }, use) => {
    await context.clock.install({ time: new Date(now) });
    await serveFlavour(context, flavour);
    await use(context);
  },
});

export { expect };

/**
 * Focuses a control and presses a key on it, as a keyboard user does. A control disabled for a moment (the picker's
 * 'Fortsett' while the options load) refuses the focus, and the key would go to whatever holds it (the dialog's
 * 'Lukk'): a shopper waits for it, so the test does too.
 */
export async function pressOn(control: Locator, key: string) {
  await expect(control).toBeEnabled();
  await control.focus();
  await control.press(key);
}

/**
 * Adds a product as the first line of a new order, for a member or corporate user with an order that can still be
 * changed: the add asks 'Vil du legge til varer på eksisterende bestilling?', and 'Start ny bestilling' keeps the line
 * in a new cart, whose button then reads `badge`.
 */
export async function addToNewOrder(page: Page, title: string, badge: RegExp | string) {
  await page.getByRole('button', { name: `Legg i handlevogn: ${title}` }).click();
  const question = page.getByRole('dialog', { name: 'Vil du legge til varer på eksisterende bestilling?' });
  await question.getByRole('button', { name: 'Start ny bestilling' }).click();
  await expect(question).toBeHidden();
  await expect(page.getByRole('button', { name: badge })).toBeVisible();
}

/**
 * Opens the picker from its trigger and goes to the pickup time page: 'Hente selv', 'Fortsett', the store it offers
 * confirmed with 'Bekreft'. Returns the time page's dialog.
 */
export async function openPickupTimePage(page: Page) {
  await page.locator('handover-picker').getByRole('button').first().click();
  const type = page.getByRole('dialog', { name: 'Hvordan ønsker du å få varene?' });
  await type.getByRole('radio', { name: 'Hente selv' }).check();
  await type.getByRole('button', { name: 'Fortsett' }).click();
  await page.getByRole('dialog', { name: 'Hvor vil du hente varene?' }).getByRole('button', { name: 'Bekreft' }).click();
  return page.getByRole('dialog', { name: 'Når ønsker du å hente varene?' });
}

/**
 * Through the picker as a logged-in shopper: 'Hente selv', the store it offers confirmed, on the time page the fourth
 * open day (a few days on, with windows to choose) and its first open window, 'Bekreft henting'; every dialog closed.
 * Returns the time page's dialog, for a test that opens it again.
 */
export async function choosePickupWindowDaysAhead(page: Page) {
  const time = await openPickupTimePage(page);
  await time.getByRole('table').getByRole('button', { disabled: false }).nth(3).click();
  await time.getByRole('radio').and(page.locator(':not([disabled])')).first().check();
  await time.getByRole('button', { name: /^Bekreft henting/ }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  return time;
}

/**
 * On the picker's type page (`typePage`), a simplified-login user re-enters the delivery address (Karl Johans gate 1)
 * and presses 'Lagre adresse': the picker asks to confirm the identity first. Returns that question, visible.
 */
export async function saveNewAddressAsSimplifiedUser(page: Page, typePage: Locator) {
  await typePage.getByRole('radio', { name: 'Levert på døren' }).check();
  await typePage.getByRole('button', { name: 'Skriv inn adresse på nytt' }).click();
  await typePage.getByRole('combobox', { name: 'Adresse' }).fill('Karl Johans gate 1');
  await typePage.getByRole('option', { name: /Karl Johans gate 1, 0154 OSLO/ }).click();
  await typePage.getByRole('button', { name: 'Lagre adresse' }).click();
  const confirm = page.getByRole('dialog', { name: 'For å lagre adressen må du bekrefte identiteten din' });
  await expect(confirm).toBeVisible();
  return confirm;
}
