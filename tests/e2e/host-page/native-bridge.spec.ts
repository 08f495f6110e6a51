import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { addToNewOrder, choosePickupWindowDaysAhead, expect, test } from '../support/fixtures';

// Issue 19, point 6: with `platform: 'native'` the messages the widgets cause (login, navigation, saveData, payment)
// reach the app's bridge with their payloads (docs/native-bridge.md). examples/native.html installs a fake iOS bridge
// (window.webkit.messageHandlers.kurv) that lists what arrives under 'Meldinger til appen'.

const messages = (page: Page) => page.getByRole('list', { name: 'Meldinger til appen' }).getByRole('listitem');
/** The messages of one type, as the page lists them (`{"type":"login",...}`). */
const messagesOfType = (page: Page, type: string) => messages(page).filter({ hasText: `{"type":"${type}"` });

/** Adds a product as a logged-in user; the seeded member has an editable order, so the question is answered with a new order. */
test.beforeEach(async ({ page }) => {
  expect((await page.request.post('/__sim/reset')).ok()).toBe(true);
});

test('by keyboard alone: the «Har du Trumf?» card’s «Logg inn» posts login with the page to come back to', async ({ page }) => {
  await page.goto('/native.html');
  for (const [title, count] of [
    ['Tine Lettmelk 1 %', '1 vare'],
    ['Bananer', '2 varer'],
    ['Grandiosa Original', '3 varer'],
  ] as const) {
    await page.getByRole('button', { name: `Legg i handlevogn: ${title}` }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: new RegExp(`^Handlevogn, ${count}, `) })).toBeVisible();
  }
  const prompt = page.getByRole('region', { name: 'Har du Trumf?' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Logg inn' }).focus();
  await page.keyboard.press('Enter');

  const origin = new URL(page.url()).origin;
  await expect(messagesOfType(page, 'login')).toHaveCount(1);
  await expect(messagesOfType(page, 'login')).toContainText(`{"type":"login","returnUrl":"${origin}/native.html"}`);
  // The app logs in; the web view stays where it is.
  await expect(page).toHaveURL(/\/native\.html$/);
  expect(await axeViolations(page)).toEqual([]);
});

test('«Til kassen» with a chosen time hands the checkout to the app as navigation, and the page stays', async ({ page }) => {
  await page.goto('/native.html?as=member');
  await expect(page.getByTestId('logged-in-as')).toHaveText(/Kari Nordmann/);
  await addToNewOrder(page, 'Norvegia 26 %', /^Handlevogn, 1 vare, /);

  await choosePickupWindowDaysAhead(page);

  await page.getByRole('button', { name: /^Handlevogn, 1 vare, / }).click();
  const cart = page.getByRole('dialog', { name: 'Handlevogn' });
  await cart.getByRole('link', { name: 'Til kassen' }).click();

  const origin = new URL(page.url()).origin;
  await expect(messagesOfType(page, 'navigation')).toHaveCount(1);
  await expect(messagesOfType(page, 'navigation')).toContainText(`{"type":"navigation","url":"${origin}/kassen"}`);
  await expect(page).toHaveURL(/\/native\.html\?as=member$/);
  await expect(cart).toBeVisible();
});

test('the site’s checkout: a payment method goes to the app as saveData, and the order’s payment as payment', async ({ page }) => {
  await page.goto('/native.html?as=member');
  await expect(page.getByTestId('logged-in-as')).toHaveText(/Kari Nordmann/);
  await addToNewOrder(page, 'Tine Lettmelk 1 %', 'Handlevogn, 1 vare, 26,90 kr');

  // No method chosen yet: nothing is handed to the app.
  await page.getByRole('button', { name: 'Betal bestilling i appen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Velg betalingsmåte først.' })).toBeVisible();
  await expect(messagesOfType(page, 'payment')).toHaveCount(0);

  await page.getByRole('radio', { name: 'Vipps' }).check();
  await expect(messagesOfType(page, 'saveData')).toHaveCount(1);
  await expect(messagesOfType(page, 'saveData')).toContainText(
    '{"type":"saveData","key":"kurv.paymentChoice.1300","value":"{\\"paymentMethod\\":\\"VIPPS\\",\\"invoiceReference\\":\\"\\",\\"costCenter\\":\\"\\"}"}',
  );
  // The event is mirrored to the app too.
  await expect(messages(page).filter({ hasText: '"name":"kurv:payment-changed"' })).toHaveCount(1);

  await page.getByRole('button', { name: 'Betal bestilling i appen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Betalingen er sendt til appen.' })).toBeVisible();
  await expect(messagesOfType(page, 'payment')).toHaveCount(1);
  await expect(messagesOfType(page, 'payment')).toContainText(
    '{"type":"payment","orderId":"APP-ORDER-1","amount":26.9,"paymentMethod":"VIPPS"}',
  );
  expect(await axeViolations(page)).toEqual([]);
});
