import type { Page } from '@playwright/test';
import { LOG_FLUSH_DELAY_MS, LOG_RETRY_DELAY_MS } from '../../../packages/core/src/constants';
import { SEED_USERS } from '../../../packages/platform-sim/src/seed/users';
import { loginWithSavedCart } from '../support/cart-seeds';
import { expect, test } from '../support/fixtures';
import { withSettings } from '../support/settings';
import { SimulatorClient } from '../support/simulator';

/**
 * Issue 19, point 3: the failures the spec says are "logged" (section 8) reach the site's logging service
 * (kurvSettings.loggingEndpoint; the example pages use the simulator's POST /api/log), one batch per failure here,
 * with no token, e-mail address or phone number in clear; what waits is sent by beacon when the shopper leaves, a failed
 * post is tried once more, and nothing is kept or sent while the endpoint is not set.
 */

interface LoggedEntry {
  kind: string;
  chainId: string;
  page: string | null;
  error: { status: number | null; message: string; correlationId: string | null };
  tokenInfo: { kind: string | null; assurance: string | null; expired: boolean } | null;
}

interface SimLog {
  contentType: string;
  batch: { source: string; entries: LoggedEntry[]; dropped: number };
}

const DEFAULT_ERROR = 'Det har skjedd en feil. Vennligst prøv igjen senere.';
const kari = SEED_USERS.member.extendedUser.currentMember;

/** The batches the logging service received, as the simulator keeps them. */
async function logs(sim: SimulatorClient): Promise<SimLog[]> {
  return (await sim.state()).logs as unknown as SimLog[];
}

/** How many posts reached the logging service, faults included. */
async function logPosts(sim: SimulatorClient): Promise<number> {
  return (await sim.requests()).filter((request) => request.path === '/api/log').length;
}

/**
 * Lets the batch's wait run out on the browser's clock until a post arrives (the service's code is fetched with the
 * first failure, so its timer may start a moment later), and answers the one batch that arrived.
 */
async function oneBatch(page: Page, sim: SimulatorClient): Promise<SimLog> {
  await expect
    .poll(async () => {
      await page.clock.runFor(LOG_FLUSH_DELAY_MS);
      return (await logs(sim)).length;
    })
    .toBeGreaterThan(0);
  const all = await logs(sim);
  expect(all).toHaveLength(1);
  return all[0] as SimLog;
}

/** No token, e-mail address or phone number of the member in anything logged. */
async function expectNothingPersonal(sim: SimulatorClient, token: string | null = null) {
  const text = JSON.stringify(await logs(sim));
  expect(text).not.toContain(kari.email);
  expect(text).not.toContain(kari.mobile);
  expect(text).not.toMatch(/eyJ[\w-]+\.[\w-]+/);
  expect(text).not.toMatch(/(Bearer|Simplified) (?!\[token\])/);
  if (token !== null) {
    expect(text).not.toContain(token.replace(/^(Bearer|Simplified) /, '').split('.')[1] ?? token);
  }
}

test('a calculator failure whose message names the member is logged once, masked [setting: loggingEndpoint]', async ({
  page,
  sim,
  shop,
  products,
}) => {
  await shop.open();
  await expect(products.addButton('Tine Lettmelk 1 %')).toBeVisible();
  const fakeToken = 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJrYXJpIn0.c2ln';
  await sim.addFault({
    times: 1,
    route: 'POST /api/cart/calculator/*',
    status: 400,
    body: { code: 400, message: `Ukjent kunde ${kari.email}, mobil +47 ${kari.mobile}, Bearer ${fakeToken}` },
  });
  await products.add('Tine Lettmelk 1 %');

  const { batch, contentType } = await oneBatch(page, sim);
  expect(contentType).toContain('application/json');
  expect(batch.source).toBe('kurv');
  expect(batch.dropped).toBe(0);
  expect(batch.entries.map((entry) => entry.kind)).toEqual(['calculator']);
  expect(batch.entries[0]).toMatchObject({ chainId: '1300', page: '/', error: { status: 400 } });
  expect(batch.entries[0]?.error.message).toBe('Ukjent kunde [e-post], mobil [telefon], Bearer [token]');
  await expectNothingPersonal(sim);
});

test('by keyboard alone: a bag type change the calculator refuses is logged as «bagType»', async ({ page, sim, shop, products, cart }) => {
  await shop.open();
  await products.addButton('Tine Lettmelk 1 %').focus();
  await page.keyboard.press('Enter');
  const badge = cart.buttonNamed(/^Handlevogn, 1 vare,/);
  await expect(badge).toBeVisible();
  await badge.focus();
  await page.keyboard.press('Enter');
  const bags = cart.dialog.getByRole('group', { name: 'Emballasje' });
  const plastic = bags.getByRole('radio', { name: /^Plastpose/ });
  await expect(plastic).toBeChecked();
  await sim.addFault({ times: 1, route: 'POST /api/cart/calculator/*', status: 500 });
  await plastic.focus();
  await page.keyboard.press('ArrowDown');
  await expect(bags.getByRole('radio', { name: /^Papirpose/ })).toBeFocused();

  const { batch } = await oneBatch(page, sim);
  expect(batch.entries.map((entry) => entry.kind)).toEqual(['bagType']);
  // The log carries the platform's own message (the simulator's), not the default one the shopper reads for a 500.
  expect(batch.entries[0]?.error).toMatchObject({ status: 500, message: 'Simulert feil 500' });
  await expectNothingPersonal(sim);
});

test('a service fee change the calculator refuses is logged as «serviceFeeType» for a corporate user', async ({
  page,
  sim,
  shop,
  cart,
}) => {
  // The canteen's cart as saved on the platform: the add, and the question about its open order, are not what this
  // checks.
  await loginWithSavedCart(sim, page.request, 'corporate', { 'Grandiosa Original': 1 });
  await shop.open();
  await expect(shop.loggedInAs).toHaveText(/Nordlys Kantine AS/);
  await cart.buttonNamed(/^Handlevogn, [1-9]/).click();
  const fees = cart.dialog.getByRole('group', { name: 'Tilleggstjeneste' });
  await expect(fees.getByRole('radio', { name: /^Faktura/ })).toBeVisible();
  await sim.addFault({ times: 1, route: 'POST /api/cart/calculator/*', status: 500 });
  await fees.getByRole('radio', { name: /^Faktura/ }).check();

  const { batch } = await oneBatch(page, sim);
  expect(batch.entries.map((entry) => entry.kind)).toEqual(['serviceFeeType']);
  await expectNothingPersonal(sim);
});

test('an address search failure shows in the form and is logged as «addressSearch»', async ({ page, sim, shop, picker }) => {
  await shop.open();
  const typePage = await picker.open();
  await typePage.delivery.check();
  await sim.addFault({ times: 1, route: 'GET /api/postalcode/address/search', status: 500 });
  await typePage.address.fill('Karl Johans gate 1');
  await expect(typePage.dialog.getByText(DEFAULT_ERROR)).toBeVisible();

  const { batch } = await oneBatch(page, sim);
  expect(batch.entries.map((entry) => entry.kind)).toEqual(['addressSearch']);
  expect(batch.entries[0]?.error.status).toBe(500);
});

test('a coverage failure shows in the form and is logged as «coverage»', async ({ page, sim, shop, picker }) => {
  await shop.open();
  const typePage = await picker.open();
  await typePage.delivery.check();
  await sim.addFault({ times: 1, route: 'GET /api/delivery/coverage/*/*', status: 500 });
  await typePage.pickAddress('Karl Johans gate 1', /Karl Johans gate 1, 0154 OSLO/);
  await expect(typePage.dialog.getByText(DEFAULT_ERROR)).toBeVisible();

  const { batch } = await oneBatch(page, sim);
  expect(batch.entries.map((entry) => entry.kind)).toEqual(['coverage']);
});

test('a failed user load is logged as «userLoad», and nothing is shown', async ({ page, sim, shop, products }) => {
  await sim.addFault({ times: 1, route: 'GET /api/extended-user/*/default', status: 500 });
  await shop.open();
  await expect(products.addButton('Tine Lettmelk 1 %')).toBeVisible();

  const { batch } = await oneBatch(page, sim);
  expect(batch.entries.map((entry) => entry.kind)).toEqual(['userLoad']);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('an order load failure shows the error dialog and is logged as «orderLoad», with nothing of the member', async ({
  page,
  sim,
  shop,
  products,
  editOrder,
}) => {
  await shop.open('/', 'member');
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  await products.add('Bananer');
  await sim.addFault({ times: 1, route: 'GET /api/order/:chainId/:memberId/:orderId', status: 500 });
  await editOrder.editOrderButton.click();
  await expect(editOrder.cannotChange).toBeVisible();

  const { batch } = await oneBatch(page, sim);
  expect(batch.entries.map((entry) => entry.kind)).toEqual(['orderLoad']);
  const token = await shop.sessionToken();
  expect(token).toBeTruthy();
  await expectNothingPersonal(sim, token);
});

test('a login failure shows the login error and is logged with the token’s info, never the token', async ({
  page,
  request,
  sim,
  shop,
  products,
}) => {
  await shop.open();
  await expect(products.addButton('Tine Lettmelk 1 %')).toBeVisible();
  // A token from a login apart from the page's (its own request context): the page's session stays anonymous.
  const { token } = await new SimulatorClient(request).login('member', { assurance: 'none' });
  await page.evaluate(
    (raw) => (window as unknown as { kurv: { login: (token: string) => Promise<void> } }).kurv.login(raw).catch(() => undefined),
    token,
  );
  await expect(page.getByRole('dialog', { name: 'Det skjedde en feil ved innlogging — prøv igjen' })).toBeVisible();

  const { batch } = await oneBatch(page, sim);
  expect(batch.entries.map((entry) => entry.kind)).toEqual(['login']);
  expect(batch.entries[0]?.tokenInfo).toMatchObject({ assurance: 'none', expired: false });
  await expectNothingPersonal(sim, token);
});

test('what waits is sent by beacon when the shopper leaves the page', async ({ page, sim, shop, products, cart }) => {
  await shop.open();
  await sim.addFault({ times: 1, route: 'POST /api/cart/calculator/*', status: 500 });
  const serviceLoaded = page.waitForResponse((response) => /log-service-[\w-]+\.js$/.test(new URL(response.url()).pathname));
  await products.add('Tine Lettmelk 1 %');
  await expect(cart.buttonNamed(/^Handlevogn, 1 vare/)).toBeVisible();
  await serviceLoaded;
  // Well before the batch's wait runs out.
  await shop.open('/kundeservice.html');

  await expect.poll(async () => (await logs(sim)).length).toBe(1);
  const [log] = await logs(sim);
  expect(log?.contentType).toContain('text/plain');
  expect(log?.batch.entries.map((entry) => entry.kind)).toEqual(['calculator']);
});

test('a failed post is tried once more', async ({ page, sim, shop, products }) => {
  await sim.addFault({ times: 1, route: 'POST /api/log', status: 503 });
  await shop.open();
  await sim.addFault({ times: 1, route: 'POST /api/cart/calculator/*', status: 500 });
  await products.add('Tine Lettmelk 1 %');
  // The batch's wait, then the retry's: the first post meets the fault, the second arrives.
  await expect
    .poll(async () => {
      await page.clock.runFor(LOG_FLUSH_DELAY_MS + LOG_RETRY_DELAY_MS);
      return (await logs(sim)).length;
    })
    .toBe(1);
  expect(await logPosts(sim)).toBe(2);
  expect((await logs(sim))[0]?.batch.entries.map((entry) => entry.kind)).toEqual(['calculator']);
});

test('nothing is kept or sent while the site sets no logging endpoint [setting: loggingEndpoint]', async ({
  page,
  sim,
  shop,
  products,
  cart,
}) => {
  // The page's settings without the key, as a site that does not set it.
  await withSettings(page, { remove: ['loggingEndpoint'] });
  await shop.open();
  await sim.addFault({ times: 1, route: 'POST /api/cart/calculator/*', status: 500 });
  await products.add('Tine Lettmelk 1 %');
  await expect(cart.buttonNamed(/^Handlevogn, 1 vare/)).toBeVisible();
  await page.clock.runFor(LOG_FLUSH_DELAY_MS * 2);
  await shop.open('/kundeservice.html');
  await page.clock.runFor(LOG_FLUSH_DELAY_MS * 2);
  expect(await logPosts(sim)).toBe(0);
  expect(await logs(sim)).toEqual([]);
});
