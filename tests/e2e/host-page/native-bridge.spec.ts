import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { loginWithSavedCart } from '../support/cart-seeds';
import { expect, test } from '../support/fixtures';

/**
 * Issue 19, point 6: with `platform: 'native'` the messages the widgets cause (login, navigation, saveData, payment)
 * reach the app's bridge with their payloads (docs/native-bridge.md). examples/native.html installs a fake iOS bridge
 * (window.webkit.messageHandlers.kurv) that lists what arrives under 'Meldinger til appen'.
 */

const messages = (page: Page) => page.getByRole('list', { name: 'Meldinger til appen' }).getByRole('listitem');
/** The messages of one type, as the page lists them (`{"type":"login",...}`). */
const messagesOfType = (page: Page, type: string) => messages(page).filter({ hasText: `{"type":"${type}"` });

test('by keyboard alone: the «Har du Trumf?» card’s «Logg inn» posts login with the page to come back to', async ({
  page,
  shop,
  products,
  cart,
}) => {
  await shop.open('/native.html');
  for (const [title, count] of [
    ['Tine Lettmelk 1 %', '1 vare'],
    ['Bananer', '2 varer'],
    ['Grandiosa Original', '3 varer'],
  ] as const) {
    await products.addButton(title).focus();
    await page.keyboard.press('Enter');
    await expect(cart.buttonNamed(new RegExp(`^Handlevogn, ${count}, `))).toBeVisible();
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

test('«Til kassen» with a chosen time hands the checkout to the app as navigation, and the page stays', async ({
  page,
  shop,
  editOrder,
  picker,
  cart,
}) => {
  await shop.open('/native.html', 'member');
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  await editOrder.addToNewOrder('Norvegia 26 %', /^Handlevogn, 1 vare, /);

  // A chosen time is the picker's reservation and the household's window together: chosen as the shopper does.
  await picker.choosePickupWindowDaysAhead();

  await cart.buttonNamed(/^Handlevogn, 1 vare, /).click();
  await cart.checkoutLink.click();

  const origin = new URL(page.url()).origin;
  await expect(messagesOfType(page, 'navigation')).toHaveCount(1);
  await expect(messagesOfType(page, 'navigation')).toContainText(`{"type":"navigation","url":"${origin}/kassen"}`);
  await expect(page).toHaveURL(/\/native\.html\?as=member$/);
  await expect(cart.dialog).toBeVisible();
});

test('the site’s checkout: a payment method goes to the app as saveData, and the order’s payment as payment', async ({
  page,
  sim,
  shop,
  cart,
}) => {
  // Kari's cart as she left it on another device: the add, and the question about her open order, are not what this
  // checks.
  await loginWithSavedCart(sim, page.request, 'member', { 'Tine Lettmelk 1 %': 1 });
  await shop.open('/native.html');
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  await cart.buttonNamed('Handlevogn, 1 vare, 26,90 kr').waitFor();

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
