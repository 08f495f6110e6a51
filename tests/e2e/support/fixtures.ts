import type { Server } from 'node:http';
import { type BrowserContext, test as base, expect, type Request } from '@playwright/test';
import { FIXTURE_API_BASE_URL } from '../../../packages/core/src/store/testing/shop-store.fixtures';
import { createPlatformSim } from '../../../packages/platform-sim/src/http/create-platform-sim';
import { createSimServer } from '../../../packages/platform-sim/src/http/node-server';
import { exampleStaticRoots } from '../../../packages/platform-sim/src/http/static-roots';
import { testNow } from '../../test-clock';
import { AddToCartButton } from '../pages/AddToCartButton';
import { CartPopup } from '../pages/CartPopup';
import { CheckoutPage } from '../pages/CheckoutPage';
import { EditOrderDialog } from '../pages/EditOrderDialog';
import { HandoverPicker } from '../pages/HandoverPicker';
import { NativeAppPage } from '../pages/NativeAppPage';
import { ShopPage } from '../pages/ShopPage';
import { type Flavour, flavourOfRun, serveFlavour } from './flavour';
import { englishShownOn } from './shopper-text';
import { SimulatorClient } from './simulator';

/** The options a Playwright project sets for its workers (playwright.config.ts). */
export interface KurvWorkerOptions {
  /**
   * The instant the project's tests start from (ISO): the simulator starts at it and goes back to it at every reset,
   * and every browser context's clock is installed at it. The pinned instant (tests/test-clock.json, or KURV_TEST_NOW)
   * unless the project is one of the table's dates.
   */
  testNow: string;
  /**
   * The build the example pages load: React (`dist/`) or preact (`dist/preact/`, support/flavour.ts). React unless
   * the project is the preact flavour's or KURV_FLAVOUR says otherwise.
   */
  flavour: Flavour;
}

/** The worker's own simulator: the example pages, the build and the simulated platform on one origin. */
export interface KurvSimulator {
  /** `http://127.0.0.1:<port>`, the worker's `baseURL`. */
  origin: string;
}

/** What every test gets: the simulator's control API and the page objects of the test's page. */
export interface KurvTestFixtures {
  /** The worker's simulator, reset before the test; a login's cookie lands in the test's context. */
  sim: SimulatorClient;
  /**
   * Run after every test that passed: no English text reached the shopper on any page of the test (support/shopper-text.ts).
   * A test that shows English on purpose (a chain's own text, say) turns it off with
   * `test.use({ norwegianOnly: false })` and says why.
   */
  norwegianOnly: boolean;
  /** The check of `norwegianOnly`, after the test. */
  shopperTextCheck: undefined;
  /**
   * Issue 35: the origins the member's token may go to, besides the configured platforms: the worker's simulator (the
   * example pages') and the stories' (`FIXTURE_API_BASE_URL`, answered in Storybook by its mock service worker). A test
   * that configures another platform (`apiBaseUrl`) names its origin here with `test.use`.
   */
  platformOrigins: string[];
  /**
   * Watches every request of the test (its context's pages and any context it opens): one with an Authorization header
   * to an origin other than the configured platform fails the test (issue 35).
   */
  tokenOriginCheck: undefined;
  /** The example page itself: loading it (as a test user), who is logged in, its store and data layer. */
  shop: ShopPage;
  picker: HandoverPicker;
  cart: CartPopup;
  products: AddToCartButton;
  editOrder: EditOrderDialog;
  /** The chain site's own checkout page (its `paths.checkout`), when a test goes there. */
  checkout: CheckoutPage;
  /** The app example (/native.html): the site's buttons that ask the app, and the stand-in app's messages and answers. */
  app: NativeAppPage;
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
  // KURV_DIST_ROOT: the smoke journeys of `npm run test:quick` run on `npm start`'s build (build/serve/); else dist/.
  const staticRoots = exampleStaticRoots(process.env.KURV_DIST_ROOT);
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
 * Playwright's `test` with a simulator per worker, the browser's clock pinned, and the page objects. Each worker starts
 * its own simulator (own port, own state) at the project's instant (`testNow`), and its tests' `baseURL` (pages,
 * `page.request`, `request`) points there: a test's resets, faults and clock moves reach only its own worker's
 * simulator, which every test finds reset. Every context starts at the same instant and runs on from there. A test that
 * needs another moves both clocks (`page.clock`, `sim.setClock`).
 */
export const test = base.extend<KurvTestFixtures, KurvWorkerOptions & { simulator: KurvSimulator }>({
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
  // On the context's request context, whose cookies are the pages': a test user logged in here is the page's.
  sim: [
    async ({ context }, use) => {
      const sim = new SimulatorClient(context.request);
      await sim.reset();
      await use(sim);
    },
    { auto: true },
  ],
  norwegianOnly: [true, { option: true }],
  shopperTextCheck: [
    async ({ norwegianOnly, context, browser, simulator }, use, testInfo) => {
      await use(undefined);
      if (!norwegianOnly || testInfo.status !== 'passed' || testInfo.expectedStatus !== 'passed') {
        return;
      }
      const contexts = new Set([context, ...browser.contexts()]);
      const pages = [...contexts].flatMap((each) => each.pages());
      const found: string[] = [];
      for (const page of pages) {
        const url = page.url();
        if (!url.startsWith(simulator.origin) || url.includes('/storybook/')) {
          continue;
        }
        for (const line of await englishShownOn(page)) {
          found.push(`${url}: ${line}`);
        }
      }
      expect(found, 'English text reached the shopper (support/shopper-text.ts)').toEqual([]);
    },
    { auto: true },
  ],
  platformOrigins: [[], { option: true }],
  tokenOriginCheck: [
    async ({ context, browser, simulator, platformOrigins }, use) => {
      const allowed = new Set([simulator.origin, new URL(FIXTURE_API_BASE_URL).origin, ...platformOrigins]);
      const leaks: string[] = [];
      // Cheap: a header lookup per request, the origin parsed only for a request that carries a token.
      const watch = (request: Request) => {
        if (request.headers().authorization === undefined) {
          return;
        }
        const url = new URL(request.url());
        if (!allowed.has(url.origin)) {
          leaks.push(`${request.method()} ${url.origin}${url.pathname}`);
        }
      };
      const watchContext = (each: BrowserContext) => each.on('request', watch);
      watchContext(context);
      browser.on('context', watchContext);
      await use(undefined);
      browser.off('context', watchContext);
      expect(leaks, 'A request with an Authorization header went to an origin other than the platform (issue 35)').toEqual([]);
    },
    { auto: true },
  ],
  shop: async ({ page }, use) => {
    await use(new ShopPage(page));
  },
  picker: async ({ page }, use) => {
    await use(new HandoverPicker(page));
  },
  cart: async ({ page }, use) => {
    await use(new CartPopup(page));
  },
  products: async ({ page }, use) => {
    await use(new AddToCartButton(page));
  },
  editOrder: async ({ page }, use) => {
    await use(new EditOrderDialog(page));
  },
  checkout: async ({ page }, use) => {
    await use(new CheckoutPage(page));
  },
  app: async ({ page }, use) => {
    await use(new NativeAppPage(page));
  },
});

export { expect };
