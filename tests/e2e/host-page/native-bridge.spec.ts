import { axeViolations } from '../support/axe';
import { loginWithSavedCart } from '../support/cart-seeds';
import { expect, test } from '../support/fixtures';

/**
 * Issue 19, point 6: with `platform: 'native'` the messages the widgets cause (login, navigation, saveData, payment)
 * reach the app's bridge with their payloads (docs/native-bridge.md). examples/native.html installs a stand-in app
 * (window.webkit.messageHandlers.kurv, examples/assets/native-app.js) that lists what arrives under 'Meldinger til
 * appen' and, since issue 36 (point 4), answers the requests: the login with a token, the payment with its status.
 */

test('by keyboard alone: the «Har du Trumf?» card’s «Logg inn» posts login with the page to come back to, and the app’s token logs in', async ({
  page,
  shop,
  products,
  cart,
  app,
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
  await expect(app.messagesOfType('login')).toHaveCount(1);
  await expect(app.messagesOfType('login')).toContainText(`{"type":"login","returnUrl":"${origin}/native.html","requestId":"`);
  // The app logs in and answers with the member's token: Kurv logs her in; the web view stays where it is.
  await expect(app.messagesOfType('login')).toContainText('Svar fra appen: {"source":"kurv-app","type":"login"');
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  await expect(page).toHaveURL(/\/native\.html$/);
  expect(await axeViolations(page)).toEqual([]);
});

test('«Til kassen» with a chosen time hands the checkout to the app as navigation, and the page stays', async ({
  page,
  shop,
  editOrder,
  picker,
  cart,
  app,
}) => {
  await shop.open('/native.html', 'member');
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  await editOrder.addToNewOrder('Norvegia 26 %', /^Handlevogn, 1 vare, /);

  // A chosen time is the picker's reservation and the household's window together: chosen as the shopper does.
  await picker.choosePickupWindowDaysAhead();

  await cart.buttonNamed(/^Handlevogn, 1 vare, /).click();
  await cart.checkoutLink.click();

  const origin = new URL(page.url()).origin;
  await expect(app.messagesOfType('navigation')).toHaveCount(1);
  await expect(app.messagesOfType('navigation')).toContainText(`{"type":"navigation","url":"${origin}/kassen"}`);
  // A notice: the app opens its checkout and answers nothing.
  await expect(app.messagesOfType('navigation')).toContainText(`Appen åpner ${origin}/kassen.`);
  await expect(page).toHaveURL(/\/native\.html\?as=member$/);
  await expect(cart.dialog).toBeVisible();
});

test('the site’s checkout: a payment method goes to the app as saveData, the order’s payment as payment, and PAID resets the client order', async ({
  page,
  sim,
  shop,
  cart,
  app,
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
  await expect(app.messagesOfType('payment')).toHaveCount(0);

  await page.getByRole('radio', { name: 'Vipps' }).check();
  await expect(app.messagesOfType('saveData')).toHaveCount(1);
  await expect(app.messagesOfType('saveData')).toContainText(
    '{"type":"saveData","key":"kurv.paymentChoice.1300","value":"{\\"paymentMethod\\":\\"VIPPS\\",\\"invoiceReference\\":\\"\\",\\"costCenter\\":\\"\\"}"}',
  );
  // A notice: the app keeps it and answers nothing.
  await expect(app.messagesOfType('saveData')).toContainText('Appen lagret kurv.paymentChoice.1300.');
  // The event is mirrored to the app too.
  await expect(app.messages.filter({ hasText: '"name":"kurv:payment-changed"' })).toHaveCount(1);

  // The stand-in app holds its answer here, so the page's own message is seen before the payment ends.
  await app.appAnswers.uncheck();
  await page.getByRole('button', { name: 'Betal bestilling i appen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Betalingen er sendt til appen.' })).toBeVisible();
  await expect(app.messagesOfType('payment')).toHaveCount(1);
  await expect(app.messagesOfType('payment')).toContainText(
    '{"type":"payment","orderId":"APP-ORDER-1","amount":26.9,"paymentMethod":"VIPPS","requestId":"',
  );
  // The app's answer PAID: the order is paid, so the client order is reset (the cart and its payment).
  await app.answerAsApp({ source: 'kurv-app', type: 'payment', requestId: await app.lastRequestId('payment'), status: 'PAID' });
  await expect(cart.buttonNamed('Handlevogn, 0 varer, 0,00 kr')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Bestillingen er betalt i appen.' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Vipps' })).not.toBeChecked();
  expect(await axeViolations(page)).toEqual([]);
});
