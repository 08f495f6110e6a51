import type { Page, Request } from '@playwright/test';
import { FRESH_TOKEN_THRESHOLD_MS, TOKEN_FETCH_RETRIES, TOKEN_FETCH_RETRY_DELAY_MS } from '../../../packages/core/src/constants';
import { ShopPage } from '../pages/ShopPage';
import { loginWithSavedCart } from '../support/cart-seeds';
import { expect, test } from '../support/fixtures';
import { saveMemberPickupWindow } from '../support/handover-seeds';
import { MENY_STORO } from '../support/order-edit-seeds';
import { pageEntries } from '../support/performance-entries';
import { withSettings } from '../support/settings';
import { MEMBER_IDS } from '../support/simulator';
import { pauseClocks } from '../support/step-clocks';

/**
 * The platform calls of spec section 7 as the page makes them, read from the browser's requests and the simulator's
 * request log: the headers every call carries, the token fetch (a fresh token first, its retries on 500), the cache
 * invalidation a changed user asks for, the store status after a calculator failure and a pickup point looked up as
 * itself.
 */

const TOKEN_PATH = '/oauth/access-token';
/**
 * How much sooner than its wait a page's timer may start the next fetch, in ms: the tests' installed clock fires the
 * page's timers in steps (a 120 ms wait measured 115.1 ms between the fetches' start times).
 */
const TIMER_SLACK_MS = 10;

/** The page's requests from now on, each with its path and headers. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    requests.push(request);
  });
  return requests;
}

const pathOf = (request: Request) => new URL(request.url()).pathname;

test('a member’s platform calls carry the chain id, the browser platform and her token', async ({ page, shop }) => {
  const profileCall = page.waitForRequest((request) => request.method() === 'GET' && pathOf(request) === '/api/extended-user/1300');
  await shop.openAs('member');
  const headers = (await profileCall).headers();
  expect(headers['x-chain-id']).toBe('1300');
  expect(headers['x-client-platform']).toBe('chainsite');
  expect(headers.authorization).toMatch(/^Bearer \S+/);
});

test('a call with under 10 s of the token left gets a fresh token first: the token fetch goes without the old token and past any cache, the call with the new one', async ({
  page,
  sim,
  shop,
}) => {
  await shop.open();
  await shop.sessionStarted();
  await expect(shop.loggedInAs).toHaveText('Anonym');
  const requests = recordRequests(page);
  const seconds = FRESH_TOKEN_THRESHOLD_MS / 1_000 - 2;
  const login = await sim.login('member', { expiresInSeconds: seconds });
  await shop.login(login.token);
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);

  const tokenFetch = requests.findIndex((request) => pathOf(request) === TOKEN_PATH);
  const profile = requests.findIndex((request) => request.method() === 'GET' && pathOf(request) === '/api/extended-user/1300');
  expect(tokenFetch).toBeGreaterThanOrEqual(0);
  expect(tokenFetch).toBeLessThan(profile);
  const tokenHeaders = requests[tokenFetch]?.headers() ?? {};
  expect(tokenHeaders.authorization).toBeUndefined();
  expect(tokenHeaders['cache-control']).toBe('no-cache');
  const sent = requests[profile]?.headers().authorization ?? '';
  expect(sent).toMatch(/^Bearer \S+/);
  expect(sent).not.toContain(login.token.replace(/^Bearer /, ''));
});

test('a token fetch the site answers with 500 is asked again 3 times, 30, 60 and 120 ms apart, and the member is logged in', async ({
  page,
  sim,
  shop,
}) => {
  await sim.login('member');
  await sim.addFault({ route: `GET ${TOKEN_PATH}`, status: 500, times: TOKEN_FETCH_RETRIES });
  await shop.open();
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);

  const fetches = (await sim.requests()).filter((request) => request.method === 'GET' && request.path === TOKEN_PATH);
  expect(fetches.map((request) => request.fault)).toEqual([...Array(TOKEN_FETCH_RETRIES).fill(`GET ${TOKEN_PATH}`), null]);
  // The waits are the page's timers, read where the page starts each fetch: on the simulator's clock a request that
  // reached it late (the page busy with Kurv's first modules) made the next gap look shorter than the page's wait.
  const starts = (await pageEntries(page, 'resource'))
    .filter((entry) => new URL(entry.name).pathname === TOKEN_PATH)
    .map((entry) => entry.startTime);
  expect(starts).toHaveLength(TOKEN_FETCH_RETRIES + 1);
  // Within TIMER_SLACK_MS: the page's timers run on the tests' installed clock, which fires them in steps.
  for (let retry = 0; retry < TOKEN_FETCH_RETRIES; retry += 1) {
    expect((starts[retry + 1] ?? 0) - (starts[retry] ?? 0)).toBeGreaterThanOrEqual(
      TOKEN_FETCH_RETRY_DELAY_MS * 2 ** retry - TIMER_SLACK_MS,
    );
  }
});

test('a token fetch that fails with 500 four times gives up after its 3 retries: the shopper stays anonymous', async ({
  sim,
  shop,
  cart,
}) => {
  await sim.login('member');
  await sim.addFault({ route: `GET ${TOKEN_PATH}`, status: 500, times: TOKEN_FETCH_RETRIES + 1 });
  await shop.open();
  await expect(cart.button).toBeVisible();
  await expect
    .poll(async () => (await sim.requests()).filter((request) => request.path === TOKEN_PATH).length)
    .toBe(TOKEN_FETCH_RETRIES + 1);
  await expect(shop.loggedInAs).toHaveText('Anonym');
});

test('EXTENDED_USER_UPDATED asks the platform to drop its cached user, past any cache; a failing drop still reloads the user', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  const login = await sim.login('member');
  await shop.open();
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  const before = (await picker.trigger.textContent()) ?? '';
  const invalidation = page.waitForRequest((request) => pathOf(request) === '/api/extended-user/invalidateCache');
  await sim.addFault({ route: 'GET /api/extended-user/invalidateCache', status: 500 });

  await saveMemberPickupWindow(page, sim, login, 1);
  await sim.notify(MEMBER_IDS.member, 'EXTENDED_USER_UPDATED');
  const clocks = await pauseClocks(page, sim);
  await clocks.step(10_500);

  expect((await invalidation).headers()['cache-control']).toBe('no-cache');
  await expect(picker.trigger).not.toHaveText(before);
  await expect(picker.trigger).toContainText('MENY Storo');
  expect(await sim.faultsApplied('GET /api/extended-user/invalidateCache')).toBeGreaterThan(0);
});

test('a calculator failure asks whether the shopper’s store is still active; only an inactive pickup store has its options asked again', async ({
  sim,
  shop,
  products,
  page,
}) => {
  await shop.open();
  await expect(products.addButton('Tine Lettmelk 1 %')).toBeVisible();
  const callsTo = async (path: string) => (await sim.requests()).filter((request) => request.path === path).length;
  const statusReads = () => callsTo(`/api/stores/1300/${MENY_STORO}/status`);
  const optionsReads = () => callsTo('/api/handoveroptions/1300');
  const readsBefore = await optionsReads();

  // The store still active: its status is read, and that is all.
  await sim.addFault({ route: 'POST /api/cart/calculator/*', status: 500, times: 1 });
  await products.add('Tine Lettmelk 1 %');
  await expect(page.getByRole('alert')).toHaveText('Det har skjedd en feil. Vennligst prøv igjen senere.');
  await expect.poll(statusReads).toBe(1);
  expect(await optionsReads()).toBe(readsBefore);

  // The store no longer active: the pickup option is worked out again from the handover options (spec section 4).
  await sim.setStoreActive(MENY_STORO, false);
  await sim.addFault({ route: 'POST /api/cart/calculator/*', status: 500, times: 1 });
  await products.add('Grandiosa Original');
  await expect.poll(statusReads).toBe(2);
  await expect.poll(optionsReads).toBeGreaterThan(readsBefore);
});

test('a pickup point the shopper chooses is looked up as itself, in the mapped store format, and named on the trigger', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  await shop.open();
  const reload = page.waitForEvent('load');
  await picker.choosePickupWindowAt(/MENY Hentepunkt Nydalen/);
  await reload;
  await expect(picker.trigger).toContainText('MENY Hentepunkt Nydalen');
  const lookup = (await sim.requests()).filter((request) => request.method === 'GET' && request.path === '/api/pickup/1300/7080003000017');
  expect(lookup.map((request) => request.query)).toEqual([expect.stringContaining('store_format=mapped')]);
});

test('a logout resets the handover to the platform’s default user: the organisation’s delivery gives way to pickup at MENY Storo', async ({
  sim,
  shop,
  picker,
}) => {
  await shop.openAs('corporate');
  await expect(picker.trigger).toContainText('Dronning Eufemias gate 16');
  const defaultReads = async () => (await sim.requests()).filter((request) => request.path === '/api/extended-user/1300/default').length;
  const readsBefore = await defaultReads();

  await shop.logOutFromTestPanel();
  await expect(picker.trigger).toContainText('MENY Storo');
  await expect(picker.trigger).not.toContainText('Dronning Eufemias gate 16');
  expect(await defaultReads()).toBeGreaterThan(readsBefore);
});

test('an answer of 204 or 304 reads as empty, with no error: the site’s token for nobody, the member’s saved cart not modified', async ({
  page,
  sim,
  shop,
  cart,
}) => {
  const errors: string[] = [];
  const unread: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      errors.push(message.text());
    }
    // What a failed read of the saved cart says (a 304 taken for an error would say it).
    if (message.text().includes('could not be read')) {
      unread.push(message.text());
    }
  });
  await shop.open();
  await expect(shop.loggedInAs).toHaveText('Anonym');
  await expect(cart.buttonNamed('Handlevogn, 0 varer, 0,00 kr')).toBeVisible();

  await loginWithSavedCart(sim, page.request, 'member', { 'Tine Lettmelk 1 %': 2 });
  await sim.addFault({ route: `GET /api/cart/1300/member/${MEMBER_IDS.member}`, status: 304 });
  await shop.open();
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  await expect.poll(() => sim.faultsApplied(`GET /api/cart/1300/member/${MEMBER_IDS.member}`)).toBeGreaterThan(0);
  // The saved cart's two bottles would be here with a 200: a 304 is an empty answer, and the cart stays empty.
  await page.waitForLoadState('networkidle');
  await expect(cart.buttonNamed('Handlevogn, 0 varer, 0,00 kr')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(errors).toEqual([]);
  expect(unread).toEqual([]);
});

test('a logout invalidates a token without expiry on the platform, and leaves a token that expires to run out', async ({ page, sim }) => {
  const endings = async () =>
    (await sim.requests()).filter((request) => request.method === 'DELETE' && request.path === '/oauth/users/token').length;
  /** A page of the site that hands the widgets the member's token (userToken); no access-token URL refreshes it. */
  const siteWithToken = async (sitePage: Page, token: string) => {
    await withSettings(sitePage, { set: { userToken: token }, remove: ['accessTokenUrl'] });
    const shop = new ShopPage(sitePage);
    await shop.open();
    await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
    return shop;
  };

  const lasting = await sim.loginWithoutExpiry('member');
  await (await siteWithToken(page, lasting.token)).logOutFromTestPanel();
  await expect.poll(endings).toBe(1);
  expect(Object.values((await sim.state()).sessions).find((session) => session.sid === lasting.sid)?.active).toBe(false);

  const expiring = await sim.login('member');
  await (await siteWithToken(await page.context().newPage(), expiring.token)).logOutFromTestPanel();
  expect(await endings()).toBe(1);
});

test('a 401 on a noncritical call (the coverage of a typed address) logs nobody out', async ({ page, sim, shop, picker }) => {
  await sim.login('noAddress');
  await shop.open();
  await expect(shop.loggedInAs).toHaveText(/Nina Dahl/);
  const warnings = await shop.countEvents('kurv:will-be-logged-out');
  await sim.addFault({ route: 'GET /api/delivery/coverage/**', status: 401 });

  const typePage = await picker.open();
  await typePage.chooseDeliveryTo('Karl Johans gate 1', /Karl Johans gate 1, 0154 OSLO/);
  await expect.poll(() => sim.faultsApplied('GET /api/delivery/coverage/**')).toBeGreaterThan(0);
  const clocks = await pauseClocks(page, sim);
  await clocks.step(5_000);
  await expect(shop.loggedInAs).toHaveText(/Nina Dahl/);
  expect(await warnings()).toBe(0);
});

test('a member’s picked address is saved to the household with its coordinates', async ({ sim, shop, picker }) => {
  await sim.login('noAddress');
  await shop.open();
  await expect(shop.loggedInAs).toHaveText(/Nina Dahl/);
  const typePage = await picker.open();
  await typePage.chooseDeliveryTo('Karl Johans gate 1', /Karl Johans gate 1, 0154 OSLO/);

  const householdSave = async () =>
    (await sim.requests()).filter((request) => request.method === 'PUT' && request.path === '/trumf/husstand').at(-1)?.body;
  await expect.poll(householdSave).toMatchObject({
    gateadresse: 'Karl Johans gate 1',
    postnr: '0154',
    poststed: 'OSLO',
    latitude: expect.closeTo(59.91, 1),
    longitude: expect.closeTo(10.75, 1),
  });
});
