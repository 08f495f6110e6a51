import { CartPopup } from '../pages/CartPopup';
import { ShopPage } from '../pages/ShopPage';
import { holdBackCalculator } from '../support/calculator';
import { loginWithSavedCart } from '../support/cart-seeds';
import { expect, test } from '../support/fixtures';
import { openOtherDevice } from '../support/other-device';

/**
 * `<edit-order-dialog>` and the shopper's own cart (issue 34; the spec says only that the edit's cart takes the order's
 * items): Kari's cart from before the edit is kept while she changes her open order 4100001 (pickup code 483920: Tine
 * Lettmelk 1 % ×2, Kneippbrød, Norvegia 26 %, epler) and comes back whole when the edit ends: 'Avslutt endring', a reload
 * in the middle, the deadline passing on both clocks. Another device of hers never shows the order's lines as a cart of
 * its own: it shows her own cart, without the edit's banner, and says that it is a new order beside the order that can still
 * be changed (with 'Endre bestilling' to take that change up there). Her own cart is saved on the platform (another device
 * filled it); the question and the answers are what these journeys check, so they stay presses. The deadline (tomorrow
 * 12.00 in Oslo) is read on the date: these run on every date of the table (support/dated-specs.ts).
 */

/** Kari, with her own cart of 4 items saved on the platform (Grandiosa, 2 × Kims, Lambi), on the shop page. */
test.beforeEach(async ({ page, sim, shop, cart }) => {
  await loginWithSavedCart(sim, page.request, 'member', { 'Grandiosa Original': 1, 'Kims Potetgull Salt': 2, 'Lambi Toalettpapir': 1 });
  await shop.open();
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  await expect(cart.buttonNamed(/^Handlevogn, 4 varer, /)).toBeVisible();
});

test('a member who adds to her open order and ends the edit gets back every line of the cart from before', async ({
  cart,
  products,
  editOrder,
}) => {
  await products.add('Bananer');
  await expect(editOrder.question).toContainText('Varene du har i handlevognen nå, tar vi vare på til du er ferdig med endringen.');
  await editOrder.editOrderButton.click();
  await expect(editOrder.question).toBeHidden();
  await cart.open();
  await expect(cart.dialog).toContainText('Du endrer bestillingen med hentekode 483920.');
  await expect(cart.line('Bananer')).toHaveCount(1);
  await expect(cart.line('Tine Lettmelk 1 %')).toHaveCount(1);
  await expect(cart.line('Grandiosa Original')).toHaveCount(0);

  await cart.dialog.getByRole('button', { name: 'Avslutt endring' }).click();
  await expect(cart.dialog).not.toContainText('Du endrer bestillingen');
  await expect(cart.lines).toHaveCount(3);
  await expect(cart.line('Grandiosa Original')).toHaveCount(1);
  await expect(cart.line('Kims Potetgull Salt')).toContainText('2');
  await expect(cart.line('Lambi Toalettpapir')).toHaveCount(1);
  await expect(cart.line('Bananer')).toHaveCount(0);
  await expect(cart.buttonNamed(/^Handlevogn, 4 varer, /)).toBeVisible();
});

test('a member who reloads the page in the middle of an order edit gets back the cart from before when she ends it', async ({
  page,
  shop,
  cart,
  editOrder,
}) => {
  await editOrder.changeOrder('4100001');
  await expect(editOrder.changeQuestion).toContainText('Varene du har i handlevognen nå, tar vi vare på til du er ferdig med endringen.');
  await editOrder.changeQuestion.getByRole('button', { name: 'Endre bestilling' }).click();
  await expect(editOrder.changeQuestion).toBeHidden();
  await expect(cart.buttonNamed(/^Handlevogn, 5 varer, /)).toBeVisible();

  await page.reload();
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  await cart.open();
  await expect(cart.dialog).toContainText('Du endrer bestillingen med hentekode 483920.');
  await expect(cart.line('Norvegia 26 %')).toHaveCount(1);
  await expect(cart.line('Grandiosa Original')).toHaveCount(0);

  await cart.dialog.getByRole('button', { name: 'Avslutt endring' }).click();
  await expect(cart.dialog).not.toContainText('Du endrer bestillingen');
  await expect(cart.lines).toHaveCount(3);
  await expect(cart.line('Grandiosa Original')).toHaveCount(1);
  await expect(cart.line('Kims Potetgull Salt')).toContainText('2');
  await expect(cart.line('Lambi Toalettpapir')).toHaveCount(1);
  await expect(cart.line('Norvegia 26 %')).toHaveCount(0);
});

test('a member who logs out in the middle of an order edit leaves neither the order nor its lines to the next shopper of the device', async ({
  sim,
  shop,
  cart,
  editOrder,
}) => {
  await editOrder.beginChange('4100001');
  await expect(cart.buttonNamed(/^Handlevogn, 5 varer, /)).toBeVisible();

  await shop.logOutFromTestPanel();
  // The cart from before the edit comes back, as a logout leaves a cart; the order's lines and pickup code do not stay.
  await expect(cart.buttonNamed(/^Handlevogn, 4 varer, /)).toBeVisible();
  await cart.open();
  await expect(cart.dialog).not.toContainText('483920');
  await expect(cart.line('Norvegia 26 %')).toHaveCount(0);
  await expect(cart.line('Grandiosa Original')).toHaveCount(1);
  await cart.dialog.getByRole('button', { name: 'Lukk' }).first().click();

  // The next member on the device is not in Kari's order edit either.
  await shop.login((await sim.login('associated')).token);
  await expect(shop.loggedInAs).not.toHaveText(/Anonym|Kari/);
  await cart.open();
  await expect(cart.dialog).not.toContainText('Du endrer bestillingen');
  await expect(cart.dialog).not.toContainText('483920');
});

test('a member whose order edit ends at the deadline gets back the cart from before, not the order’s lines', async ({
  page,
  sim,
  cart,
  editOrder,
}) => {
  await editOrder.beginChange('4100001');
  await cart.open();
  await expect(cart.dialog).toContainText('Du endrer bestillingen med hentekode 483920.');
  await expect(cart.line('Kneippbrød')).toHaveCount(1);

  // Past the deadline (tomorrow 12:00) on the simulator's clock and the browser's, as a laptop waking after two days.
  await sim.advanceClock(2 * 24 * 60);
  await page.clock.fastForward(2 * 24 * 60 * 60_000);
  await expect(cart.dialog).not.toContainText('Du endrer bestillingen med hentekode 483920.');
  await expect(cart.lines).toHaveCount(3);
  await expect(cart.line('Grandiosa Original')).toHaveCount(1);
  await expect(cart.line('Kims Potetgull Salt')).toContainText('2');
  await expect(cart.line('Lambi Toalettpapir')).toHaveCount(1);
  await expect(cart.line('Kneippbrød')).toHaveCount(0);
});

test('on another device, a member who is changing an order sees her own cart, never the order’s lines as a new cart', async ({
  sim,
  cart,
  editOrder,
  browser,
  baseURL,
  flavour,
}) => {
  await editOrder.beginChange('4100001');
  await expect(cart.buttonNamed(/^Handlevogn, 5 varer, /)).toBeVisible();

  const phone = await openOtherDevice(browser, baseURL ?? '', sim, flavour, 'member');
  await expect(phone.cart.buttonNamed(/^Handlevogn, 4 varer, /)).toBeVisible();
  await phone.cart.open();
  await expect(phone.cart.dialog).not.toContainText('Du endrer bestillingen');
  await expect(phone.cart.lines).toHaveCount(3);
  await expect(phone.cart.line('Grandiosa Original')).toHaveCount(1);
  await expect(phone.cart.line('Tine Lettmelk 1 %')).toHaveCount(0);
  await expect(phone.cart.line('Kneippbrød')).toHaveCount(0);
  await expect(phone.cart.dialog).toContainText('Varene i handlevognen blir en ny bestilling.');
  await expect(phone.cart.dialog).toContainText(/Bestillingen med hentekode 483920 kan endres frem til \d\d\.\d\d 12\.00\./);
  await phone.context.close();
});

test('a member with an order open for changes reads in her cart that it is a new order, and takes up the order’s change from there', async ({
  cart,
  editOrder,
}) => {
  await cart.open();
  await expect(cart.dialog).toContainText('Varene i handlevognen blir en ny bestilling.');
  await expect(cart.dialog).toContainText(/Bestillingen med hentekode 483920 kan endres frem til \d\d\.\d\d 12\.00\./);

  await cart.changeOrderButton.click();
  await expect(cart.dialog).toBeHidden();
  await expect(editOrder.changeQuestion).toContainText('Varene du har i handlevognen nå, tar vi vare på til du er ferdig med endringen.');
  await editOrder.changeQuestion.getByRole('button', { name: 'Endre bestilling' }).click();
  await expect(cart.buttonNamed(/^Handlevogn, 5 varer, /)).toBeVisible();
  await cart.open();
  await expect(cart.dialog).toContainText('Du endrer bestillingen med hentekode 483920.');
  await expect(cart.dialog).not.toContainText('Varene i handlevognen blir en ny bestilling.');
  await expect(cart.line('Norvegia 26 %')).toHaveCount(1);

  await cart.dialog.getByRole('button', { name: 'Avslutt endring' }).click();
  await expect(cart.lines).toHaveCount(3);
  await expect(cart.line('Grandiosa Original')).toHaveCount(1);
});

test('in a second tab whose calculation is on its way when the edit begins, the member sees the edit there once it returns, and keeps it in the first', async ({
  context,
  cart,
  editOrder,
}) => {
  const secondTab = new ShopPage(await context.newPage());
  const secondCalculator = await holdBackCalculator(secondTab.page);
  await secondTab.open();
  const secondCart = new CartPopup(secondTab.page);
  await expect(secondCart.buttonNamed(/^Handlevogn, 4 varer, /)).toBeVisible();
  await secondCalculator.called;

  await editOrder.beginChange('4100001');
  await expect(cart.buttonNamed(/^Handlevogn, 5 varer, /)).toBeVisible();
  await secondCalculator.release();

  await expect(secondCart.buttonNamed(/^Handlevogn, 5 varer, /)).toBeVisible();
  await secondCart.open();
  await expect(secondCart.dialog).toContainText('Du endrer bestillingen med hentekode 483920.');
  await expect(secondCart.line('Norvegia 26 %')).toHaveCount(1);
  await expect(cart.buttonNamed(/^Handlevogn, 5 varer, /)).toBeVisible();
  await cart.open();
  await expect(cart.dialog).toContainText('Du endrer bestillingen med hentekode 483920.');
  await expect(cart.line('Norvegia 26 %')).toHaveCount(1);
});

test('in a second tab of the same browser, a member sees the order edit with its banner, and her own cart once it ends', async ({
  context,
  cart,
  editOrder,
}) => {
  const secondTab = new ShopPage(await context.newPage());
  await secondTab.open();
  const secondCart = new CartPopup(secondTab.page);
  await expect(secondCart.buttonNamed(/^Handlevogn, 4 varer, /)).toBeVisible();

  await editOrder.beginChange('4100001');
  await expect(cart.buttonNamed(/^Handlevogn, 5 varer, /)).toBeVisible();

  await expect(secondCart.buttonNamed(/^Handlevogn, 5 varer, /)).toBeVisible();
  await secondCart.open();
  await expect(secondCart.dialog).toContainText('Du endrer bestillingen med hentekode 483920.');
  await expect(secondCart.line('Norvegia 26 %')).toHaveCount(1);
  await secondTab.page.keyboard.press('Escape');
  await expect(secondCart.dialog).toBeHidden();

  await cart.open();
  await cart.dialog.getByRole('button', { name: 'Avslutt endring' }).click();
  await expect(cart.lines).toHaveCount(3);

  await expect(secondCart.buttonNamed(/^Handlevogn, 4 varer, /)).toBeVisible();
  await secondCart.open();
  await expect(secondCart.dialog).not.toContainText('Du endrer bestillingen');
  await expect(secondCart.lines).toHaveCount(3);
  await expect(secondCart.line('Grandiosa Original')).toHaveCount(1);
  await expect(secondCart.line('Norvegia 26 %')).toHaveCount(0);
});
