import type { Locator, Page } from '@playwright/test';
import type { AddToCartButton } from '../pages/AddToCartButton';
import { HandoverPicker } from '../pages/HandoverPicker';
import { expect, test } from '../support/fixtures';
import { replaceInPage, SETTINGS_PATHS, withNativeApp } from '../support/settings';

/**
 * Spec sections 1, 2, 5 and 7: login is delegated to the login URL (`paths.login`) or the native app's bridge; a login
 * button always leads somewhere, and a site without a login path shows none. Also the picker's warning on a device
 * that is not on Norwegian time.
 */

const TIME_ZONE_WARNING =
  'Enheten din er ikke stilt inn på norsk tid og tidssone, så klokkeslettene i nettbutikken er ikke riktige. Vennligst sjekk dette i datoinnstillingene dine.';

/** The login messages the app's bridge received (`withNativeApp`). */
async function loginMessages(page: Page) {
  return page.evaluate(() =>
    ((window as unknown as { bridgeMessages: { type: string }[] }).bridgeMessages ?? []).filter((message) => message.type === 'login'),
  );
}

/** A guest adds three products: the third brings the «Har du Trumf?» card where the guest can log in. Answers the card. */
async function addThreeItems(page: Page, products: AddToCartButton): Promise<Locator> {
  for (const [title, count] of [
    ['Tine Lettmelk 1 %', '1 vare'],
    ['Bananer', '2 varer'],
    ['Grandiosa Original', '3 varer'],
  ] as const) {
    await products.addAndCount(title, count);
  }
  return page.getByRole('region', { name: 'Har du Trumf?' });
}

test('in the native app the picker’s «logg inn eller bli medlem» posts the bridge’s login message, by keyboard [setting: platform]', async ({
  page,
  shop,
  picker,
}) => {
  await withNativeApp(page);
  await replaceInPage(page, SETTINGS_PATHS, "platform: 'native', paths: {},");
  await shop.open();
  const { dialog } = await picker.open();
  const login = dialog.getByRole('button', { name: 'logg inn eller bli medlem' });
  await login.focus();
  await page.keyboard.press('Enter');
  await expect
    .poll(() => loginMessages(page))
    .toEqual([{ type: 'login', returnUrl: expect.stringMatching(/\/$/), requestId: expect.any(String) }]);
  // The app logs in; the web view stays where it is.
  await expect(dialog).toBeVisible();
});

test('in the native app the «Har du Trumf?» card’s «Logg inn» is a button posting the login message', async ({ page, shop, products }) => {
  await withNativeApp(page);
  await replaceInPage(page, SETTINGS_PATHS, "platform: 'native', paths: {},");
  await shop.open();
  const prompt = await addThreeItems(page, products);
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Logg inn' }).click();
  await expect.poll(() => loginMessages(page)).toHaveLength(1);
  await expect(page).toHaveURL(/\/$/);
});

test('a chain site without paths.login (the default) asks no guest to log in: the picker’s prompt and the «Har du Trumf?» card both stay away, one warning [setting: paths.login]', async ({
  page,
  shop,
  picker,
  products,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().includes('paths.login')) {
      warnings.push(message.text());
    }
  });
  await replaceInPage(page, SETTINGS_PATHS, 'paths: {},');
  await shop.open();
  const { dialog, pickup } = await picker.open();
  await expect(pickup).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'logg inn eller bli medlem' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Issue 36, point 7: the card asked the guest to log in with no way to do it (only 'Ikke nå'); now it agrees with the
  // picker. The third item is the one the card would come with.
  const prompt = await addThreeItems(page, products);
  await expect(page.getByRole('button', { name: /^Handlevogn, 3 varer, / })).toBeVisible();
  await expect(prompt).toHaveCount(0);
  await expect(page.getByText('Har du Trumf?')).toHaveCount(0);
  expect(warnings).toHaveLength(1);
});

test('in the native app without paths.login both ask the guest to log in, and both post the app’s login message [setting: platform]', async ({
  page,
  shop,
  picker,
  products,
}) => {
  await withNativeApp(page);
  await replaceInPage(page, SETTINGS_PATHS, "platform: 'native', paths: {},");
  await shop.open();
  const prompt = await addThreeItems(page, products);
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Logg inn' }).click();
  const { dialog } = await picker.open();
  await dialog.getByRole('button', { name: 'logg inn eller bli medlem' }).click();
  await expect.poll(() => loginMessages(page)).toHaveLength(2);
});

test('on a chain site without paths.login, a simplified-login user asked to confirm the identity gets only «Avbryt»', async ({
  page,
  shop,
  picker,
}) => {
  await replaceInPage(page, SETTINGS_PATHS, 'paths: {},');
  await shop.open('/', 'simplified');
  await expect(shop.loggedInAs).toHaveText(/Ola Hansen/);
  const { dialog } = await picker.open();

  const confirm = await picker.saveNewAddressAsSimplifiedUser();
  await expect(confirm.getByRole('button', { name: 'Bekreft identitet' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(dialog).toBeVisible();
});

test('a chain site with paths.login keeps its login link and the picker’s login button [setting: paths.login]', async ({
  page,
  shop,
  picker,
  products,
}) => {
  await shop.open();
  const { dialog } = await picker.open();
  await expect(dialog.getByRole('button', { name: 'logg inn eller bli medlem' })).toBeVisible();
  await page.keyboard.press('Escape');
  const prompt = await addThreeItems(page, products);
  await expect(prompt).toBeVisible();
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
    const zonedPicker = new HandoverPicker(page);
    await page.goto('/');
    const typePage = await zonedPicker.open();
    const { dialog } = typePage;
    await expect(typePage.pickup).toBeVisible();
    if (!warns) {
      await expect(dialog.getByText(TIME_ZONE_WARNING)).toHaveCount(0);
    } else {
      await expect(dialog.getByRole('status').filter({ hasText: TIME_ZONE_WARNING })).toBeVisible();
      // Above every page of the picker.
      await typePage.continueToPickup();
      await expect(zonedPicker.locationPage.dialog.getByText(TIME_ZONE_WARNING)).toBeVisible();
    }
    await context.close();
  });
}
