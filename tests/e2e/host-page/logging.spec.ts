import type { Page } from '@playwright/test';
import { LOG_FLUSH_DELAY_MS, LOG_RETRY_DELAY_MS } from '../../../packages/core/src/constants';
import { SEED_USERS } from '../../../packages/platform-sim/src/seed/users';
import { expect, test } from '../support/fixtures';

// Issue 19, point 3: the failures the spec says are "logged" (section 8) reach the site's logging service
// (kurvSettings.loggingEndpoint; the example pages use the simulator's POST /api/log), one batch per failure here,
// with no token, e-mail address or phone number in clear; and nothing while the endpoint is not set.

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

const TYPE_PAGE = 'Hvordan ønsker du å få varene?';
const DEFAULT_ERROR = 'Det har skjedd en feil. Vennligst prøv igjen senere.';
const kari = SEED_USERS.member.extendedUser.currentMember;

test.beforeEach(async ({ page }) => {
  expect((await page.request.post('/__sim/reset')).ok()).toBe(true);
});

async function logs(page: Page): Promise<SimLog[]> {
  return ((await (await page.request.get('/__sim/state')).json()) as { logs: SimLog[] }).logs;
}

async function addFault(page: Page, fault: Record<string, unknown>) {
  expect((await page.request.post('/__sim/faults', { data: { times: 1, ...fault } })).status()).toBe(201);
}

/** How many posts reached the logging service, faults included. */
async function logPosts(page: Page): Promise<number> {
  const { requests } = (await (await page.request.get('/__sim/state')).json()) as { requests: { path: string; fault: string | null }[] };
  return requests.filter((request) => request.path === '/api/log').length;
}

/**
 * Lets the batch's wait run out on the browser's clock until a post arrives (the service's code is fetched with the
 * first failure, so its timer may start a moment later), and answers the one batch that arrived.
 */
async function oneBatch(page: Page): Promise<SimLog> {
  await expect
    .poll(async () => {
      await page.clock.runFor(LOG_FLUSH_DELAY_MS);
      return (await logs(page)).length;
    })
    .toBeGreaterThan(0);
  const all = await logs(page);
  expect(all).toHaveLength(1);
  return all[0] as SimLog;
}

/** No token, e-mail address or phone number of the member in anything logged. */
async function expectNothingPersonal(page: Page, token: string | null = null) {
  const text = JSON.stringify(await logs(page));
  expect(text).not.toContain(kari.email);
  expect(text).not.toContain(kari.mobile);
  expect(text).not.toMatch(/eyJ[\w-]+\.[\w-]+/);
  expect(text).not.toMatch(/(Bearer|Simplified) (?!\[token\])/);
  if (token !== null) {
    expect(text).not.toContain(token.replace(/^(Bearer|Simplified) /, '').split('.')[1] ?? token);
  }
}

const openPickerOnDelivery = async (page: Page) => {
  await page.locator('handover-picker').getByRole('button').first().click();
  const dialog = page.getByRole('dialog', { name: TYPE_PAGE });
  await dialog.getByRole('radio', { name: 'Levert på døren' }).check();
  return dialog;
};

test('a calculator failure whose message names the member is logged once, masked [setting: loggingEndpoint]', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Legg i handlevogn: Tine Lettmelk 1 %' })).toBeVisible();
  const fakeToken = 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJrYXJpIn0.c2ln';
  await addFault(page, {
    route: 'POST /api/cart/calculator/*',
    status: 400,
    body: { code: 400, message: `Ukjent kunde ${kari.email}, mobil +47 ${kari.mobile}, Bearer ${fakeToken}` },
  });
  await page.getByRole('button', { name: 'Legg i handlevogn: Tine Lettmelk 1 %' }).click();

  const { batch, contentType } = await oneBatch(page);
  expect(contentType).toContain('application/json');
  expect(batch.source).toBe('kurv');
  expect(batch.dropped).toBe(0);
  expect(batch.entries.map((entry) => entry.kind)).toEqual(['calculator']);
  expect(batch.entries[0]).toMatchObject({ chainId: '1300', page: '/', error: { status: 400 } });
  expect(batch.entries[0]?.error.message).toBe('Ukjent kunde [e-post], mobil [telefon], Bearer [token]');
  await expectNothingPersonal(page);
});

test('by keyboard alone: a bag type change the calculator refuses is logged as «bagType»', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Legg i handlevogn: Tine Lettmelk 1 %' }).focus();
  await page.keyboard.press('Enter');
  const cartButton = page.getByRole('button', { name: /^Handlevogn, 1 vare,/ });
  await expect(cartButton).toBeVisible();
  await cartButton.focus();
  await page.keyboard.press('Enter');
  const cart = page.getByRole('dialog', { name: 'Handlevogn' });
  const bags = cart.getByRole('group', { name: 'Emballasje' });
  const plastic = bags.getByRole('radio', { name: /^Plastpose/ });
  await expect(plastic).toBeChecked();
  await addFault(page, { route: 'POST /api/cart/calculator/*', status: 500 });
  await plastic.focus();
  await page.keyboard.press('ArrowDown');
  await expect(bags.getByRole('radio', { name: /^Papirpose/ })).toBeFocused();

  const { batch } = await oneBatch(page);
  expect(batch.entries.map((entry) => entry.kind)).toEqual(['bagType']);
  expect(batch.entries[0]?.error).toMatchObject({ status: 500, message: DEFAULT_ERROR });
  await expectNothingPersonal(page);
});

test('a service fee change the calculator refuses is logged as «serviceFeeType» for a corporate user', async ({ page }) => {
  await page.goto('/?as=corporate');
  await expect(page.getByTestId('logged-in-as')).toHaveText(/Nordlys Kantine AS/);
  await page.getByRole('button', { name: 'Legg i handlevogn: Grandiosa Original' }).click();
  // The canteen has an order it may still change: the add goes to a new order.
  await page
    .getByRole('dialog', { name: 'Vil du legge til varer på eksisterende bestilling?' })
    .getByRole('button', { name: 'Start ny bestilling' })
    .click();
  await page.getByRole('button', { name: /^Handlevogn, [1-9]/ }).click();
  const fees = page.getByRole('dialog', { name: 'Handlevogn' }).getByRole('group', { name: 'Tilleggstjeneste' });
  await expect(fees.getByRole('radio', { name: /^Faktura/ })).toBeVisible();
  await addFault(page, { route: 'POST /api/cart/calculator/*', status: 500 });
  await fees.getByRole('radio', { name: /^Faktura/ }).check();

  const { batch } = await oneBatch(page);
  expect(batch.entries.map((entry) => entry.kind)).toEqual(['serviceFeeType']);
  await expectNothingPersonal(page);
});

test('an address search failure shows in the form and is logged as «addressSearch»', async ({ page }) => {
  await page.goto('/');
  const dialog = await openPickerOnDelivery(page);
  await addFault(page, { route: 'GET /api/postalcode/address/search', status: 500 });
  await dialog.getByRole('combobox', { name: 'Adresse' }).fill('Karl Johans gate 1');
  await expect(dialog.getByText(DEFAULT_ERROR)).toBeVisible();

  const { batch } = await oneBatch(page);
  expect(batch.entries.map((entry) => entry.kind)).toEqual(['addressSearch']);
  expect(batch.entries[0]?.error.status).toBe(500);
});

test('a coverage failure shows in the form and is logged as «coverage»', async ({ page }) => {
  await page.goto('/');
  const dialog = await openPickerOnDelivery(page);
  await addFault(page, { route: 'GET /api/delivery/coverage/*/*', status: 500 });
  await dialog.getByRole('combobox', { name: 'Adresse' }).fill('Karl Johans gate 1');
  await dialog.getByRole('option', { name: /Karl Johans gate 1, 0154 OSLO/ }).click();
  await expect(dialog.getByText(DEFAULT_ERROR)).toBeVisible();

  const { batch } = await oneBatch(page);
  expect(batch.entries.map((entry) => entry.kind)).toEqual(['coverage']);
});

test('a failed user load is logged as «userLoad», and nothing is shown', async ({ page }) => {
  await addFault(page, { route: 'GET /api/extended-user/*/default', status: 500 });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Legg i handlevogn: Tine Lettmelk 1 %' })).toBeVisible();

  const { batch } = await oneBatch(page);
  expect(batch.entries.map((entry) => entry.kind)).toEqual(['userLoad']);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('an order load failure shows the error dialog and is logged as «orderLoad», with nothing of the member', async ({ page }) => {
  await page.goto('/?as=member');
  await expect(page.getByTestId('logged-in-as')).toHaveText(/Kari Nordmann/);
  await page.getByRole('button', { name: 'Legg i handlevogn: Bananer' }).click();
  await addFault(page, { route: 'GET /api/order/:chainId/:memberId/:orderId', status: 500 });
  await page
    .getByRole('dialog', { name: 'Vil du legge til varer på eksisterende bestilling?' })
    .getByRole('button', { name: 'Endre bestilling' })
    .click();
  const error = page.getByRole('dialog', { name: 'Beklager, denne bestillingen kan ikke endres akkurat nå.' });
  await expect(error).toBeVisible();

  const { batch } = await oneBatch(page);
  expect(batch.entries.map((entry) => entry.kind)).toEqual(['orderLoad']);
  const token = await page.evaluate(
    () =>
      (window as unknown as Record<symbol, { store: { getState: () => { session: { token: { value: string } | null } } } }>)[
        Symbol.for('kurv.store')
      ]?.store.getState().session.token?.value ?? null,
  );
  expect(token).toBeTruthy();
  await expectNothingPersonal(page, token);
});

test('a login failure shows the login error and is logged with the token’s info, never the token', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Legg i handlevogn: Tine Lettmelk 1 %' })).toBeVisible();
  // A token from a login apart from the page's (its own request context): the page's session stays anonymous.
  const answer = await request.post('/__sim/login', { data: { kind: 'member', assurance: 'none' } });
  const { token } = (await answer.json()) as { token: string };
  await page.evaluate(
    (raw) => (window as unknown as { kurv: { login: (token: string) => Promise<void> } }).kurv.login(raw).catch(() => undefined),
    token,
  );
  await expect(page.getByRole('dialog', { name: 'Det skjedde en feil ved innlogging — prøv igjen' })).toBeVisible();

  const { batch } = await oneBatch(page);
  expect(batch.entries.map((entry) => entry.kind)).toEqual(['login']);
  expect(batch.entries[0]?.tokenInfo).toMatchObject({ assurance: 'none', expired: false });
  await expectNothingPersonal(page, token);
});

test('what waits is sent by beacon when the shopper leaves the page', async ({ page }) => {
  await page.goto('/');
  await addFault(page, { route: 'POST /api/cart/calculator/*', status: 500 });
  const serviceLoaded = page.waitForResponse((response) => /log-service-[\w-]+\.js$/.test(new URL(response.url()).pathname));
  await page.getByRole('button', { name: 'Legg i handlevogn: Tine Lettmelk 1 %' }).click();
  await expect(page.getByRole('button', { name: /^Handlevogn, 1 vare/ })).toBeVisible();
  await serviceLoaded;
  // Well before the batch's wait runs out.
  await page.goto('/kundeservice.html');

  await expect.poll(async () => (await logs(page)).length).toBe(1);
  const [log] = await logs(page);
  expect(log?.contentType).toContain('text/plain');
  expect(log?.batch.entries.map((entry) => entry.kind)).toEqual(['calculator']);
});

test('a failed post is tried once more', async ({ page }) => {
  await addFault(page, { route: 'POST /api/log', status: 503 });
  await page.goto('/');
  await addFault(page, { route: 'POST /api/cart/calculator/*', status: 500 });
  await page.getByRole('button', { name: 'Legg i handlevogn: Tine Lettmelk 1 %' }).click();
  // The batch's wait, then the retry's: the first post meets the fault, the second arrives.
  await expect
    .poll(async () => {
      await page.clock.runFor(LOG_FLUSH_DELAY_MS + LOG_RETRY_DELAY_MS);
      return (await logs(page)).length;
    })
    .toBe(1);
  expect(await logPosts(page)).toBe(2);
  expect((await logs(page))[0]?.batch.entries.map((entry) => entry.kind)).toEqual(['calculator']);
});

test('nothing is kept or sent while the site sets no logging endpoint [setting: loggingEndpoint]', async ({ page }) => {
  // The page's settings without the key, as a site that does not set it.
  await page.addInitScript(() => {
    let settings: Record<string, unknown> | undefined;
    Object.defineProperty(window, 'kurvSettings', {
      configurable: true,
      get: () => settings,
      set: (value: Record<string, unknown>) => {
        const { loggingEndpoint: _, ...rest } = value;
        settings = rest;
      },
    });
  });
  await page.goto('/');
  await addFault(page, { route: 'POST /api/cart/calculator/*', status: 500 });
  await page.getByRole('button', { name: 'Legg i handlevogn: Tine Lettmelk 1 %' }).click();
  await expect(page.getByRole('button', { name: /^Handlevogn, 1 vare/ })).toBeVisible();
  await page.clock.runFor(LOG_FLUSH_DELAY_MS * 2);
  await page.goto('/kundeservice.html');
  await page.clock.runFor(LOG_FLUSH_DELAY_MS * 2);
  expect(await logPosts(page)).toBe(0);
  expect(await logs(page)).toEqual([]);
});
