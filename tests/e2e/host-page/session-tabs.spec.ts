import { TOKEN_REFRESH_MARGIN_MS } from '../../../packages/core/src/constants';
import { DEFAULT_TOKEN_SECONDS } from '../../../packages/platform-sim/src/model/sessions';
import { ShopPage, TEST_USERS } from '../pages/ShopPage';
import { expect, test } from '../support/fixtures';
import { pauseClocks } from '../support/step-clocks';

/**
 * Issue 36, point 1: the member session in two tabs of one browser on the example site (spec section 4, Session): the
 * token is refreshed once for both, not once per tab, and a logout in one shows in the other without a reload. The
 * token calls are the simulator's `GET /oauth/access-token` (the site's session); the two pages share the browser
 * context's clock, moved with the simulator's (support/step-clocks.ts), never by waiting.
 */

const TOKEN_LIFETIME_MS = DEFAULT_TOKEN_SECONDS * 1_000;

test('two tabs refresh the member’s token once, both stay logged in past the old token, and a logout in one logs the other out without a reload', async ({
  page,
  context,
  sim,
  shop,
}) => {
  await shop.openAs('member');
  const second = new ShopPage(await context.newPage());
  await second.open();
  await expect(second.loggedInAs).toHaveText(TEST_USERS.member);
  // The tokens the two pages' starts got from the site (1800 s each): a refresh is due 60 s before the later expires.
  const started = (await sim.accessTokenCalls()).map((call) => Date.parse(call.time));
  expect(started.length).toBeGreaterThan(0);
  const refreshesSince = async () => (await sim.accessTokenCalls()).length - started.length;

  const clocks = await pauseClocks(page, sim);
  const start = await page.evaluate(() => Date.now());
  const firstDue = Math.min(...started) + TOKEN_LIFETIME_MS - TOKEN_REFRESH_MARGIN_MS - start;
  const lastDue = Math.max(...started) + TOKEN_LIFETIME_MS - TOKEN_REFRESH_MARGIN_MS - start;
  // Both clocks to 5 s before the first refresh is due, then a second at a time until 5 s past the last.
  await clocks.jump(firstDue - 5_000);
  expect(await refreshesSince()).toBe(0);
  while (clocks.elapsed() < lastDue + 5_000) {
    await clocks.step(1_000);
  }
  await expect.poll(refreshesSince).toBeGreaterThan(0);
  // A few seconds more for a second tab's refresh to show, had it made one.
  for (let step = 0; step < 3; step += 1) {
    await clocks.step(1_000);
  }
  expect(await refreshesSince()).toBe(1);

  // Past the old tokens' expiry: both tabs are still Kari's, and neither asked for another token.
  await clocks.jump(TOKEN_REFRESH_MARGIN_MS + 5_000);
  await expect(shop.loggedInAs).toHaveText(TEST_USERS.member);
  await expect(second.loggedInAs).toHaveText(TEST_USERS.member);
  expect(await refreshesSince()).toBe(1);

  // Logged out in the first tab: the second shows it at once, and the platform heard one logout.
  const secondLogouts = await second.countEvents('kurv:logged-out');
  await shop.logOutFromTestPanel();
  await expect(second.loggedInAs).toHaveText('Anonym');
  await expect.poll(secondLogouts).toBe(1);
  const logouts = (await sim.requests()).filter(
    (request) => request.path === '/trumfid/logout/force' || (request.method === 'DELETE' && request.path === '/oauth/users/token'),
  );
  expect(logouts).toHaveLength(1);
});
