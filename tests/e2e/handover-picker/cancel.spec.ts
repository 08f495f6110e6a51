import { HandoverPicker } from '../pages/HandoverPicker';
import { expect, test } from '../support/fixtures';
import { memberWithReservedPickupWindow, openAsSeededMember } from '../support/handover-seeds';

// Spec section 4, the temporary pickup store: the location page's «Bekreft» keeps another store as the temporary
// pickup store, saved by nothing but the time page's confirm ("Time-page confirm stores and reserves the window").
// «Avbryt» on the time page leaves the store and window exactly as they were when the picker opened, with no save call
// (issue 34, points 5 and 8), and no other element or tab ever shows the store only looked at. The member's reserved
// window is three open days ahead, so this runs on every date of tests/test-clock.json.

const SOLSIDEN = /^MENY Solsiden/;
/** MENY Solsiden's gln (packages/platform-sim/src/seed/store-assortment.ts). */
const SOLSIDEN_GLN = '7080001150039';

test('a member who only looks at another store’s times and presses «Avbryt» keeps her store, her window and its reservation, with no save call', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  await openAsSeededMember(shop, picker, sim, await memberWithReservedPickupWindow(page, sim));
  const saved = (await picker.trigger.textContent()) ?? '';
  const [reservation] = await sim.reservations();
  const savesBefore = (await sim.householdSaves()).length;

  const time = await picker.lookAtStoreTimes('Trøndelag', SOLSIDEN);
  await picker.timePage.cancelButton(time).click();

  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(picker.trigger).toHaveText(saved);
  expect(await sim.householdSaves()).toHaveLength(savesBefore);
  const active = (await sim.reservations()).filter((held) => held.active);
  expect(active).toHaveLength(1);
  expect(active[0]).toMatchObject({ id: reservation?.id, hentevinduId: reservation?.hentevinduId });

  // A reload: the same store and window, the saved window chosen on the time page with its reservation.
  await page.reload();
  await expect(picker.trigger).toHaveText(saved);
  const reopened = await picker.openTimePage();
  await expect(reopened.getByRole('radio', { checked: true })).toHaveCount(1);
  await expect(picker.timePage.countdown).toBeVisible();
  expect(await sim.householdSaves()).toHaveLength(savesBefore);
});

test('an anonymous shopper who only looks at another store’s times sees her own store in a second tab, and after «Avbryt» and a reload', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  await shop.open();
  await expect(picker.trigger).toContainText('MENY Storo');
  const saved = (await picker.trigger.textContent()) ?? '';

  const time = await picker.lookAtStoreTimes('Trøndelag', SOLSIDEN);
  // While the time page shows MENY Solsiden's windows, another tab shows the saved store.
  const second = await page.context().newPage();
  await second.goto('/');
  await expect(new HandoverPicker(second).trigger).toHaveText(saved);
  await second.close();
  await page.bringToFront();

  await picker.timePage.cancelButton(time).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(picker.trigger).toHaveText(saved);
  // Nothing was saved: MENY Solsiden was never looked up to be kept as the shopper's store.
  const lookups = (await sim.requests()).filter((request) => request.method === 'GET' && request.path.endsWith(`/${SOLSIDEN_GLN}`));
  expect(lookups).toEqual([]);
  await page.reload();
  await expect(picker.trigger).toHaveText(saved);
});

test('a member who confirms a window at the other store has it saved with the store in one save, then reserved there', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  await openAsSeededMember(shop, picker, sim, await memberWithReservedPickupWindow(page, sim));
  const savesBefore = (await sim.householdSaves()).length;

  await picker.lookAtStoreTimes('Trøndelag', SOLSIDEN);
  expect(await sim.householdSaves()).toHaveLength(savesBefore);
  await picker.timePage.chooseWindow(3);
  const chosen = (await picker.timePage.confirmButton().textContent()) ?? '';
  const reload = page.waitForEvent('load');
  await picker.timePage.confirm();
  await reload;
  await expect(picker.trigger).toContainText('MENY Solsiden');

  // One save, the store with its window; the reservation of that window at that store after it.
  const saves = (await sim.householdSaves()).slice(savesBefore);
  expect(saves).toHaveLength(1);
  const windowId = saves[0]?.body.handoverInfo.windowId;
  expect(saves[0]?.body).toMatchObject({ prefferedStoreId: SOLSIDEN_GLN, pickupStoreId: SOLSIDEN_GLN });
  expect(windowId).toEqual(expect.any(String));
  const held = (await sim.reservations()).filter((reservation) => reservation.active && reservation.hentevinduId === windowId);
  expect(held).toHaveLength(1);
  expect(held[0]?.gln).toBe(SOLSIDEN_GLN);
  const requests = await sim.requests();
  const saveAt = requests.findLastIndex((request) => request.method === 'PUT' && request.path.endsWith('/household'));
  const reserveAt = requests.findIndex(
    (request) =>
      request.method === 'POST' &&
      request.path.endsWith('/reservasjoner/v1/api') &&
      (request.body as { id?: string } | undefined)?.id === windowId,
  );
  expect(reserveAt).toBeGreaterThan(saveAt);

  await picker.expectSavedPlaceAndWindow(SOLSIDEN, chosen);
});
