import type { BrowserContext, Page } from '@playwright/test';
import { runAxe } from '../support/axe';
import { expect, saveNewAddressAsSimplifiedUser, test } from '../support/fixtures';

// Spec sections 2, 3, 6 and 7: the site's client id, the corporate login path and the WEBSHOP_* cookies, each through
// the elements on the example pages.

const SETTINGS_PATHS = "paths: { login: '/?as=member', becomeMember: '/?as=member', myOrders: '/profil/bestilling/' },";
const CORPORATE_LOGIN = '/kundeservice.html?innlogging=bedrift';
const PICKER_TITLE = 'Hvordan ønsker du å få varene?';

interface PushedEvent {
  event: string;
  ecommerce: { value: number; transaction_id?: string; items: { item_id: string; item_name: string; quantity: number }[] };
  kurv: { source: string; orderId: string | null };
}

/** Serves the product page with its HTML changed (the example page's settings and tags are inline). */
async function withPage(page: Page, change: (body: string) => string) {
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: change(await response.text()) });
    },
  );
}

const withSettings = (page: Page, replacement: string) =>
  withPage(page, (body) => {
    expect(body).toContain(SETTINGS_PATHS);
    return body.replace(SETTINGS_PATHS, replacement);
  });

const purchases = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: PushedEvent[] }).dataLayer ?? []).filter((entry) => entry.event === 'purchase'));

const cookie = async (context: BrowserContext, name: string) => (await context.cookies()).find((entry) => entry.name === name);

async function simState(page: Page) {
  return (await (await page.request.get('/__sim/state')).json()) as {
    requests: { method: string; path: string; clientId: string | null }[];
  };
}

async function openPicker(page: Page) {
  await page.locator('handover-picker').getByRole('button').first().click();
  const dialog = page.getByRole('dialog', { name: PICKER_TITLE });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A simplified-login user saves a new delivery address: the picker asks to confirm the identity first. */
async function askToConfirmIdentity(page: Page) {
  const dialog = await openPicker(page);
  return saveNewAddressAsSimplifiedUser(page, dialog);
}

test.beforeEach(async ({ page }) => {
  expect((await page.request.post('/__sim/reset')).ok()).toBe(true);
});

test.describe('clientId', () => {
  test('a site with a client id sends it as X-Client-Id on its platform calls [setting: clientId]', async ({ page }) => {
    await withSettings(page, `clientId: 'meny-nettbutikk', ${SETTINGS_PATHS}`);
    await page.goto('/');
    await page.getByRole('button', { name: 'Legg i handlevogn: Tine Lettmelk 1 %' }).click();
    await expect(page.getByRole('button', { name: 'Handlevogn, 1 vare, 26,90 kr' })).toBeVisible();

    const { requests } = await simState(page);
    expect(requests.length).toBeGreaterThan(1);
    expect(requests.map((request) => request.clientId)).toEqual(requests.map(() => 'meny-nettbutikk'));
  });

  test('a site without a client id sends none', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Legg i handlevogn: Tine Lettmelk 1 %' }).click();
    await expect(page.getByRole('button', { name: 'Handlevogn, 1 vare, 26,90 kr' })).toBeVisible();
    const { requests } = await simState(page);
    expect(requests.length).toBeGreaterThan(1);
    expect(requests.filter((request) => request.clientId !== null)).toEqual([]);
  });
});

test.describe('paths.corporateLogin', () => {
  test('a corporate user with simplified login confirms the identity on the corporate login page, by keyboard [setting: paths.corporateLogin]', async ({
    page,
  }) => {
    await withSettings(page, `paths: { login: '/?as=member', corporateLogin: '${CORPORATE_LOGIN}' },`);
    expect((await page.request.post('/__sim/login', { data: { kind: 'corporate', assurance: 'low' } })).ok()).toBe(true);
    await page.goto('/');
    await expect(page.getByTestId('logged-in-as')).toHaveText(/Per Berg/);
    const confirm = await askToConfirmIdentity(page);
    const proceed = confirm.getByRole('button', { name: 'Bekreft identitet' });
    await proceed.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${CORPORATE_LOGIN.replace('?', '\\?')}$`));
  });

  test('a simplified-login user who is not corporate confirms the identity on the login page [setting: paths.corporateLogin]', async ({
    page,
  }) => {
    await withSettings(page, `paths: { login: '/kundeservice.html?innlogging=privat', corporateLogin: '${CORPORATE_LOGIN}' },`);
    await page.goto('/?as=simplified');
    await expect(page.getByTestId('logged-in-as')).toHaveText(/Ola Hansen/);
    const confirm = await askToConfirmIdentity(page);
    await confirm.getByRole('button', { name: 'Bekreft identitet' }).click();
    await expect(page).toHaveURL(/\/kundeservice\.html\?innlogging=privat$/);
  });

  test('an anonymous shopper is not known as corporate: the picker’s login goes to paths.login [setting: paths.corporateLogin]', async ({
    page,
  }) => {
    await withSettings(page, `paths: { login: '/kundeservice.html?innlogging=privat', corporateLogin: '${CORPORATE_LOGIN}' },`);
    await page.goto('/');
    const dialog = await openPicker(page);
    await dialog.getByRole('button', { name: 'logg inn eller bli medlem' }).click();
    await expect(page).toHaveURL(/\/kundeservice\.html\?innlogging=privat$/);
  });
});

test.describe('cookies.orderTracked', () => {
  test('the order confirmation page pushes the member’s order as purchase once; a reload does not push it again [setting: cookies.orderTracked] [setting: paths.orderConfirmation]', async ({
    page,
    context,
  }) => {
    expect((await page.request.post('/__sim/login', { data: { kind: 'member' } })).ok()).toBe(true);
    await page.goto('/ordredetaljer/4100002/');
    await expect(page.getByRole('heading', { name: 'Takk for bestillingen!' })).toBeVisible();
    await expect(page.getByText('Ordrenummer: 4100002')).toBeVisible();
    await expect.poll(() => purchases(page)).toHaveLength(1);
    const [purchase] = await purchases(page);
    expect(purchase?.ecommerce.transaction_id).toBe('4100002');
    expect(purchase?.kurv).toEqual({ source: 'order', orderId: '4100002' });
    expect(purchase?.ecommerce.items.map((item) => item.quantity)).toEqual([2, 1, 2]);
    expect(purchase?.ecommerce.items.every((item) => item.item_name !== '')).toBe(true);
    const tracked = await cookie(context, 'WEBSHOP_ORDER_TRACKED');
    expect(tracked?.value).toBe('4100002');
    const days = ((tracked?.expires ?? 0) * 1000 - Date.now()) / (24 * 60 * 60 * 1000);
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThan(30.01);
    expect(await runAxe(page).then((results) => results.violations)).toEqual([]);

    await page.reload();
    await expect(page.getByTestId('logged-in-as')).toHaveText(/Kari/);
    await expect(page.locator('cart-popup').getByRole('button', { name: /^Handlevogn/ })).toBeVisible();
    // The page reads the cookie and does not even ask for the order again.
    await page.waitForTimeout(1000);
    expect(await purchases(page)).toEqual([]);
    const orderCalls = (await simState(page)).requests.filter((request) => request.path.endsWith('/4100002'));
    expect(orderCalls).toHaveLength(1);

    // Another order's confirmation is tracked as well, and kept beside the first.
    await page.goto('/ordredetaljer/4100001/');
    await expect.poll(() => purchases(page)).toHaveLength(1);
    expect((await cookie(context, 'WEBSHOP_ORDER_TRACKED'))?.value).toBe('4100002%2C4100001');
  });

  test('an order that cannot be read is not marked as tracked: the next visit pushes it [setting: cookies.orderTracked]', async ({
    page,
    context,
  }) => {
    expect((await page.request.post('/__sim/faults', { data: { route: 'GET /api/order/**', status: 500, times: 1 } })).ok()).toBe(true);
    expect((await page.request.post('/__sim/login', { data: { kind: 'member' } })).ok()).toBe(true);
    await page.goto('/ordredetaljer/4100002/');
    await expect(page.getByTestId('logged-in-as')).toHaveText(/Kari/);
    await expect.poll(async () => (await simState(page)).requests.filter((request) => request.path.endsWith('/4100002')).length).toBe(1);
    await page.waitForTimeout(500);
    expect(await purchases(page)).toEqual([]);
    expect(await cookie(context, 'WEBSHOP_ORDER_TRACKED')).toBeUndefined();

    await page.reload();
    await expect.poll(() => purchases(page)).toHaveLength(1);
    expect((await cookie(context, 'WEBSHOP_ORDER_TRACKED'))?.value).toBe('4100002');
  });

  test('an anonymous visitor of a confirmation page pushes nothing and keeps no cookie', async ({ page, context }) => {
    await page.goto('/ordredetaljer/4100002/');
    await expect(page.getByRole('heading', { name: 'Takk for bestillingen!' })).toBeVisible();
    await expect(page.locator('cart-popup').getByRole('button', { name: /^Handlevogn/ })).toBeVisible();
    await page.waitForTimeout(1000);
    expect(await purchases(page)).toEqual([]);
    expect(await cookie(context, 'WEBSHOP_ORDER_TRACKED')).toBeUndefined();
  });
});

test.describe('cookies.hasSeenHandoverPickerPrompt', () => {
  const withPrompt = (page: Page) =>
    withPage(page, (body) => {
      expect(body).toContain('<handover-picker></handover-picker>');
      return body.replace('<handover-picker></handover-picker>', '<handover-picker prompt="true"></handover-picker>');
    });

  test('<handover-picker prompt="true"> opens the picker by itself for a new shopper once; Escape closes it, a reload does not prompt again [setting: cookies.hasSeenHandoverPickerPrompt]', async ({
    page,
    context,
  }) => {
    await withPrompt(page);
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: PICKER_TITLE });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Hente selv' })).toBeVisible();
    const seen = await cookie(context, 'WEBSHOP_HAS_SEEN_HANDOVER_PICKER_PROMPT');
    expect(seen?.value).toBe('true');
    const days = ((seen?.expires ?? 0) * 1000 - Date.now()) / (24 * 60 * 60 * 1000);
    expect(days).toBeGreaterThan(364.99);
    expect(await runAxe(page).then((results) => results.violations)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.reload();
    await expect(page.getByRole('button', { name: 'Legg i handlevogn: Tine Lettmelk 1 %' })).toBeVisible();
    await expect(page.locator('handover-picker').getByRole('button').first()).toBeVisible();
    await page.waitForTimeout(1000);
    await expect(dialog).toHaveCount(0);
  });

  test('a shopper who opened the picker on another page is not prompted [setting: cookies.hasSeenHandoverPickerPrompt]', async ({
    page,
    context,
  }) => {
    await page.goto('/profil/bestilling/');
    await openPicker(page);
    expect((await cookie(context, 'WEBSHOP_HAS_SEEN_HANDOVER_PICKER_PROMPT'))?.value).toBe('true');

    await withPrompt(page);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Legg i handlevogn: Tine Lettmelk 1 %' })).toBeVisible();
    await page.waitForTimeout(1000);
    await expect(page.getByRole('dialog', { name: PICKER_TITLE })).toHaveCount(0);
  });
});
