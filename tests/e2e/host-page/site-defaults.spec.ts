import { expect, test } from '../support/fixtures';
import { withSettings } from '../support/settings';

/**
 * Spec section 9 on the example page: a site that sets no chain gets the site default chain 1300 (its platform calls
 * name it, its cart and its store are MENY's), and the site's access token, fetched at the page's start, is asked for
 * again on an HTTP 500, three times at most, 30 ms later and doubling each time (spec section 7).
 */

const TOKEN = '/oauth/access-token';

test('a site without chainId is the site default chain 1300: its platform calls name 1300 and its products can be added', async ({
  page,
  sim,
  shop,
  products,
  cart,
}) => {
  await withSettings(page, { remove: ['chainId'] });
  await shop.open();
  await products.add('Tine Lettmelk 1 %');
  await expect(cart.buttonNamed(/^Handlevogn, 1 vare, /)).toBeVisible();
  const paths = (await sim.requests()).map((request) => request.path).filter((path) => path.startsWith('/api/'));
  expect(paths).toContainEqual(expect.stringMatching(/^\/api\/products\/1300$/));
  expect(paths).toContainEqual(expect.stringMatching(/^\/api\/cart\/calculator\/1300$/));
  expect(paths.filter((path) => /\/(1100|1210|1220)(\/|$)/.test(path))).toEqual([]);
});

test('the access token answered 500 three times is asked for a fourth time, 30, 60 and 120 ms apart, and the member is logged in', async ({
  sim,
  shop,
}) => {
  await sim.login('member');
  await sim.addFault({ route: `GET ${TOKEN}`, status: 500, times: 3 });
  await shop.open();
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);

  const tries = (await sim.requests()).filter((request) => request.method === 'GET' && request.path === TOKEN);
  expect(tries.map((request) => request.fault !== null)).toEqual([true, true, true, false]);
  const times = tries.map((request) => Date.parse(request.time));
  const gaps = times.slice(1).map((time, index) => time - (times[index] ?? time));
  // The spec's delays, seen as the simulator's arrival times (its clock runs in real time): a request that reached it
  // late shortens the next gap by as much, so each gap is allowed a fifth less; a busy machine only adds to them.
  expect(gaps[0]).toBeGreaterThanOrEqual(30 * 0.8);
  expect(gaps[1]).toBeGreaterThanOrEqual(60 * 0.8);
  expect(gaps[2]).toBeGreaterThanOrEqual(120 * 0.8);
});
