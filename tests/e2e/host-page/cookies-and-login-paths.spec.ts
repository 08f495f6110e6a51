import type { BrowserContext, Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { putInCart } from '../support/cart-seeds';
import { expect, test } from '../support/fixtures';
import { replaceInPage, SETTINGS_PATHS } from '../support/settings';

/**
 * Spec sections 2, 3, 6 and 7, through the elements on the example pages: the site's client id on the platform calls
 * (`clientId`), where a simplified-login user confirms the identity (`paths.corporateLogin`, `paths.login`), and the
 * WEBSHOP_* cookies: the order confirmation page's purchase tracked once (`cookies.orderTracked`) and the picker's
 * prompt shown once (`cookies.hasSeenHandoverPickerPrompt`).
 */

const CORPORATE_LOGIN = '/kundeservice.html?innlogging=bedrift';

interface PushedEvent {
  event: string;
  ecommerce: { value: number; transaction_id?: string; items: { item_id: string; item_name: string; quantity: number }[] };
  kurv: { source: string; orderId: string | null };
}

/** A cookie of the context, by name. */
const cookie = async (context: BrowserContext, name: string) => (await context.cookies()).find((entry) => entry.name === name);

test.describe('clientId', () => {
  test('a site with a client id sends it as X-Client-Id on its platform calls [setting: clientId]', async ({ page, sim, shop, cart }) => {
    await replaceInPage(page, SETTINGS_PATHS, `clientId: 'meny-nettbutikk', ${SETTINGS_PATHS}`);
    await shop.open();
    await putInCart(page, { 'Tine Lettmelk 1 %': 1 });
    await expect(cart.buttonNamed('Handlevogn, 1 vare, 26,90 kr')).toBeVisible();

    const requests = await sim.requests();
    expect(requests.length).toBeGreaterThan(1);
    expect(requests.map((request) => request.clientId)).toEqual(requests.map(() => 'meny-nettbutikk'));
  });

  test('a site without a client id sends none', async ({ page, sim, shop, cart }) => {
    await shop.open();
    await putInCart(page, { 'Tine Lettmelk 1 %': 1 });
    await expect(cart.buttonNamed('Handlevogn, 1 vare, 26,90 kr')).toBeVisible();
    const requests = await sim.requests();
    expect(requests.length).toBeGreaterThan(1);
    expect(requests.filter((request) => request.clientId !== null)).toEqual([]);
  });
});

test.describe('paths.corporateLogin', () => {
  test('a corporate user with simplified login confirms the identity on the corporate login page, by keyboard [setting: paths.corporateLogin]', async ({
    page,
    sim,
    shop,
    picker,
  }) => {
    await replaceInPage(page, SETTINGS_PATHS, `paths: { login: '/?as=member', corporateLogin: '${CORPORATE_LOGIN}' },`);
    await sim.login('corporate', { assurance: 'low' });
    await shop.open();
    await expect(shop.loggedInAs).toHaveText(/Per Berg/);
    await picker.open();
    const confirm = await picker.saveNewAddressAsSimplifiedUser();
    const proceed = confirm.getByRole('button', { name: 'Bekreft identitet' });
    await proceed.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${CORPORATE_LOGIN.replace('?', '\\?')}$`));
  });

  test('a simplified-login user who is not corporate confirms the identity on the login page [setting: paths.corporateLogin]', async ({
    page,
    shop,
    picker,
  }) => {
    await replaceInPage(
      page,
      SETTINGS_PATHS,
      `paths: { login: '/kundeservice.html?innlogging=privat', corporateLogin: '${CORPORATE_LOGIN}' },`,
    );
    await shop.open('/', 'simplified');
    await expect(shop.loggedInAs).toHaveText(/Ola Hansen/);
    await picker.open();
    const confirm = await picker.saveNewAddressAsSimplifiedUser();
    await confirm.getByRole('button', { name: 'Bekreft identitet' }).click();
    await expect(page).toHaveURL(/\/kundeservice\.html\?innlogging=privat$/);
  });

  test('an anonymous shopper is not known as corporate: the picker’s login goes to paths.login [setting: paths.corporateLogin]', async ({
    page,
    shop,
    picker,
  }) => {
    await replaceInPage(
      page,
      SETTINGS_PATHS,
      `paths: { login: '/kundeservice.html?innlogging=privat', corporateLogin: '${CORPORATE_LOGIN}' },`,
    );
    await shop.open();
    const typePage = await picker.open();
    await typePage.dialog.getByRole('button', { name: 'logg inn eller bli medlem' }).click();
    await expect(page).toHaveURL(/\/kundeservice\.html\?innlogging=privat$/);
  });
});

test.describe('cookies.orderTracked', () => {
  test('the order confirmation page pushes the member’s order as purchase once; a reload does not push it again [setting: cookies.orderTracked] [setting: paths.orderConfirmation]', async ({
    page,
    context,
    sim,
    shop,
    cart,
  }) => {
    await sim.login('member');
    await shop.open('/ordredetaljer/4100002/');
    await expect(page.getByRole('heading', { name: 'Takk for bestillingen!' })).toBeVisible();
    await expect(page.getByText('Ordrenummer: 4100002')).toBeVisible();
    await expect.poll(() => shop.dataLayer<PushedEvent>('purchase')).toHaveLength(1);
    const [purchase] = await shop.dataLayer<PushedEvent>('purchase');
    expect(purchase?.ecommerce.transaction_id).toBe('4100002');
    expect(purchase?.kurv).toEqual({ source: 'order', orderId: '4100002' });
    expect(purchase?.ecommerce.items.map((item) => item.quantity)).toEqual([2, 1, 2]);
    expect(purchase?.ecommerce.items.every((item) => item.item_name !== '')).toBe(true);
    const tracked = await cookie(context, 'WEBSHOP_ORDER_TRACKED');
    expect(tracked?.value).toBe('4100002');
    const days = ((tracked?.expires ?? 0) * 1000 - Date.now()) / (24 * 60 * 60 * 1000);
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThan(30.01);
    expect(await axeViolations(page)).toEqual([]);

    await page.reload();
    await expect(shop.loggedInAs).toHaveText(/Kari/);
    await expect(cart.button).toBeVisible();
    // The page reads the cookie and does not even ask for the order again.
    await page.waitForTimeout(1000);
    expect(await shop.dataLayer('purchase')).toEqual([]);
    const orderCalls = (await sim.requests()).filter((request) => request.path.endsWith('/4100002'));
    expect(orderCalls).toHaveLength(1);

    // Another order's confirmation is tracked as well, and kept beside the first.
    await shop.open('/ordredetaljer/4100001/');
    await expect.poll(() => shop.dataLayer('purchase')).toHaveLength(1);
    expect((await cookie(context, 'WEBSHOP_ORDER_TRACKED'))?.value).toBe('4100002%2C4100001');
  });

  test('an order that cannot be read is not marked as tracked: the next visit pushes it [setting: cookies.orderTracked]', async ({
    page,
    context,
    sim,
    shop,
  }) => {
    await sim.addFault({ route: 'GET /api/order/**', status: 500, times: 1 });
    await sim.login('member');
    await shop.open('/ordredetaljer/4100002/');
    await expect(shop.loggedInAs).toHaveText(/Kari/);
    await expect.poll(async () => (await sim.requests()).filter((request) => request.path.endsWith('/4100002')).length).toBe(1);
    await page.waitForTimeout(500);
    expect(await shop.dataLayer('purchase')).toEqual([]);
    expect(await cookie(context, 'WEBSHOP_ORDER_TRACKED')).toBeUndefined();

    await page.reload();
    await expect.poll(() => shop.dataLayer('purchase')).toHaveLength(1);
    expect((await cookie(context, 'WEBSHOP_ORDER_TRACKED'))?.value).toBe('4100002');
  });

  test('an anonymous visitor of a confirmation page pushes nothing and keeps no cookie', async ({ page, context, shop, cart }) => {
    await shop.open('/ordredetaljer/4100002/');
    await expect(page.getByRole('heading', { name: 'Takk for bestillingen!' })).toBeVisible();
    await expect(cart.button).toBeVisible();
    await page.waitForTimeout(1000);
    expect(await shop.dataLayer('purchase')).toEqual([]);
    expect(await cookie(context, 'WEBSHOP_ORDER_TRACKED')).toBeUndefined();
  });
});

test.describe('cookies.hasSeenHandoverPickerPrompt', () => {
  /** Serves the product page with its picker asking to prompt: `<handover-picker prompt="true">`. */
  const withPickerPrompt = (page: Page) =>
    replaceInPage(page, '<handover-picker></handover-picker>', '<handover-picker prompt="true"></handover-picker>');

  test('<handover-picker prompt="true"> opens the picker by itself for a new shopper once; Escape closes it, a reload does not prompt again [setting: cookies.hasSeenHandoverPickerPrompt]', async ({
    page,
    context,
    shop,
    picker,
    products,
  }) => {
    await withPickerPrompt(page);
    await shop.open();
    const dialog = picker.typePage.dialog;
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Hente selv' })).toBeVisible();
    const seen = await cookie(context, 'WEBSHOP_HAS_SEEN_HANDOVER_PICKER_PROMPT');
    expect(seen?.value).toBe('true');
    const days = ((seen?.expires ?? 0) * 1000 - Date.now()) / (24 * 60 * 60 * 1000);
    expect(days).toBeGreaterThan(364.99);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.reload();
    await expect(products.addButton('Tine Lettmelk 1 %')).toBeVisible();
    await expect(picker.trigger).toBeVisible();
    await page.waitForTimeout(1000);
    await expect(dialog).toHaveCount(0);
  });

  test('a shopper who opened the picker on another page is not prompted [setting: cookies.hasSeenHandoverPickerPrompt]', async ({
    page,
    context,
    shop,
    picker,
    products,
  }) => {
    await shop.open('/profil/bestilling/');
    await picker.open();
    expect((await cookie(context, 'WEBSHOP_HAS_SEEN_HANDOVER_PICKER_PROMPT'))?.value).toBe('true');

    await withPickerPrompt(page);
    await shop.open();
    await expect(products.addButton('Tine Lettmelk 1 %')).toBeVisible();
    await page.waitForTimeout(1000);
    await expect(picker.typePage.dialog).toHaveCount(0);
  });
});
