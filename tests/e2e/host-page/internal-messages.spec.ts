import { TEST_USERS } from '../pages/ShopPage';
import { putInCart } from '../support/cart-seeds';
import { watchConsole } from '../support/console-lines';
import { expect, test } from '../support/fixtures';
import { keepAnonymousStoreCookie } from '../support/handover-seeds';
import { callHostApi, tokenWithoutMemberId } from '../support/host-api';
import { BERGEN_STORSENTER, editOrderAsKari, orderForKari } from '../support/order-edit-seeds';

/**
 * Spec section 8's internal messages: the platform's and Kurv's own English messages, which never reach the shopper but
 * do reach the page's console where a widget meets them, or reject a host page's call (issue 36, point 10: the spec map's
 * rows 8.4, 8.8, 8.9, 8.11, 8.13).
 * Arranged through the simulator; seen on the widgets (what the shopper gets instead) and in the console. The closed
 * pickup point's window is chosen three open days ahead: this spec runs on every date (support/dated-specs.ts).
 */

const DEFAULT_ERROR = 'Det har skjedd en feil. Vennligst prøv igjen senere.';
/** MENY Hentepunkt Nydalen: a parcel locker picked by MENY Storo, with an id of its own (its pickupGln). */
const NYDALEN = { name: /MENY Hentepunkt Nydalen/, id: '7080003000017' };

/** A gln no store of the platform has: a store that has closed down since the shopper's last visit. */
const CLOSED_STORE_GLN = '7080001999999';

test('an anonymous shopper whose kept store the platform no longer knows («Could not find store/pickup point …») gets the default store, and the console says why', async ({
  page,
  baseURL,
  shop,
  picker,
}) => {
  const consoleLines = watchConsole(page);
  await keepAnonymousStoreCookie(page.context(), baseURL ?? '', CLOSED_STORE_GLN);
  await shop.open();

  // The platform's default user's store instead, and nothing of the message for the shopper.
  await expect(picker.trigger).toContainText('MENY Storo');
  await expect(page.getByText(/Could not find/)).toHaveCount(0);
  await expect
    .poll(async () => (await consoleLines()).filter((line) => line.includes(`Could not find store/pickup point ${CLOSED_STORE_GLN}`)))
    .toHaveLength(1);
});

test('an edited delivery order whose store neither delivers to its address nor has a pickup store is left as it is: nothing confirmable, and the console says «Delivery not available and no pickup stores with same gln exist»', async ({
  page,
  sim,
  shop,
  picker,
  cart,
  editOrder,
}) => {
  // Delivered to Kari's Oslo home from the Bergen store, which does not deliver there; and the Bergen store no longer
  // takes pickups (inactive), so no pickup store of its gln is offered either (spec section 4's reconciliation).
  await orderForKari(sim, '4199101', BERGEN_STORSENTER, 'Delivery');
  await sim.setStoreActive(BERGEN_STORSENTER, false);
  const consoleLines = watchConsole(page);
  await editOrderAsKari(shop, editOrder, cart, '4199101');

  await picker.trigger.click();
  const { typePage } = picker;
  await expect(typePage.dialog).toBeVisible();
  await expect
    .poll(async () =>
      (await consoleLines()).filter((line) => line.includes('Delivery not available and no pickup stores with same gln exist')),
    )
    .not.toHaveLength(0);
  // Nothing forced (no move to another store or type), so nothing the picker offers is the order's store: its confirm
  // stays disabled, and the shopper never reads the message.
  expect((await consoleLines()).filter((line) => line.includes('handover was changed'))).toEqual([]);
  await expect(typePage.continueButton).toBeDisabled();
  await expect(typePage.dialog.getByText(/Delivery not available/)).toHaveCount(0);
});

test('a pickup point that closes down before the shopper confirms its window («Could not find pickup point with id …»): the time page says the default message, nothing is saved, and the console says why', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  const consoleLines = watchConsole(page);
  await shop.open();
  await expect(picker.trigger).toContainText('MENY Storo');
  const { typePage, locationPage, timePage } = picker;
  await picker.trigger.click();
  await typePage.continueToPickup();
  await locationPage.store(NYDALEN.name).check();
  await locationPage.confirm();
  await timePage.chooseWindow(3);

  await sim.closeDownStore(NYDALEN.id);
  await timePage.confirmButton().click();

  // The shopper reads the default message on the time page, which stays open; the platform's message goes to the console.
  await expect(timePage.dialog.getByText(DEFAULT_ERROR)).toBeVisible();
  await expect
    .poll(async () => (await consoleLines()).filter((line) => line.includes(`Could not find pickup point with id ${NYDALEN.id}`)))
    .not.toHaveLength(0);
  expect(await sim.reservations()).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(picker.trigger).toContainText('MENY Storo');
});

test('a token that names no member is refused with «Missing memberId»: the member’s session and cart stay as they were', async ({
  page,
  sim,
  shop,
  cart,
}) => {
  await shop.openAs('associated');
  await putInCart(page, { 'Tine Lettmelk 1 %': 1 });
  await expect(cart.buttonNamed('Handlevogn, 1 vare, 26,90 kr')).toBeVisible();
  const { token } = await sim.login('member');
  const logoutsBefore = (await sim.requests()).filter((request) => request.path.includes('logout')).length;

  expect(await callHostApi(page, 'login', tokenWithoutMemberId(token))).toEqual({ refused: 'Missing memberId', fields: null });

  await expect(shop.loggedInAs).toHaveText(TEST_USERS.associated);
  await expect(cart.buttonNamed('Handlevogn, 1 vare, 26,90 kr')).toBeVisible();
  expect((await sim.requests()).filter((request) => request.path.includes('logout'))).toHaveLength(logoutsBefore);
  await page.reload();
  await expect(shop.loggedInAs).toHaveText(TEST_USERS.associated);
});

test('the host page’s change of an order while nobody is logged in is refused with «The token has not been set»: nothing is loaded or asked', async ({
  page,
  sim,
  shop,
  editOrder,
}) => {
  await shop.open();
  await expect(shop.loggedInAs).toHaveText('Anonym');
  const orderCalls = async () => (await sim.requests()).filter((request) => request.path.startsWith('/api/order/')).length;
  const before = await orderCalls();

  expect(await callHostApi(page, 'changeOrder', '4100001')).toEqual({
    refused: 'The token has not been set. Log in with a token first',
    fields: null,
  });

  await expect(editOrder.question).toBeHidden();
  expect(await orderCalls()).toBe(before);
});
