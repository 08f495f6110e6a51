import { watchConsole } from '../support/console-lines';
import { expect, test } from '../support/fixtures';
import { withPageHtml } from '../support/settings';
import { localStorageKeys } from '../support/storage';

/** Where Kurv keeps the newest notification timestamp seen, one key per member (storage-keys.ts). */
const NOTIFICATIONS_SINCE = 'kurv.notificationsSince.';

/**
 * Issue 36, point 10: spec section 9's "Default off: … biometrics" (the app example turns it on; a site that does not
 * gets no biometrics message sent), and its storage: what the shopper chose in the cart is kept in local storage over a
 * reload, and the note to the picker is each member's own on a shared device ("substitute comment … per member id").
 */

/** The app example's line that turns biometrics on (examples/native.html). */
const BIOMETRICS_ON = '        features: { biometrics: true },\n';

test('biometrics are off by default: «Slå på biometrisk innlogging» sends the app nothing and warns; with the setting on, the app is asked [setting: features.biometrics]', async ({
  page,
  shop,
  app,
}) => {
  const undo = await withPageHtml(
    page,
    (html) => {
      expect(html).toContain(BIOMETRICS_ON);
      return html.replace(BIOMETRICS_ON, '');
    },
    '/native.html',
  );
  const consoleLines = watchConsole(page);
  await shop.openAs('member', '/native.html');
  await app.button('Slå på biometrisk innlogging').click();
  await expect(app.featureStatus).toHaveText('Biometrisk innlogging ble ikke slått på.');
  await expect(app.messagesOfType('biometrics')).toHaveCount(0);
  expect((await consoleLines()).filter((line) => line.includes('kurvSettings.features.biometrics is off'))).toHaveLength(1);

  await undo();
  await shop.openAs('member', '/native.html');
  await app.button('Slå på biometrisk innlogging').click();
  await expect(app.messagesOfType('biometrics')).toHaveCount(1);
  await expect(app.messagesOfType('biometrics')).toContainText('{"type":"biometrics","action":"enable","requestId":"');
  await expect(app.featureStatus).toHaveText('Biometrisk innlogging er slått på.');
});

test('the bag type and the note to the picker are kept in local storage over a reload', async ({ page, shop, cart, products }) => {
  await shop.open();
  await products.add('Tine Lettmelk 1 %');
  await expect(cart.buttonNamed(/^Handlevogn, 1 vare, /)).toBeVisible();
  await cart.button.click();
  const bags = cart.dialog.getByRole('group', { name: 'Emballasje' });
  await bags.getByRole('radio', { name: /^Papirpose/ }).check();
  await expect(cart.totalRow('Emballasje')).toHaveText('3,50 kr');
  await cart.dialog.getByRole('textbox', { name: 'Kommentar til plukkeren' }).fill('Ring på døren');

  await page.reload();
  await cart.buttonNamed(/^Handlevogn, 1 vare, /).click();
  await expect(bags.getByRole('radio', { name: /^Papirpose/ })).toBeChecked();
  await expect(cart.dialog.getByRole('textbox', { name: 'Kommentar til plukkeren' })).toHaveValue('Ring på døren');
});

test('two members on one device: each one’s note to the picker and notification timestamp are her own, the other never sees her note', async ({
  page,
  shop,
  cart,
  editOrder,
}) => {
  const note = cart.dialog.getByRole('textbox', { name: 'Kommentar til plukkeren' });
  await shop.openAs('member');
  // Kari has an order that can still be changed: the add asks, and her note goes with a new order.
  await editOrder.addToNewOrder('Tine Lettmelk 1 %', /^Handlevogn, 1 vare, /);
  await cart.button.click();
  await note.fill('Kari: ring på døren');
  await page.keyboard.press('Escape');
  await expect.poll(() => localStorageKeys(page, NOTIFICATIONS_SINCE)).toHaveLength(1);
  const [karisTimestamp] = await localStorageKeys(page, NOTIFICATIONS_SINCE);
  await shop.logOutFromTestPanel();

  await shop.openAs('simplified');
  await cart.button.click();
  await expect(note).toHaveValue('');
  await note.fill('Ola: la varene stå i gangen');
  await page.keyboard.press('Escape');
  await expect.poll(() => localStorageKeys(page, NOTIFICATIONS_SINCE)).toHaveLength(1);
  expect(await localStorageKeys(page, NOTIFICATIONS_SINCE)).not.toContain(karisTimestamp);
  await shop.logOutFromTestPanel();

  await shop.openAs('member');
  await cart.button.click();
  await expect(note).toHaveValue('Kari: ring på døren');
});
