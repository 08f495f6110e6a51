import { TOKEN_REFRESH_TRIES } from '../../../packages/core/src/constants';
import { expect, test } from '../support/fixtures';
import { pauseClocks } from '../support/step-clocks';

/**
 * Issue 35, point 7: a token refresh that fails at the network (a CORS refusal fails so) backs off and gives up with
 * one refresh-failed, and a call near the token's expiry goes on with the token there is instead of waiting behind the
 * retries.
 */

test('a refresh refused at the network gives up with one refresh-failed, and an add near expiry is priced', async ({
  page,
  sim,
  shop,
  products,
  cart,
}) => {
  await shop.open();
  await expect(products.addButton('Tine Lettmelk 1 %')).toBeVisible();
  // A member whose token lasts 2 minutes: its refresh is due after a quarter of that (spec section 4), and every try
  // at the site's access-token URL fails at the network from now on.
  const login = await sim.login('member', { expiresInSeconds: 120 });
  await sim.addFault({ route: 'GET /oauth/access-token', networkError: true });
  const refreshFailures = await shop.countEvents('kurv:refresh-failed');
  await shop.login(login.token);
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);

  // Both clocks, a second at a time, up to 8 s before the token expires (calls then want a fresh token first).
  const clocks = await pauseClocks(page, sim);
  const addAt = Date.parse(login.expiresAt) - 8_000 - (await page.evaluate(() => Date.now()));
  while (clocks.elapsed() < addAt) {
    await clocks.step(Math.min(1_000, addAt - clocks.elapsed()));
  }
  const refreshCalls = (await sim.requests()).filter((request) => request.path === '/oauth/access-token').length;
  console.log(`token refresh calls in ${Math.round(clocks.elapsed() / 1000)} s: ${refreshCalls}`);
  expect.soft(refreshCalls).toBeGreaterThan(1);
  expect.soft(refreshCalls).toBeLessThanOrEqual(TOKEN_REFRESH_TRIES);
  expect.soft(await refreshFailures()).toBe(1);

  await products.add('Tine Lettmelk 1 %');
  const priced = cart.buttonNamed('Handlevogn, 1 vare, 26,90 kr');
  await expect
    .poll(async () => {
      await clocks.step(250);
      return priced.isVisible();
    })
    .toBe(true);
  await expect(page.getByText('Oppdaterer handlevognen …')).toHaveCount(0);
  expect(await refreshFailures()).toBe(1);
});
