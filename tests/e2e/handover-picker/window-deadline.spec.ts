import { TEST_USERS } from '../pages/ShopPage';
import { expect, test } from '../support/fixtures';
import { memberWithSavedPickupWindow } from '../support/handover-seeds';
import { osloTimeOf } from '../support/oslo-clock';
import { pauseClocks } from '../support/step-clocks';

/**
 * Issue 36, point 1: "If the handover deadline passed, the window is reset" (spec section 4), in a page left open past it,
 * not only on the next load. Kari's saved pickup window (the second open day's first, as the time page's confirm leaves
 * it) has its handover product's deadline; both clocks jump to just before it, then step a second at a time past it
 * (support/step-clocks.ts); and on the load of a page opened after it. Which window that is, and when its deadline falls,
 * comes from the date: this runs on every date of the table (support/dated-specs.ts).
 */

test('a member’s chosen window whose deadline passes in the open page leaves the picker’s summary, and the cart and the picker ask for a time', async ({
  page,
  sim,
  shop,
  picker,
  cart,
  editOrder,
}) => {
  const saved = await memberWithSavedPickupWindow(page, sim);
  const times = `${osloTimeOf(saved.from)}–${osloTimeOf(saved.to)}`;
  await shop.open();
  await expect(shop.loggedInAs).toHaveText(TEST_USERS.member);
  await expect(picker.trigger).toContainText(saved.storeName);
  await expect(picker.trigger).toContainText(times);
  // A line in the cart (Kari's open order is asked about first); with the window chosen, «Til kassen» would go to the
  // checkout page.
  await editOrder.addToNewOrder('Norvegia 26 %', /^Handlevogn, 1 vare,/);

  // Both clocks to 10 s before the deadline: the window is still the chosen one.
  const clocks = await pauseClocks(page, sim);
  const untilDeadline = Date.parse(saved.deadline) - (await page.evaluate(() => Date.now()));
  await clocks.jump(untilDeadline - 10_000);
  await expect(shop.loggedInAs).toHaveText(TEST_USERS.member);
  await expect(picker.trigger).toContainText(times);

  // A second at a time, past the deadline.
  while (clocks.elapsed() < untilDeadline + 1_000) {
    await clocks.step(1_000);
  }
  await expect(picker.trigger).not.toContainText(times);
  await expect(picker.trigger).toHaveAccessibleName(`Hente selv, ${saved.storeName}`);
  await expect(shop.loggedInAs).toHaveText(TEST_USERS.member);

  // The cart asks for a time before the checkout (the checkout popup, not the checkout page), and the picker's time page
  // has none chosen.
  await cart.open();
  await cart.checkoutLink.click();
  await expect(cart.checkout).toContainText('Velg når du vil få varene før du går til kassen.');
  await expect(cart.checkout).not.toContainText(times);
  await expect(page).toHaveURL(/\/(\?.*)?$/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const timePage = await picker.openTimePage();
  await expect(timePage.getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(picker.timePage.confirmButton(timePage)).toBeDisabled();
});

test('a member whose chosen window’s deadline passed while no page was open finds it reset when the page loads her', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  const saved = await memberWithSavedPickupWindow(page, sim);
  // Both clocks a minute past the deadline before the page loads: the user load resets the window (spec section 4).
  const afterDeadline = new Date(Date.parse(saved.deadline) + 60_000);
  await sim.setClock(afterDeadline.toISOString());
  await page.clock.setSystemTime(afterDeadline);
  await shop.open();
  await expect(shop.loggedInAs).toHaveText(TEST_USERS.member);
  await expect(picker.trigger).toHaveAccessibleName(`Hente selv, ${saved.storeName}`);
});
