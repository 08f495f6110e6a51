import { expect, test } from '../support/fixtures';

/**
 * One press, one action (issue 35, point 4): a picker page that gives way to the next on a press ('Fortsett', 'Bekreft')
 * must not let the second click of a double click press what the next page has under the pointer, and 'Bekreft
 * henting' double-clicked while its save is under way saves and reserves once. Kari (a member) picks up at her saved
 * store, MENY Storo; each press is Playwright's double click with the pointer over the button, at a desktop and at a
 * phone's width. Requests are counted in the simulator's request log.
 */

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 375, height: 667 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test.beforeEach(async ({ shop }) => {
      await shop.open('/', 'member');
      await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
    });

    test('«Fortsett» double-clicked shows the location page with the saved store chosen, and nothing saved', async ({ sim, picker }) => {
      const { typePage, locationPage } = picker;
      await picker.open();
      await typePage.pickup.check();
      await typePage.continueButton.dblclick();
      await expect(locationPage.dialog).toBeVisible();
      await expect(locationPage.store(/MENY Storo/)).toBeChecked();
      await expect(locationPage.dialog.getByRole('radio', { checked: true })).toHaveCount(1);
      expect(await sim.householdSaves()).toHaveLength(0);
    });

    test('«Bekreft» double-clicked shows the time page and saves nothing; its own confirm then saves once', async ({ sim, picker }) => {
      const { typePage, locationPage, timePage } = picker;
      await picker.open();
      await typePage.continueToPickup();
      await expect(locationPage.store(/MENY Storo/)).toBeChecked();
      await locationPage.confirmButton.dblclick();
      await expect(timePage.dialog).toBeVisible();
      await expect(timePage.openDays.first()).toBeVisible();
      await timePage.chooseWindow(0);
      await timePage.confirm();
      expect(await sim.householdSaves()).toHaveLength(1);
      expect(await sim.reservationPosts()).toHaveLength(1);
    });

    test('«Bekreft henting» double-clicked while the save is under way saves and reserves once', async ({ sim, picker }) => {
      const { timePage } = picker;
      await picker.toSavedTimePage();
      await timePage.chooseWindow(0);
      // The save answers late: the second click of the double click comes while it is under way.
      await sim.addFault({ route: 'PUT /api/extended-user/:chainId/household', delayMs: 1500, times: 1 });
      await timePage.confirmButton().dblclick();
      // The save answers 1.5 s late, then the reservation: more than the default wait on a busy machine.
      await expect(picker.page.getByRole('dialog')).toHaveCount(0, { timeout: 15_000 });
      expect(await sim.householdSaves()).toHaveLength(1);
      expect(await sim.reservationPosts()).toHaveLength(1);
    });
  });
}
