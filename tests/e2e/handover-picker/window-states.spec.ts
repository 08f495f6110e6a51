import type { HandoverPicker } from '../pages/HandoverPicker';
import { putBackCartItems } from '../support/cart-seeds';
import { expect, test } from '../support/fixtures';
import { memberWithSavedPickupWindow } from '../support/handover-seeds';
import { tuesdayMorningFrom } from '../support/oslo-clock';
import { pauseClocks } from '../support/step-clocks';

/**
 * The time page's windows (spec section 4, Handover picker): the window tags a shopper sees ('Litt grønnere' for all, the
 * bonus percent for loyalty members only), the windows past their deadline left out of the list, and a saved window the
 * platform no longer offers reset. The windows come from the simulator's clock (its seeded tags vary by window), so these
 * run on every date of the table.
 */

/**
 * On the delivery time page, how many windows of all the open days have an accessible name (times, price and marks,
 * '08.00–10.00, Fra 99,00 kr, 7 % Trumf-bonus!, Litt grønnere') matching each pattern.
 */
async function deliveryWindowsNamed(picker: HandoverPicker, patterns: Record<string, RegExp>): Promise<Record<string, number>> {
  const time = picker.timePage.deliveryDialog;
  await expect(time.getByRole('radio').first()).toBeVisible();
  const days = time.getByRole('table').getByRole('button', { disabled: false });
  const counts: Record<string, number> = Object.fromEntries(Object.keys(patterns).map((key) => [key, 0]));
  const dayCount = await days.count();
  for (let index = 0; index < dayCount; index += 1) {
    await days.nth(index).click();
    await expect(days.nth(index)).toHaveAttribute('aria-pressed', 'true');
    await expect(time.getByRole('radio').first()).toBeVisible();
    for (const [key, pattern] of Object.entries(patterns)) {
      counts[key] = (counts[key] ?? 0) + (await time.getByRole('radio', { name: pattern }).count());
    }
  }
  return counts;
}

const TAGS = { bonus: /, \d+ % Trumf-bonus!/, greener: /, Litt grønnere/, anyTrumf: /Trumf/ };

test('a loyalty member sees the windows’ bonus percent and «Litt grønnere»; an anonymous shopper only «Litt grønnere»', async ({
  shop,
  picker,
}) => {
  await shop.openAs('member');
  const typePage = await picker.open();
  await typePage.delivery.check();
  await expect(typePage.dialog.getByRole('radio', { name: /0154 OSLO/ })).toBeChecked();
  await typePage.continueButton.click();
  const member = await deliveryWindowsNamed(picker, TAGS);
  expect(member.bonus).toBeGreaterThan(0);
  expect(member.greener).toBeGreaterThan(0);
  await picker.timePage.deliveryDialog.getByRole('button', { name: 'Avbryt' }).click();

  await shop.logOutFromTestPanel();
  const anonymousType = await picker.open();
  await anonymousType.chooseDeliveryTo('Karl Johans gate 1', /Karl Johans gate 1, 0154 OSLO/);
  await anonymousType.continueButton.click();
  const anonymous = await deliveryWindowsNamed(picker, TAGS);
  expect(anonymous.greener).toBeGreaterThan(0);
  expect(anonymous.anyTrumf).toBe(0);
});

test('on a Tuesday at 06.00 today’s pickup windows past their 4-hour deadline (09–10, 10–11) are not listed; 11–12 is', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  const morning = tuesdayMorningFrom(await sim.now());
  await sim.setClock(morning.instant);
  await page.clock.setSystemTime(new Date(morning.instant));
  await shop.open();
  const time = await picker.toPickupTimePage();

  const today = picker.timePage.daysReading('I dag', time);
  await today.click();
  await expect(today).toHaveAttribute('aria-pressed', 'true');
  const windows = time.getByRole('radio');
  await expect(windows.first()).toBeVisible();
  await expect(time.getByRole('radio', { name: /^09\.00–10\.00/ })).toHaveCount(0);
  await expect(time.getByRole('radio', { name: /^10\.00–11\.00/ })).toHaveCount(0);
  await expect(windows.first()).toHaveAccessibleName(/^11\.00–12\.00/);
});

test('a saved window the platform no longer offers is reset: saved without a window, and the trigger names no time', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  const saved = await memberWithSavedPickupWindow(page, sim);
  await shop.openAs('member');
  await expect(picker.trigger).toContainText(saved.storeName);
  const withWindow = (await picker.trigger.textContent()) ?? '';
  const savesBefore = (await sim.householdSaves()).length;
  // The platform's windows no longer hold the saved one (no day has a window).
  await sim.addFault({ route: 'POST /api/handoverwindows/**', body: { days: [] } });

  await picker.openTimePage();

  await expect.poll(async () => (await sim.householdSaves()).slice(savesBefore).at(-1)?.body.handoverInfo.windowId).toBeNull();
  await expect(picker.trigger).not.toHaveText(withWindow);
  await expect(picker.trigger).toContainText(saved.storeName);
});

test('a member who switches from delivery to pickup: the delivery save carries her address and the carrier’s window, the pickup save no delivery info', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  await shop.openAs('member');
  const savesBefore = (await sim.householdSaves()).length;

  const typePage = await picker.open();
  await typePage.delivery.check();
  await expect(typePage.dialog.getByRole('radio', { name: /0154 OSLO/ })).toBeChecked();
  await typePage.continueButton.click();
  const delivery = picker.timePage.deliveryDialog;
  await picker.timePage.chooseWindow(2, delivery);
  const deliveryReload = page.waitForEvent('load');
  await picker.timePage.confirm(delivery);
  await deliveryReload;
  await expect(picker.trigger).toContainText('Karl Johans gate');
  const deliverySave = (await sim.householdSaves()).slice(savesBefore).at(-1)?.body.handoverInfo;
  expect(deliverySave).toMatchObject({ deliveryInfo: { address: expect.stringContaining('Karl Johans gate') } });
  expect((deliverySave?.deliveryInfo as { carrierWindowId?: string } | null)?.carrierWindowId).toMatch(/^CW-/);

  const savesAfterDelivery = (await sim.householdSaves()).length;
  const pickupReload = page.waitForEvent('load');
  await picker.trigger.click();
  await picker.typePage.continueToPickup();
  await picker.locationPage.confirm();
  await picker.timePage.chooseWindow(2);
  await picker.timePage.confirm();
  await pickupReload;
  await expect(picker.trigger).toContainText('MENY');
  const pickupSave = (await sim.householdSaves()).slice(savesAfterDelivery).at(-1)?.body.handoverInfo;
  expect(pickupSave).toMatchObject({ deliveryInfo: null });
  expect(pickupSave?.handoverType).not.toBe(deliverySave?.handoverType);
});

/** When the member's active reservation ends (the simulator's), in ms since the epoch; NaN without one. */
async function activeReservationEnd(sim: Parameters<typeof memberWithSavedPickupWindow>[1]): Promise<number> {
  return Date.parse((await sim.reservations()).find((reservation) => reservation.active)?.reservertTil ?? '');
}

test('a member’s reserved delivery window is reserved anew when an add changes the order’s total and weight', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  await sim.setReservationMinutes(15);
  // Lise Nordmann (Kari's household, fully logged in): her adds are never asked about an order.
  await shop.openAs('associated');
  const typePage = await picker.open();
  await typePage.delivery.check();
  await expect(typePage.dialog.getByRole('radio', { name: /0154 OSLO/ })).toBeChecked();
  await typePage.continueButton.click();
  const delivery = picker.timePage.deliveryDialog;
  const windowId = await picker.timePage.windowIdOf(await picker.timePage.chooseWindow(2, delivery));
  const reload = page.waitForEvent('load');
  await picker.timePage.confirm(delivery);
  await reload;
  await expect(picker.trigger).toContainText('Karl Johans gate');
  await expect.poll(() => activeReservationEnd(sim)).not.toBeNaN();
  const clocks = await pauseClocks(page, sim);
  const before = await activeReservationEnd(sim);

  // Five minutes on, on both clocks: a cheese joins the cart (the calculation's timers run as the clocks move on).
  await clocks.step(5 * 60_000);
  const putting = putBackCartItems(page, [{ ean: '7038551135202', quantity: 1 }]);
  await expect
    .poll(async () => {
      await clocks.step(200);
      return activeReservationEnd(sim);
    })
    .toBeGreaterThanOrEqual(before + 5 * 60_000);
  await putting;
  const active = (await sim.reservations()).filter((reservation) => reservation.active);
  expect(active).toHaveLength(1);
  expect(active[0]?.hentevinduId).toBe(windowId);
});
