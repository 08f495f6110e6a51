import { expect, test } from '../support/fixtures';
import { memberWithReservedPickupWindow, openAsSeededMember } from '../support/handover-seeds';

// The picker's time page: a press held on a window while the list would scroll still chooses it; choosing only selects
// (spec section 4: 'Bekreft henting' stores and reserves, 'Avbryt' leaves the saved window and its reservation); a full
// window cannot be confirmed again. Each chooses a day and a window, so they run on every date of tests/test-clock.json.

test('a press on a window held while the time list would come into view still chooses that window', async ({ page, shop, picker }) => {
  await shop.open();
  const time = await picker.toPickupTimePage();
  const day = picker.timePage.openDays.nth(3);
  // The page's clock stands still from the pick until the pointer is down: the date pick's scroll (spec section 9: 250 ms
  // after the pick) must come while the press is held, not before it, however long a busy machine takes to find the
  // window and move the pointer there (a scroll before the press would move the window from under the measured spot).
  // (A second ahead of the page's now: its clock runs on while the call is under way, and a pause in its past fails.)
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await day.click();
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  const window = picker.timePage.openWindows(time).first();
  await window.scrollIntoViewIfNeeded();
  const box = await window.boundingBox();
  if (box === null) {
    throw new Error('the window has no box');
  }
  // The pointer is down on the window when the date pick's scroll would bring the list into view: the page's clock runs
  // past it, and the press is held a little longer in real time, as long as a smooth scroll would take to play out (the
  // browser animates it on its own clock), before the pointer is up.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.clock.runFor(1000);
  await page.waitForTimeout(700);
  await page.mouse.up();

  await expect(window).toBeChecked();
  await expect(picker.timePage.confirmButton(time)).toBeEnabled();
});

test('choosing a window only selects it; «Avbryt» on the time page leaves the saved window and the reservation as they were', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  // Arranged through the platform: the member's pickup window at her store, confirmed and reserved, kept in the browser.
  await openAsSeededMember(shop, picker, sim, await memberWithReservedPickupWindow(page, sim));
  const saved = await picker.trigger.textContent();
  const [reservation] = await sim.reservations();
  const reserveCalls = (await sim.requests()).filter((request) => request.path.includes('reservasjoner')).length;

  const time = await picker.openTimePage();
  await expect(picker.timePage.countdown).toBeVisible();
  await picker.timePage.chooseWindow(4, time);
  await expect(picker.timePage.confirmButton(time)).toBeEnabled();
  await time.getByRole('button', { name: 'Avbryt' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await expect(picker.trigger).toHaveText(saved ?? '');
  const after = await sim.state();
  expect(after.reservations).toHaveLength(1);
  expect(after.reservations[0]).toMatchObject({ id: reservation?.id, hentevinduId: reservation?.hentevinduId, active: true });
  expect(after.requests.filter((request) => request.path.includes('reservasjoner'))).toHaveLength(reserveCalls);

  // Opening again shows the saved window chosen, not the cancelled choice.
  const reopened = await picker.openTimePage();
  await expect(reopened.getByRole('radio', { checked: true })).toHaveCount(1);
  await expect(picker.timePage.confirmButton(reopened)).toContainText((saved ?? '').split(',').slice(-2).join(',').trim());
});

test('«Bekreft henting» is disabled while the chosen window is full', async ({ page, sim, shop, picker }) => {
  await shop.open();
  await picker.open();
  await picker.typePage.continueToPickup();
  await picker.locationPage.confirm();
  await picker.timePage.chooseWindow(3);
  await picker.timePage.confirmButton().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Every window is full now: the saved window shows as chosen, with its reason, and cannot be confirmed again.
  await sim.setWindowCapacity(0);
  const reopened = await picker.openTimePage();
  await expect(reopened.getByRole('radio', { checked: true })).toBeDisabled();
  await expect(picker.timePage.confirmButton(reopened)).toBeDisabled();
});
