import type { Page } from '@playwright/test';
import type { CartPopup } from '../pages/CartPopup';
import type { ShopPage } from '../pages/ShopPage';
import { axeViolations } from '../support/axe';
import { type CalculatorAnswer, followCalculator } from '../support/calculator';
import { expectSummaryFromCalculator } from '../support/cart-checks';
import { loginWithSavedCart, putInCart } from '../support/cart-seeds';
import { expect, test } from '../support/fixtures';
import { tabTo } from '../support/keyboard';
import { kroner, roundToOre as round } from '../support/money';
import type { SimulatorClient } from '../support/simulator';

/**
 * Issue 17, points 1 and 9: the cart popup's amounts a shopper can check against the simulator calculator's answer
 * (items before savings, savings, bag fee, service fee, the chosen window's price, the total to pay beside 'Til kassen'
 * and in the checkout popup), the options with their prices, the amounts after a failed calculation, and the server's
 * own message on a failed product lookup (spec section 8). The carts whose adds are not what a test checks are put in
 * in one call: an anonymous shopper's through the host page's API, a user's as the cart saved on the platform.
 */

const DEFAULT_ERROR = 'Det har skjedd en feil. Vennligst prøv igjen senere.';
const NOT_UPDATED = '(ikke oppdatert)';
const SUMMARY_NOT_UPDATED = 'Beløpene er ikke oppdatert. De kan endre seg når handlevognen er beregnet på nytt.';

/** Not on the example page: a tile of it is put on the page (as a CMS would) when its lookup is to fail. */
const PARACET_MIKSTUR = '7065512450081';

test('the bag fee explains the badge: one 24,90 kr milk makes 26,90 kr, and the summary says why, beside «Til kassen»', async ({
  page,
  shop,
  cart,
}) => {
  const { answers } = followCalculator(page);
  await shop.open();
  await putInCart(page, { 'Tine Lettmelk 1 %': 1 });
  await expect(cart.buttonNamed('Handlevogn, 1 vare, 26,90 kr')).toBeVisible();

  await cart.button.click();
  const dialog = cart.dialog;
  await expect(cart.totalRow('Varer')).toHaveText('24,90 kr');
  await expect(cart.totalRow('Emballasje')).toHaveText('2,00 kr');
  await expect(cart.totalRow('Å betale')).toHaveText('26,90 kr');
  await expectSummaryFromCalculator(cart, answers);
  // The total to pay shares its row with 'Til kassen'.
  const totalBox = await cart.totalRow('Å betale').boundingBox();
  const linkBox = await cart.checkoutLink.boundingBox();
  expect(totalBox && linkBox && Math.abs(totalBox.y + totalBox.height / 2 - (linkBox.y + linkBox.height / 2)) < linkBox.height).toBe(true);
  // Each bag type says its price: no option adds an amount the shopper cannot see.
  const bags = dialog.getByRole('group', { name: 'Emballasje' });
  await expect(bags.getByRole('radio')).toHaveCount(3);
  await expect(bags.getByRole('radio', { name: 'Plastpose, 2,00 kr per stk' })).toBeChecked();
  await expect(bags.getByRole('radio', { name: 'Papirpose, 3,50 kr per stk' })).toBeVisible();
  await expect(bags.getByRole('radio', { name: 'Pappeske, 9,90 kr per stk' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('with many lines, the fees and the total to pay stay in view beside «Til kassen»', async ({ page, shop, cart }) => {
    await shop.open();
    await putInCart(page, { 'Tine Lettmelk 1 %': 1, 'Grandiosa Original': 1, Kneippbrød: 1, 'Norvegia 26 %': 1, Bananer: 1 });
    await expect(cart.button).toHaveAccessibleName(/^Handlevogn, \d+ varer, /);
    await cart.button.click();
    await expect(cart.lines).toHaveCount(5);
    await expect(cart.totalRow('Emballasje')).toBeInViewport();
    await expect(cart.totalRow('Å betale')).toBeInViewport();
    await expect(cart.checkoutLink).toBeInViewport();
    // The last line is below the fold: the lines scroll, the amounts do not.
    await expect(cart.lines.last()).not.toBeInViewport();
  });
});

test('a corporate user sees each service fee with its price, and the one chosen in the total to pay', async ({ page, sim, shop, cart }) => {
  const { answers } = followCalculator(page);
  // The canteen's cart, saved on the platform: Grandiosa (its add, and the question about the canteen's open order, are
  // the picker's and the order edit's to test).
  await loginWithSavedCart(sim, page.request, 'corporate', { 'Grandiosa Original': 1 });
  await shop.open();
  await expect(shop.loggedInAs).toHaveText(/Nordlys Kantine AS/);
  await expect(cart.button).toHaveAccessibleName(/^Handlevogn, [1-9]\d* varer?, /);

  await cart.button.click();
  const dialog = cart.dialog;
  await expectSummaryFromCalculator(cart, answers);
  const before = (answers.at(-1) as CalculatorAnswer).totals.totalToPay;
  const fees = dialog.getByRole('group', { name: 'Tilleggstjeneste' });
  await expect(fees.getByRole('radio')).toHaveCount(4);
  await expect(fees.getByRole('radio', { name: 'Ingen' })).toBeVisible();
  await expect(fees.getByRole('radio', { name: 'Oppskjæring, 149,00 kr' })).toBeVisible();
  await expect(fees.getByRole('radio', { name: 'Oppskjæring (privat), 99,00 kr' })).toBeVisible();
  await expect(fees.getByRole('radio', { name: 'Faktura, 39,00 kr' })).toBeVisible();

  await fees.getByRole('radio', { name: 'Faktura, 39,00 kr' }).check();
  await expect(cart.totalRow('Tilleggstjeneste')).toHaveText('39,00 kr');
  await expectSummaryFromCalculator(cart, answers);
  // 'Faktura' adds the 39,00 kr its option says, and nothing else.
  await expect(cart.totalRow('Å betale')).toHaveText(kroner(round(before + 39)));
  expect(await axeViolations(page)).toEqual([]);
});

/** The example page's cart of Kneippbrød and Tine Lettmelk 1 %, priced (66,80 kr with a bag), its popup open. */
async function openBreadAndMilkCart(page: Page, shop: ShopPage, cart: CartPopup): Promise<void> {
  await shop.open();
  await putInCart(page, { Kneippbrød: 1, 'Tine Lettmelk 1 %': 1 });
  await expect(cart.buttonNamed('Handlevogn, 2 varer, 66,80 kr')).toBeVisible();
  await cart.open();
}

test('a calculation held 2.5 s that then fails: «Oppdaterer handlevognen …» gives way to the error, and the amounts come back marked', async ({
  page,
  sim,
  shop,
  cart,
}) => {
  await openBreadAndMilkCart(page, shop, cart);
  await sim.addFault({ route: 'POST /api/cart/calculator/*', status: 500, delayMs: 2500, times: 1 });
  await cart.dialog.getByRole('button', { name: 'Øk antall av Kneippbrød' }).click();
  await expect(cart.updatingShown).toBeVisible();
  await expect(cart.totalRow('Å betale')).toBeHidden();

  await expect(cart.dialog.getByRole('alert')).toContainText(DEFAULT_ERROR);
  await expect(cart.updatingShown).toBeHidden();
  await expect(cart.totalRow('Å betale')).toHaveText(`66,80 kr ${NOT_UPDATED}`);
});

test('a calculator 500 marks every amount not updated, keeps every line, and no line amount disagrees with its quantity', async ({
  page,
  sim,
  shop,
  cart,
}) => {
  await openBreadAndMilkCart(page, shop, cart);
  const dialog = cart.dialog;
  await expect(dialog.getByText(SUMMARY_NOT_UPDATED)).toHaveCount(0);

  await sim.addFault({ route: 'POST /api/cart/calculator/*', status: 500, times: 1 });
  await dialog.getByRole('button', { name: 'Øk antall av Kneippbrød' }).click();

  await expect(dialog.getByRole('alert')).toContainText(DEFAULT_ERROR);
  await expect(cart.lines).toHaveCount(2);
  await expect(dialog.getByRole('group', { name: 'Antall av Kneippbrød' })).toContainText('2');
  // Two loaves: 2 × 39,90 kr, marked; never the one loaf's 39,90 kr.
  const bread = cart.line('Kneippbrød');
  await expect(bread).toContainText(`79,80 kr${NOT_UPDATED}`);
  await expect(bread).not.toContainText('39,90 kr');
  await expect(cart.line('Tine Lettmelk 1 %')).toContainText('24,90 kr');
  await expect(cart.line('Tine Lettmelk 1 %')).not.toContainText(NOT_UPDATED);
  // The summary is the last calculation's, each amount marked, and said once.
  await expect(dialog.getByRole('status').filter({ hasText: SUMMARY_NOT_UPDATED })).toBeVisible();
  await expect(cart.totalRow('Varer')).toHaveText(`64,80 kr ${NOT_UPDATED}`);
  await expect(cart.totalRow('Emballasje')).toHaveText(`2,00 kr ${NOT_UPDATED}`);
  await expect(cart.totalRow('Å betale')).toHaveText(`66,80 kr ${NOT_UPDATED}`);
  // The badge's total is the same last calculation's, and says so too.
  await expect(cart.button).toHaveAccessibleName(`Handlevogn, 3 varer, 66,80 kr ${NOT_UPDATED}`);
  expect(await axeViolations(page)).toEqual([]);

  // Closing the error leaves the amounts marked: they are still not the cart's.
  await dialog.getByRole('alert').getByRole('button', { name: 'Lukk' }).click();
  await expect(cart.totalRow('Å betale')).toHaveText(`66,80 kr ${NOT_UPDATED}`);

  // A reload keeps both lines, and prices the cart again.
  await page.reload();
  await expect(cart.buttonNamed('Handlevogn, 3 varer, 106,70 kr')).toBeVisible();
  await cart.button.click();
  await expect(cart.line('Kneippbrød')).toContainText('79,80 kr');
  await expect(cart.line('Kneippbrød')).not.toContainText(NOT_UPDATED);
  await expect(cart.totalRow('Å betale')).toHaveText('106,70 kr');
  await expect(dialog.getByText(SUMMARY_NOT_UPDATED)).toHaveCount(0);
});

test('by keyboard alone: the total to pay follows the bag type chosen with the arrow keys, and «Til kassen» is next', async ({
  page,
  shop,
  cart,
}) => {
  const { answers } = followCalculator(page);
  await shop.open();
  await putInCart(page, { 'Tine Lettmelk 1 %': 1 });
  await expect(cart.buttonNamed('Handlevogn, 1 vare, 26,90 kr')).toBeVisible();

  await cart.button.focus();
  await page.keyboard.press('Enter');
  const dialog = cart.dialog;
  await expect(dialog).toBeVisible();
  const bags = dialog.getByRole('group', { name: 'Emballasje' });
  await tabTo(page, bags.getByRole('radio', { name: 'Plastpose, 2,00 kr per stk' }), 'Tab', 80);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(bags.getByRole('radio', { name: 'Pappeske, 9,90 kr per stk' })).toBeChecked();
  await expect(cart.totalRow('Emballasje')).toHaveText('9,90 kr');
  await expect(cart.totalRow('Å betale')).toHaveText('34,80 kr');
  await expectSummaryFromCalculator(cart, answers);

  await tabTo(page, cart.checkoutLink, 'Tab', 80);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cart.button).toBeFocused();
  await expect(cart.button).toHaveAccessibleName('Handlevogn, 1 vare, 34,80 kr');
});

test.describe('spec section 8: the server’s own message unless its code is 404 or 500', () => {
  /** Puts a tile of a product whose lookup fails on the page, and adds it. */
  async function addFailingProduct(page: Page, sim: SimulatorClient, fault: { status: number; message: string }) {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Legg i handlevogn: Tine Lettmelk 1 %' })).toBeVisible();
    await sim.addFault({ route: 'GET /api/products/*', status: fault.status, body: { code: fault.status, message: fault.message } });
    await page.evaluate((ean) => {
      const tile = document.createElement('add-to-cart-button');
      tile.setAttribute('ean', ean);
      document.querySelector('main')?.prepend(tile);
    }, PARACET_MIKSTUR);
    const element = page.locator(`add-to-cart-button[ean="${PARACET_MIKSTUR}"]`);
    await element.getByRole('button', { name: /^Legg i handlevogn/ }).click();
    return element;
  }

  test('a 503 with a message on the product lookup shows the server’s message', async ({ page, sim, cart }) => {
    const element = await addFailingProduct(page, sim, { status: 503, message: 'Varesøket er nede for vedlikehold. Prøv igjen om litt.' });
    await expect(element.getByRole('alert')).toHaveText('Varesøket er nede for vedlikehold. Prøv igjen om litt.');
    await expect(cart.button).toHaveAccessibleName('Handlevogn, 0 varer, 0,00 kr');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a 500 with a message on the product lookup shows the default message', async ({ page, sim }) => {
    const element = await addFailingProduct(page, sim, { status: 500, message: 'NullPointerException i varetjenesten' });
    await expect(element.getByRole('alert')).toHaveText(DEFAULT_ERROR);
  });

  test('a 503 with a message on the calculator shows the server’s message', async ({ page, sim, shop, cart, products }) => {
    await shop.open();
    await putInCart(page, { 'Tine Lettmelk 1 %': 1 });
    await expect(cart.buttonNamed('Handlevogn, 1 vare, 26,90 kr')).toBeVisible();
    await sim.addFault({
      route: 'POST /api/cart/calculator/*',
      status: 503,
      times: 1,
      body: { code: 503, message: 'Kalkulatoren er opptatt' },
    });
    await products.increaseButton('Tine Lettmelk 1 %').click();
    await expect(page.locator('add-to-cart-button').getByRole('alert')).toHaveText('Kalkulatoren er opptatt');
  });
});

test('a corporate cart with an offer, a «3 for 2», an active coupon, a bag type and a service fee: every summary line is the calculator’s', async ({
  page,
  sim,
  shop,
  cart,
  products,
  editOrder,
}) => {
  const { answers } = followCalculator(page);
  await sim.login('corporate');
  await shop.open();
  await expect(shop.loggedInAs).toHaveText(/Nordlys Kantine AS/);
  // The canteen's active coupon is on Zalo Oppvaskmiddel, which the example page does not sell: a tile of it is put on
  // the page, as a CMS would.
  const zalo = '7013140497732';
  await page.evaluate((ean) => {
    const tile = document.createElement('add-to-cart-button');
    tile.setAttribute('ean', ean);
    document.querySelector('main')?.prepend(tile);
  }, zalo);

  await products.add('Grandiosa Original');
  // The canteen has an order it may still change: the add goes to a new order.
  await editOrder.startNewOrderButton.click();
  await expect(cart.button).toHaveAccessibleName(/^Handlevogn, 1 vare, /);
  await page
    .locator(`add-to-cart-button[ean="${zalo}"]`)
    .getByRole('button', { name: /^Legg i handlevogn/ })
    .click();
  await expect(cart.button).toHaveAccessibleName(/^Handlevogn, 2 varer, /);
  // Corporate users get the dropdown: three bags of chips, the third free.
  await products.add('Kims Potetgull Salt');
  await expect(cart.button).toHaveAccessibleName(/^Handlevogn, 3 varer, /);
  await page.getByRole('combobox', { name: /Kims Potetgull Salt/ }).selectOption('3');
  await expect(cart.button).toHaveAccessibleName(/^Handlevogn, 5 varer, /);

  await cart.button.click();
  const dialog = cart.dialog;
  await dialog.getByRole('radio', { name: 'Papirpose, 3,50 kr per stk' }).check();
  await dialog.getByRole('group', { name: 'Tilleggstjeneste' }).getByRole('radio', { name: 'Faktura, 39,00 kr' }).check();
  await expect(cart.totalRow('Tilleggstjeneste')).toHaveText('39,00 kr');
  await expectSummaryFromCalculator(cart, answers);

  // Each kind of saving is in the calculator's answer the summary shows.
  const answer = answers.at(-1) as CalculatorAnswer;
  expect(answer.items.find((line) => line.ean === '7082855330153')?.offerSaving).toBeGreaterThan(0);
  expect(answer.items.find((line) => line.ean === '7070798583095')?.promotionSaving).toBe(39.9);
  expect(answer.items.find((line) => line.ean === zalo)?.couponSaving).toBeGreaterThan(0);
  await expect(cart.line('Kims Potetgull Salt').getByText('3 for 2', { exact: true })).toBeVisible();
  await expect(cart.line('Zalo').getByText('Kupong aktivert', { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
