import type { Page } from '@playwright/test';
import { FORCED_LOGOUT_DELAY_MS, ONLINE_RETRY_MS, TOKEN_REFRESH_MARGIN_MS } from '../../../packages/core/src/constants';
import type { ShopPage } from '../pages/ShopPage';
import { expect, test } from '../support/fixtures';
import type { SimulatorClient } from '../support/simulator';
import { pauseClocks } from '../support/step-clocks';

/**
 * The member session's clock (spec section 4, Session), in the browser: when the token is refreshed, what a failed
 * refresh does, and the forced logout after a 401. The page's clock and the simulator's move together, a step at a
 * time (support/step-clocks.ts), never by waiting. Kari logs in through the host page's `window.kurv.login` with a
 * token of the lifetime under test; a refresh is the page's `GET /oauth/access-token` at the site.
 */

const REFRESH_PATH = '/oauth/access-token';
/** How long a test steps the clocks, in real time, until what it waits for has come (a busy machine steps slowly). */
const STEPPING = { timeout: 30_000 };

/** The refreshes the simulator has answered (or failed) so far, with the simulator's time of each. */
async function refreshes(sim: SimulatorClient): Promise<{ time: number; fault: string | null }[]> {
  return (await sim.requests())
    .filter((request) => request.method === 'GET' && request.path === REFRESH_PATH)
    .map((request) => ({ time: Date.parse(request.time), fault: request.fault }));
}

// The shop page, anonymous, its session started: each test logs Kari in with its token (and may listen to the page's
// events first).
test.beforeEach(async ({ shop }) => {
  await shop.open();
  await shop.sessionStarted();
});

/**
 * Kari logged in through the host page with a token that lasts `seconds`; both clocks paused. Answers the clocks, the
 * milliseconds from their start to the token's expiry, and how many refreshes there were before.
 */
async function memberWithTokenOf(page: Page, sim: SimulatorClient, shop: ShopPage, seconds: number) {
  const login = await sim.login('member', { expiresInSeconds: seconds });
  await shop.login(login.token);
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  const clocks = await pauseClocks(page, sim);
  const expiresIn = Date.parse(login.expiresAt) - (await page.evaluate(() => Date.now()));
  const before = (await refreshes(sim)).length;
  /** The refreshes since the login. */
  const since = async () => (await refreshes(sim)).slice(before);
  /** Moves both clocks to `ms` after their start, a second at a time (the page's timers run on the way). */
  const stepTo = async (ms: number) => {
    while (clocks.elapsed() < ms) {
      await clocks.step(Math.min(1_000, ms - clocks.elapsed()));
    }
  };
  return { clocks, expiresIn, since, stepTo };
}

test.describe('the token’s refresh', () => {
  test('a token of 10 minutes is refreshed 60 s before it expires, not sooner, and the member stays logged in', async ({
    page,
    sim,
    shop,
  }) => {
    const { expiresIn, since, stepTo } = await memberWithTokenOf(page, sim, shop, 600);

    await stepTo(expiresIn - TOKEN_REFRESH_MARGIN_MS - 2_000);
    expect(await since()).toHaveLength(0);
    await stepTo(expiresIn - TOKEN_REFRESH_MARGIN_MS + 1_000);
    await expect.poll(async () => (await since()).length).toBe(1);

    await stepTo(expiresIn + 5_000);
    await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
    expect(await since()).toHaveLength(1);
  });

  test('a token with under 2 minutes left is refreshed after a quarter of what is left', async ({ page, sim, shop }) => {
    const { expiresIn, since, stepTo } = await memberWithTokenOf(page, sim, shop, 100);

    await stepTo(expiresIn / 4 - 2_000);
    expect(await since()).toHaveLength(0);
    await stepTo(expiresIn / 4 + 1_000);
    await expect.poll(async () => (await since()).length).toBe(1);
    await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  });

  test('offline, the refresh waits for the browser to come back online, then refreshes once without a refresh-failed', async ({
    page,
    context,
    sim,
    shop,
  }) => {
    const refreshFailures = await shop.countEvents('kurv:refresh-failed');
    const { expiresIn, since, stepTo, clocks } = await memberWithTokenOf(page, sim, shop, 100);
    await context.setOffline(true);

    await stepTo(expiresIn / 4 + 10_000);
    expect(await since()).toHaveLength(0);

    await context.setOffline(false);
    await expect
      .poll(async () => {
        await clocks.step(100);
        return (await since()).length;
      }, STEPPING)
      .toBe(1);
    expect(await refreshFailures()).toBe(0);
    await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  });

  test('a refresh that fails at the network is tried again 1 s later', async ({ page, sim, shop }) => {
    const { clocks, expiresIn, since, stepTo } = await memberWithTokenOf(page, sim, shop, 100);
    await sim.addFault({ route: `GET ${REFRESH_PATH}`, networkError: true });
    // The browser may send a refused GET again at once: the requests of one try come within a few milliseconds.
    const tries = async () =>
      (await since()).reduce<number[]>((starts, refresh) => {
        const last = starts.at(-1);
        if (last === undefined || refresh.time - last >= 200) {
          starts.push(refresh.time);
        }
        return starts;
      }, []);
    await stepTo(expiresIn / 4 - 2_000);
    expect(await tries()).toHaveLength(0);

    // A tenth of a second at a time, both clocks, until the second try; when each try was first seen, in the page's time.
    const seenAt: number[] = [];
    await expect
      .poll(async () => {
        await clocks.step(100);
        const count = (await tries()).length;
        while (seenAt.length < count) {
          seenAt.push(clocks.elapsed());
        }
        return count;
      }, STEPPING)
      .toBe(2);
    const [first = 0, second = 0] = seenAt;
    // Not sooner than 1 s; the upper bound is loose: the page takes in the failed call in real time while the clocks
    // step on, and the next wait of the backoff would be 2 s more.
    expect(second - first).toBeGreaterThanOrEqual(ONLINE_RETRY_MS - 100);
    expect(second - first).toBeLessThan(ONLINE_RETRY_MS + 2_000);

    // The network back: a later try gets the token, and Kari stays logged in.
    await sim.clearFaults();
    await expect
      .poll(async () => {
        await clocks.step(500);
        return (await since()).some((refresh) => refresh.fault === null);
      }, STEPPING)
      .toBe(true);
    await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  });

  test('a refresh the site answers with an HTTP error publishes one refresh-failed', async ({ page, sim, shop }) => {
    const refreshFailures = await shop.countEvents('kurv:refresh-failed');
    const { expiresIn, since, stepTo } = await memberWithTokenOf(page, sim, shop, 100);
    // 503: a 500 is asked again at once (spec section 7, the access token's three retries).
    await sim.addFault({ route: `GET ${REFRESH_PATH}`, status: 503, times: 1 });

    await stepTo(expiresIn / 4 + 1_000);
    await expect.poll(async () => (await since()).length).toBe(1);
    await expect.poll(refreshFailures).toBe(1);
    await stepTo(expiresIn / 4 + 11_000);
    expect(await refreshFailures()).toBe(1);
  });
});

test.describe('a 401 on a critical call', () => {
  test('says the member will be logged out, once however many calls fail together, and logs out 3 s later', async ({
    page,
    sim,
    shop,
    products,
  }) => {
    const { clocks } = await memberWithTokenOf(page, sim, shop, 1_800);
    const warnings = await shop.countEvents('kurv:will-be-logged-out');
    const logouts = await shop.countEvents('kurv:logged-out');
    await sim.addFault({ route: 'GET /api/**', status: 401 });

    // The user loaded and a product added at once: each call the platform answers 401.
    await Promise.all([shop.loadUser(), products.add('Bananer')]);
    await expect.poll(() => sim.faultsApplied('GET /api/**')).toBeGreaterThan(1);
    await expect.poll(warnings).toBe(1);

    await clocks.step(FORCED_LOGOUT_DELAY_MS - 500);
    await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
    await clocks.step(1_000);
    await expect(shop.loggedInAs).toHaveText('Anonym');
    expect(await warnings()).toBe(1);
    expect(await logouts()).toBe(1);
  });
});
