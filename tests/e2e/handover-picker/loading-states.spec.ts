import { expect, test } from '../support/fixtures';
import { memberWithSavedPickupWindow } from '../support/handover-seeds';

/**
 * Issue 36, point 10 (spec section 5): the picker's confirms wait for what they confirm. The type page's «Fortsett» is
 * disabled while the handover options load and when they fail; the time page's «Bekreft henting» while the windows load,
 * even with the saved window chosen. The platform's answers are held back (or refused) by the simulator.
 */

const OPTIONS_ROUTE = 'GET /api/handoveroptions/*';
const WINDOWS_ROUTE = 'POST /api/handoverwindows/*/*/*';
const SLOW_MS = 4_000;

test('«Fortsett» is disabled while the handover options load, and enabled once they are in', async ({ sim, shop, picker }) => {
  await shop.open();
  await expect(picker.trigger).toContainText('MENY Storo');
  await sim.addFault({ route: OPTIONS_ROUTE, delayMs: SLOW_MS });
  const typePage = await picker.open();
  await expect(typePage.pickup).toBeChecked();
  await expect(typePage.continueButton).toBeDisabled();
  await expect.poll(() => sim.faultsApplied(OPTIONS_ROUTE)).toBeGreaterThan(0);

  await expect(typePage.continueButton).toBeEnabled({ timeout: SLOW_MS + 5_000 });
});

test('«Fortsett» stays disabled when the handover options cannot be loaded', async ({ sim, shop, picker }) => {
  await shop.open();
  await expect(picker.trigger).toContainText('MENY Storo');
  await sim.addFault({ route: OPTIONS_ROUTE, status: 500 });
  const typePage = await picker.open();
  await expect(typePage.pickup).toBeChecked();
  await expect.poll(() => sim.faultsApplied(OPTIONS_ROUTE)).toBeGreaterThan(0);
  await expect(typePage.continueButton).toBeDisabled();
  // Not a moment of loading: it stays so (the spec gives the failed options no words; the picker shows none).
  await typePage.dialog.page().waitForTimeout(1_000);
  await expect(typePage.continueButton).toBeDisabled();

  // The platform answers again: opened anew, the picker loads the options and «Fortsett» can be pressed.
  await sim.clearFaults();
  await typePage.closeButton.click();
  const reopened = await picker.open();
  await expect(reopened.continueButton).toBeEnabled();
});

test('«Bekreft henting» is disabled while the windows load, with the saved window chosen, and enabled once they are in', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  const saved = await memberWithSavedPickupWindow(page, sim);
  await shop.open();
  await expect(picker.trigger).toContainText(saved.storeName);
  await sim.addFault({ route: WINDOWS_ROUTE, delayMs: SLOW_MS });
  await picker.toSavedTimePage();

  const confirm = picker.timePage.confirmButton();
  await expect(confirm).toBeDisabled();
  await expect.poll(() => sim.faultsApplied(WINDOWS_ROUTE)).toBeGreaterThan(0);
  await expect(picker.timePage.dialog.getByRole('radio', { checked: true })).toBeVisible({ timeout: SLOW_MS + 5_000 });
  await expect(confirm).toBeEnabled();
});
