import { expect, test } from '../support/fixtures';
import { watchConsole } from '../support/console-lines';
import { keepAnonymousStoreCookie } from '../support/handover-seeds';
import { BERGEN_STORSENTER, editOrderAsKari, orderForKari } from '../support/order-edit-seeds';

/**
 * Spec section 8's internal messages: the platform's and Kurv's own English messages, which never reach the shopper but
 * do reach the page's console (and the site's logging service) where a widget meets them. Arranged through the
 * simulator; seen on the widgets (what the shopper gets instead) and in the console. The pickup-store choice in the
 * order edit is only opened, no day or window chosen, so these run at the pinned instant only.
 */

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
