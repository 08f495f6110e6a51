import type { Page } from '@playwright/test';
import { expect, saveNewAddressAsSimplifiedUser, test } from '../support/fixtures';

// Spec sections 1, 2 and 7: login is delegated to the login URL or the native app; a login button always leads somewhere.

const SETTINGS_PATHS = "paths: { login: '/?as=member', becomeMember: '/?as=member', myOrders: '/profil/bestilling/' },";
const TIME_ZONE_WARNING =
  'Enheten din er ikke stilt inn på norsk tid og tidssone, så klokkeslettene i nettbutikken er ikke riktige. Vennligst sjekk dette i datoinnstillingene dine.';

/** Serves the product page with its site settings' paths replaced (the example page's settings are inline). */
async function withSettings(page: Page, replacement: string) {
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      expect(body).toContain(SETTINGS_PATHS);
      await route.fulfill({ response, body: body.replace(SETTINGS_PATHS, replacement) });
    },
  );
}

/** The app wrapper's Android bridge, recording what Kurv posts. */
async function withNativeApp(page: Page) {
  await page.addInitScript(() => {
    const host = window as unknown as { KurvAndroid: { postMessage(message: string): void }; bridgeMessages: unknown[] };
    host.bridgeMessages = [];
    host.KurvAndroid = { postMessage: (message) => host.bridgeMessages.push(JSON.parse(message)) };
  });
}

async function loginMessages(page: Page) {
  return page.evaluate(() =>
    ((window as unknown as { bridgeMessages: { type: string }[] }).bridgeMessages ?? []).filter((message) => message.type === 'login'),
  );
}

async function openPicker(page: Page) {
  await page.locator('handover-picker').getByRole('button').first().click();
  const dialog = page.getByRole('dialog', { name: 'Hvordan ønsker du å få varene?' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function addThreeItems(page: Page) {
  for (const [title, count] of [
    ['Tine Lettmelk 1 %', '1 vare'],
    ['Bananer', '2 varer'],
    ['Grandiosa Original', '3 varer'],
  ] as const) {
    await page.getByRole('button', { name: `Legg i handlevogn: ${title}` }).click();
    await expect(page.getByRole('button', { name: new RegExp(`^Handlevogn, ${count}, `) })).toBeVisible();
  }
  const prompt = page.getByRole('region', { name: 'Har du Trumf?' });
  await expect(prompt).toBeVisible();
  return prompt;
}

test.beforeEach(async ({ page }) => {
  expect((await page.request.post('/__sim/reset')).ok()).toBe(true);
});

test('in the native app the picker’s «logg inn eller bli medlem» posts the bridge’s login message, by keyboard [setting: platform]', async ({
  page,
}) => {
  await withNativeApp(page);
  await withSettings(page, "platform: 'native', paths: {},");
  await page.goto('/');
  const dialog = await openPicker(page);
  const login = dialog.getByRole('button', { name: 'logg inn eller bli medlem' });
  await login.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => loginMessages(page)).toEqual([{ type: 'login', returnUrl: expect.stringMatching(/\/$/) }]);
  // The app logs in; the web view stays where it is.
  await expect(dialog).toBeVisible();
});

test('in the native app the «Har du Trumf?» card’s «Logg inn» is a button posting the login message', async ({ page }) => {
  await withNativeApp(page);
  await withSettings(page, "platform: 'native', paths: {},");
  await page.goto('/');
  const prompt = await addThreeItems(page);
  await prompt.getByRole('button', { name: 'Logg inn' }).click();
  await expect.poll(() => loginMessages(page)).toHaveLength(1);
  await expect(page).toHaveURL(/\/$/);
});

test('a chain site without paths.login shows no login buttons and warns once in the console [setting: paths.login]', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().includes('paths.login')) {
      warnings.push(message.text());
    }
  });
  await withSettings(page, 'paths: {},');
  await page.goto('/');
  const dialog = await openPicker(page);
  await expect(dialog.getByRole('radio', { name: 'Hente selv' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'logg inn eller bli medlem' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const prompt = await addThreeItems(page);
  await expect(prompt.getByRole('button', { name: 'Ikke nå' })).toBeVisible();
  await expect(prompt.getByRole('link', { name: 'Logg inn' })).toHaveCount(0);
  await expect(prompt.getByRole('button', { name: 'Logg inn' })).toHaveCount(0);
  expect(warnings).toHaveLength(1);
});

test('on a chain site without paths.login, a simplified-login user asked to confirm the identity gets only «Avbryt»', async ({ page }) => {
  await withSettings(page, 'paths: {},');
  await page.goto('/?as=simplified');
  await expect(page.getByTestId('logged-in-as')).toHaveText(/Ola Hansen/);
  const dialog = await openPicker(page);

  const confirm = await saveNewAddressAsSimplifiedUser(page, dialog);
  await expect(confirm.getByRole('button', { name: 'Bekreft identitet' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(dialog).toBeVisible();
});

test('a chain site with paths.login keeps its login link and the picker’s login button [setting: paths.login]', async ({ page }) => {
  await page.goto('/');
  const dialog = await openPicker(page);
  await expect(dialog.getByRole('button', { name: 'logg inn eller bli medlem' })).toBeVisible();
  await page.keyboard.press('Escape');
  const prompt = await addThreeItems(page);
  await expect(prompt.getByRole('link', { name: 'Logg inn' })).toHaveAttribute('href', '/?as=member');
});

// The time-zone check compares the device's offset with Oslo's through the date library's zoned dates, which a faked Date
// (the fixtures' pinned clock) turns into plain device dates; these two run in a context of their own, on the real clock.
for (const [zone, warns] of [
  ['America/New_York', true],
  ['Europe/Oslo', false],
] as const) {
  test(`a device on ${zone} time ${warns ? 'gets' : 'does not get'} the Norwegian time-zone warning in the picker (spec section 5)`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ timezoneId: zone, baseURL });
    const page = await context.newPage();
    await page.goto('/');
    const dialog = await openPicker(page);
    await expect(dialog.getByRole('radio', { name: 'Hente selv' })).toBeVisible();
    if (!warns) {
      await expect(dialog.getByText(TIME_ZONE_WARNING)).toHaveCount(0);
    } else {
      await expect(dialog.getByRole('status').filter({ hasText: TIME_ZONE_WARNING })).toBeVisible();
      // Above every page of the picker.
      await dialog.getByRole('radio', { name: 'Hente selv' }).check();
      await dialog.getByRole('button', { name: 'Fortsett' }).click();
      const location = page.getByRole('dialog', { name: 'Hvor vil du hente varene?' });
      await expect(location.getByText(TIME_ZONE_WARNING)).toBeVisible();
    }
    await context.close();
  });
}
