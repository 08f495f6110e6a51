import { axeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

/**
 * Issue 36, point 4: spec section 7's other app messages (QR code, barcode scan, push consent, biometrics, download
 * receipt), each asked through `window.kurv` by the site's own buttons on the app example (examples/native.html), seen
 * arriving at the stand-in app (examples/assets/native-app.js) and its answer seen on the page or in the cart; and the
 * answers Kurv takes: only the app's (the page's own window and origin), only well-formed (docs/native-bridge.md).
 */

/** What the stand-in app answers a scan with: a product of the catalogue with no tile on the app example. */
const SCANNED = { ean: '7085824642592', title: 'Tine Helmelk 3,5 %' };

test('«Skann strekkode» asks the app for a scan, and the EAN it answers is added to the cart as its button adds it', async ({
  page,
  shop,
  cart,
  editOrder,
  app,
}) => {
  await shop.openAs('member', '/native.html');
  await cart.buttonNamed('Handlevogn, 0 varer, 0,00 kr').waitFor();

  await app.button('Skann strekkode').click();

  await expect(app.messagesOfType('barcodeScan')).toHaveCount(1);
  await expect(app.messagesOfType('barcodeScan')).toContainText('{"type":"barcodeScan","purpose":"addToCart","requestId":"');
  await expect(app.messagesOfType('barcodeScan')).toContainText(
    `"type":"barcodeScan","requestId":"${await app.lastRequestId('barcodeScan')}","ean":"${SCANNED.ean}"`,
  );
  // Kari has an open order: the scanned product's add asks, as its own button's would, where it goes.
  await editOrder.startNewOrderButton.click();
  await expect(app.featureStatus).toHaveText(`Strekkode ${SCANNED.ean} er lagt i handlevognen.`);
  await expect(cart.buttonNamed(/^Handlevogn, 1 vare, /)).toBeVisible();
  await cart.buttonNamed(/^Handlevogn, 1 vare, /).click();
  await expect(cart.dialog.getByText(SCANNED.title, { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('«Vis medlemskortet» sends the member’s card number as qrCode, and the app shows it; nothing is sent for an anonymous shopper', async ({
  shop,
  app,
}) => {
  await shop.open('/native.html');
  await expect(shop.loggedInAs).toHaveText('Anonym');
  await app.button('Vis medlemskortet').click();
  await expect(app.featureStatus).toHaveText('Logg inn for å vise medlemskortet.');
  await expect(app.messagesOfType('qrCode')).toHaveCount(0);

  await shop.openAs('member', '/native.html');
  await app.button('Vis medlemskortet').click();
  await expect(app.messagesOfType('qrCode')).toHaveCount(1);
  await expect(app.messagesOfType('qrCode')).toContainText('{"type":"qrCode","barCode":"2900000100013","requestId":"');
  await expect(app.messagesOfType('qrCode')).toContainText('Svar fra appen: {"source":"kurv-app","type":"qrCode"');
  await expect(app.featureStatus).toHaveText('Medlemskortet vises i appen.');
});

test('«Slå på varsler» asks the app for push consent, and its yes or no comes back to the page', async ({ shop, app }) => {
  await shop.open('/native.html');
  await app.button('Slå på varsler').click();
  await expect(app.messagesOfType('pushConsent')).toHaveCount(1);
  await expect(app.messagesOfType('pushConsent')).toContainText('{"type":"pushConsent","requestId":"');
  await expect(app.featureStatus).toHaveText('Varsler er slått på.');

  await app.consents.uncheck();
  await app.button('Slå på varsler').click();
  await expect(app.messagesOfType('pushConsent')).toHaveCount(2);
  await expect(app.messagesOfType('pushConsent').nth(1)).toContainText('"granted":false');
  await expect(app.featureStatus).toHaveText('Varsler er ikke slått på.');
});

test('«Slå på biometrisk innlogging» asks the app to enable biometrics, and its answer comes back to the page', async ({ shop, app }) => {
  await shop.openAs('member', '/native.html');
  await app.button('Slå på biometrisk innlogging').click();
  await expect(app.messagesOfType('biometrics')).toHaveCount(1);
  await expect(app.messagesOfType('biometrics')).toContainText('{"type":"biometrics","action":"enable","requestId":"');
  await expect(app.messagesOfType('biometrics')).toContainText('"success":true');
  await expect(app.featureStatus).toHaveText('Biometrisk innlogging er slått på.');
});

test('«Last ned kvittering» asks the app for the order’s receipt, and its answer comes back to the page', async ({ shop, app }) => {
  await shop.openAs('member', '/native.html');
  await app.button('Last ned kvittering').click();
  await expect(app.messagesOfType('downloadReceipt')).toHaveCount(1);
  await expect(app.messagesOfType('downloadReceipt')).toContainText('{"type":"downloadReceipt","orderId":"APP-ORDER-1","requestId":"');
  await expect(app.messagesOfType('downloadReceipt')).toContainText('"saved":true');
  await expect(app.checkoutStatus.filter({ hasText: 'Kvitteringen er lagret i appen.' })).toBeVisible();
});

test('an answer from another window or origin is ignored; a malformed one is ignored with a warning and the scan still takes the app’s', async ({
  page,
  shop,
  cart,
  app,
}) => {
  await shop.open('/native.html');
  await cart.buttonNamed('Handlevogn, 0 varer, 0,00 kr').waitFor();
  // The stand-in app holds its answer: the answers below are the test's.
  await app.appAnswers.uncheck();
  await app.button('Skann strekkode').click();
  await expect(app.messagesOfType('barcodeScan')).toHaveCount(1);
  await expect(app.featureStatus).toHaveText('Venter på appen …');
  const answer = { source: 'kurv-app', type: 'barcodeScan', requestId: await app.lastRequestId('barcodeScan'), ean: SCANNED.ean };

  // Well-formed and for the waiting request, but from an iframe of the page's origin, and from one of another origin.
  await app.answerFromFrame(answer, { sameOrigin: true });
  await app.answerFromFrame(answer, { sameOrigin: false });
  // Malformed, from the app: a warning names the problem. Posted after the frames' answers, it is read after them.
  const warning = page.waitForEvent('console', { predicate: (message) => message.text().includes('An answer from the app was ignored') });
  await app.answerAsApp({ ...answer, ean: 'ikke en strekkode' });
  expect((await warning).text()).toBe(
    "[kurv] An answer from the app was ignored: the barcodeScan answer's ean must be a barcode of 8, 12, 13 or 14 digits, or null when the scan was cancelled",
  );
  await expect(cart.buttonNamed('Handlevogn, 0 varer, 0,00 kr')).toBeVisible();
  await expect(app.featureStatus).toHaveText('Venter på appen …');

  // Nothing was lost: the request still waits, and the app's own answer is taken.
  await app.answerAsApp(answer);
  await expect(app.featureStatus).toHaveText(`Strekkode ${SCANNED.ean} er lagt i handlevognen.`);
  await expect(cart.buttonNamed(/^Handlevogn, 1 vare, /)).toBeVisible();
});
