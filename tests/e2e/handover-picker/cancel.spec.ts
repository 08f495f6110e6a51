import { expect, test } from '../support/fixtures';
import { memberWithReservedPickupWindow, openAsSeededMember } from '../support/handover-seeds';

// «Avbryt» on the time page leaves the store and window exactly as they were when the picker opened, also after the
// location page's «Bekreft» saved another store (issue 34). The member's reserved window is three open days ahead, so
// this runs on every date of tests/test-clock.json.

test('a member who only looks at another store’s times and presses «Avbryt» keeps her store, her window and its reservation', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  await openAsSeededMember(shop, picker, sim, await memberWithReservedPickupWindow(page, sim));
  const saved = await picker.trigger.textContent();
  const [reservation] = await sim.reservations();

  await picker.open();
  await picker.typePage.continueToPickup();
  await picker.locationPage.chooseStore('Trøndelag', /^MENY Solsiden/);
  await picker.locationPage.confirm();
  const time = picker.timePage.dialog;
  await expect(picker.timePage.openDays.first()).toBeVisible();
  await picker.timePage.cancelButton(time).click();

  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(picker.trigger).toHaveText(saved ?? '');
  // Still so a second later: the page was not reloaded onto another store (spec section 2's reload after 500 ms).
  await page.waitForTimeout(1000);
  await expect(picker.trigger).toHaveText(saved ?? '');
  const active = (await sim.reservations()).filter((held) => held.active);
  expect(active).toHaveLength(1);
  expect(active[0]).toMatchObject({ id: reservation?.id, hentevinduId: reservation?.hentevinduId });

  // Opening the time page again shows the saved window chosen, with its reservation.
  const reopened = await picker.openTimePage();
  await expect(reopened.getByRole('radio', { checked: true })).toHaveCount(1);
  await expect(picker.timePage.countdown).toBeVisible();
});
