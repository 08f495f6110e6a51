import { axeViolations } from '../support/axe';
import { type CalculatorAnswer, followCalculator } from '../support/calculator';
import { expectPopupTotalsFromSimulator, expectSummaryFromCalculator } from '../support/cart-checks';
import { putInCart } from '../support/cart-seeds';
import { expect, test } from '../support/fixtures';
import { kroner } from '../support/money';

/**
 * The cart with a chosen handover window: the window's price in the popup's summary and the checkout popup's minimums
 * (spec sections 4 and 6, issue 17). Which windows are open, and what they cost, depends on the date: these run on every
 * date of the table (support/dated-specs.ts), the rest of the cart's specs at the pinned instant.
 */

test('an offer, another bag type and a chosen pickup window: every line of the summary is the calculator’s, also in the checkout popup', async ({
  page,
  shop,
  cart,
  picker,
}) => {
  const { answers } = followCalculator(page);
  await shop.open();
  await putInCart(page, { 'Tine Lettmelk 1 %': 1, 'Grandiosa Original': 1 });
  await expect(cart.buttonNamed('Handlevogn, 2 varer, 86,80 kr')).toBeVisible();

  await cart.button.click();
  const dialog = cart.dialog;
  // Grandiosa 59,90 kr, before 79,90 kr: the items before the offer, the saving, the bag.
  await expect(cart.totalRow('Varer')).toHaveText('104,80 kr');
  await expect(cart.totalRow('Rabatter')).toHaveText('\u221220,00 kr');
  await expectSummaryFromCalculator(cart, answers);

  await dialog.getByRole('radio', { name: 'Papirpose, 3,50 kr per stk' }).check();
  await expect(cart.totalRow('Emballasje')).toHaveText('3,50 kr');
  await expectSummaryFromCalculator(cart, answers);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A pickup window (29 kr under 500 kr at the store), the third open day's first, chosen and confirmed in the picker:
  // its price joins the total to pay.
  await picker.toPickupTimePage();
  await picker.timePage.chooseWindow(2);
  await picker.timePage.confirm();
  await expect.poll(() => answers.at(-1)?.fees.handover ?? null).toBe(29);
  await cart.button.click();
  await expect(cart.totalRow('Henting')).toHaveText('29,00 kr');
  await expectSummaryFromCalculator(cart, answers);
  const total = kroner((answers.at(-1) as CalculatorAnswer).totals.totalToPay);
  expect(total).toBe('117,30 kr');
  expect(await axeViolations(page)).toEqual([]);

  // Below the pickup minimum the checkout popup opens, with the same total to pay.
  await cart.checkoutLink.click();
  await expect(cart.checkout).toBeVisible();
  await expect(cart.totalRow('Å betale', cart.checkout)).toHaveText(total);
  expect(await axeViolations(page)).toEqual([]);
});

test('a delivery cart under 300 kr hears «Du må handle for minst 300 kr for å få varene levert på døren» at checkout', async ({
  page,
  sim,
  shop,
  cart,
  products,
  picker,
}) => {
  await shop.open();
  // Delivery to Karl Johans gate 1 and a time window, as in the picker's specs.
  await picker.trigger.click();
  await picker.typePage.chooseDeliveryTo('Karl Johans gate 1', /Karl Johans gate 1, 0154 OSLO/);
  await picker.typePage.continueButton.click();
  const time = picker.timePage.deliveryDialog;
  await picker.timePage.openWindows(time).first().check();
  const reload = page.waitForEvent('load');
  await picker.timePage.confirmButton(time).click();
  await reload;
  await expect(picker.trigger).toContainText('Karl Johans gate 1');

  await products.add('Norvegia 26 %');
  await expect(products.quantity('Norvegia 26 %')).toContainText('1');
  await cart.button.click();
  // 129,00 kr, a plastic bag and the chosen window's delivery price (issue 17: the window's price is in the total).
  await expect(cart.totalRow('Levering')).toHaveText(/^\d+,\d\d kr$/);
  await expectPopupTotalsFromSimulator(sim, shop, cart);
  await cart.checkoutLink.click();

  const checkout = cart.checkout;
  await expect(checkout).toBeVisible();
  await expect(checkout.getByText('Du må handle for minst 300 kr for å få varene levert på døren', { exact: true })).toBeVisible();
  await expect(checkout).toContainText('Levert på døren');
  await expect(checkout).toContainText('Karl Johans gate 1');
  await expect(checkout.getByRole('link', { name: 'Gå til kassen' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});
