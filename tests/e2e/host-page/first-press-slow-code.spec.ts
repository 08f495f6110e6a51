import { AddToCartButton } from '../pages/AddToCartButton';
import { CartPopup } from '../pages/CartPopup';
import { ShopPage } from '../pages/ShopPage';
import { expect, test } from '../support/fixtures';
import {
  expectNotWaiting,
  expectWaiting,
  holdBackLazyFile,
  lazyFile,
  reloadWithCartCodeHeld,
  reloadWithCartCodeRefused,
} from '../support/held-script';
import { pressOn } from '../support/keyboard';

/**
 * Issue 38, the speed a shopper feels on a slow network: the code of an element's next state is fetched on the
 * shopper's intent (a pointer over or the focus on the control), and on a phone the intent is the tap itself, so a first
 * press can wait for it. The control pressed then says it is busy (aria-busy, and after 300 ms a turning mark), and
 * «Legg i handlevogn» pressed again because nothing seemed to happen adds nothing more (use-pending-add.ts), while each
 * press of a stepper's «Øk antall» is a step, shown at once (use-stepped-quantity.ts). The code is held back by the test's route and let go.
 */

const MILK = 'Tine Lettmelk 1 %';
const BANANAS = 'Bananer';

test('«Legg i handlevogn» pressed twice while the cart’s code is on its way says it is busy, keeps the focus and adds one unit', async ({
  page,
  shop,
  products,
  cart,
}) => {
  const cartCode = await holdBackLazyFile(page, 'cart-actions-');
  await shop.open();
  const add = products.addButton(MILK);

  await pressOn(add, 'Enter');
  await expectWaiting(add);
  await page.keyboard.press('Enter');
  await add.click();
  await expect(add).toBeFocused();

  cartCode.release();
  const quantity = products.quantityValue(MILK);
  await expect(quantity).toHaveAttribute('aria-valuenow', '1');
  await expect(quantity).toBeFocused();
  await expect(cart.button).toHaveAccessibleName(/^Handlevogn, 1 vare, (?!0,00 kr$)/);
  await expect(quantity).toHaveAttribute('aria-valuenow', '1');
});

test('«Øk antall» pressed twice on a reloaded page while the cart’s code is on its way shows 3 at once and steps the line twice', async ({
  page,
  shop,
  products,
  cart,
}) => {
  await shop.open();
  const cartCode = await reloadWithCartCodeHeld(page, { [MILK]: 1 }, '1 vare');
  const quantity = products.quantityValue(MILK);
  await expect(quantity).toHaveAttribute('aria-valuenow', '1');

  await products.increaseButton(MILK).click();
  await products.increaseButton(MILK).click();
  await expect(quantity).toHaveAttribute('aria-valuenow', '3');
  await expect(cart.button).toHaveAccessibleName(/^Handlevogn, 1 vare, /);

  cartCode.release();
  await expect(cart.button).toHaveAccessibleName(/^Handlevogn, 3 varer, (?!0,00 kr$)/);
  await expect(quantity).toHaveAttribute('aria-valuenow', '3');
});

test('the cart popup opens with the cart’s code, so a line’s «Øk antall» pressed twice steps the line twice', async ({
  page,
  shop,
  cart,
}) => {
  await shop.open();
  const cartCode = await reloadWithCartCodeHeld(page, { [MILK]: 1 }, '1 vare');

  await cart.button.click();
  await expectWaiting(cart.button);
  await expect(cart.dialog).toBeHidden();
  cartCode.release();
  await expect(cart.dialog).toBeVisible();
  await expectNotWaiting(cart.button);
  const increase = cart.line(MILK).getByRole('button', { name: `Øk antall av ${MILK}` });
  await increase.click();
  await increase.click();
  await expect(cart.button).toHaveAccessibleName(/^Handlevogn, 3 varer, (?!0,00 kr$)/);
  await expect(cart.line(MILK).getByRole('spinbutton', { name: `Antall av ${MILK}` })).toHaveAttribute('aria-valuenow', '3');
});

test('Escape on the busy cart button takes back the press: the popup does not open when the cart’s code comes', async ({
  page,
  shop,
  cart,
}) => {
  await shop.open();
  const cartCode = await reloadWithCartCodeHeld(page, { [MILK]: 1 }, '1 vare');
  await pressOn(cart.button, 'Enter');
  await expectWaiting(cart.button);

  await page.keyboard.press('Escape');
  await expect(cart.button).toHaveAttribute('aria-expanded', 'false');
  await expectNotWaiting(cart.button);
  await expect(cart.button).toBeFocused();

  cartCode.release();
  await expect(cart.button).toHaveAccessibleName(/^Handlevogn, 1 vare, /);
  await expect(cart.dialog).toBeHidden();
});

test('the cart popup opens all the same when the cart’s code could not be fetched, and a line’s step fetches it again', async ({
  page,
  shop,
  cart,
}) => {
  await shop.open();
  await reloadWithCartCodeRefused(page, { [MILK]: 1 }, '1 vare');

  await cart.button.click();
  await expect(cart.dialog).toBeVisible();
  await expectNotWaiting(cart.button);
  await cart
    .line(MILK)
    .getByRole('button', { name: `Øk antall av ${MILK}` })
    .click();
  await expect(cart.button).toHaveAccessibleName(/^Handlevogn, 2 varer, (?!0,00 kr$)/);
});

test('a step whose code could not be fetched gives the line’s quantity back and says so', async ({ page, shop, products, cart }) => {
  await shop.open();
  await reloadWithCartCodeRefused(page, { [MILK]: 1 }, '1 vare');

  await products.increaseButton(MILK).click();
  await expect(products.tile(MILK).getByRole('alert')).toHaveText('Det har skjedd en feil. Vennligst prøv igjen senere.');
  await expect(products.quantityValue(MILK)).toHaveAttribute('aria-valuenow', '1');
  await expect(cart.button).toHaveAccessibleName(/^Handlevogn, 1 vare, /);
});

test('an add whose code could not be fetched says so and is not busy; the next press adds', async ({ page, shop, products, cart }) => {
  await page.route(lazyFile('cart-actions-'), (route) => route.abort(), { times: 1 });
  await shop.open();
  const add = products.addButton(MILK);

  await add.click();
  await expect(products.tile(MILK).getByRole('alert')).toHaveText('Det har skjedd en feil. Vennligst prøv igjen senere.');
  await expectNotWaiting(add);
  await expect(cart.button).toHaveAccessibleName(/^Handlevogn, 0 varer/);

  await add.click();
  await expect(products.quantity(MILK)).toContainText('1');
  await expect(cart.button).toHaveAccessibleName(/^Handlevogn, 1 vare, /);
});

test('the cart button pressed while the cart popup’s code is on its way says it is busy until the popup shows', async ({
  page,
  shop,
  cart,
}) => {
  const panels = await holdBackLazyFile(page, 'CartPanels-');
  await shop.open();

  await cart.button.click();
  await expect(cart.button).toHaveAttribute('aria-expanded', 'true');
  await expectWaiting(cart.button);

  panels.release();
  await expect(cart.dialog).toBeVisible();
  await expectNotWaiting(cart.button);
});

test('the picker’s trigger pressed while the picker’s code is on its way says it is busy until the picker shows', async ({
  page,
  shop,
  picker,
}) => {
  // Both waits: the handover's state code first, then the picker's pages.
  const handoverCode = await holdBackLazyFile(page, 'create-handover-slice-');
  const pages = await holdBackLazyFile(page, 'HandoverPickerPanel-');
  await shop.open();
  await expect(picker.trigger).toContainText('MENY Storo');

  await picker.trigger.click();
  await expectWaiting(picker.trigger);
  handoverCode.release();
  await expect(picker.trigger).toHaveAttribute('aria-expanded', 'true');
  await expectWaiting(picker.trigger);

  pages.release();
  await picker.typePage.expectOpen();
  await expectNotWaiting(picker.trigger);
});

test('an add waiting for the cart’s code, and a line added meanwhile in a second tab: both tabs end with both lines', async ({
  page,
  context,
  shop,
  products,
  cart,
}) => {
  const cartCode = await holdBackLazyFile(page, 'cart-actions-');
  await shop.open();
  await products.addButton(MILK).click();
  await expectWaiting(products.addButton(MILK));

  const secondTab = new ShopPage(await context.newPage());
  await secondTab.open();
  const secondProducts = new AddToCartButton(secondTab.page);
  const secondCart = new CartPopup(secondTab.page);
  await secondProducts.add(BANANAS);
  await expect(secondCart.button).toHaveAccessibleName(/^Handlevogn, 1 vare, (?!0,00 kr$)/);
  await page.bringToFront();
  cartCode.release();

  for (const [tabProducts, tabCart] of [
    [products, cart],
    [secondProducts, secondCart],
  ] as const) {
    await expect(tabCart.button).toHaveAccessibleName(/^Handlevogn, 2 varer, (?!0,00 kr$)/);
    await expect(tabProducts.quantityValue(MILK)).toHaveAttribute('aria-valuenow', '1');
    await expect(tabProducts.quantityValue(BANANAS)).toHaveAttribute('aria-valuenow', '1');
  }
});
