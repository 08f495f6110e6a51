import { expect, test } from '../support/fixtures';
import { memberWithDeliveryWithoutPostalCode } from '../support/handover-seeds';

// Failures on the time page say so, in the spec's Norwegian (section 8), and leave nothing half-done: a window whose
// save fails is not reserved and the picker stays open; a reservation the platform refuses (the window just filled)
// leaves the saved handover as it was and shows the windows again, the full one disabled; a window request core
// refuses (spec section 5: 'Missing postalcode' ...) is logged, never shown. The first two choose a window three open
// days ahead, so they run on every date of tests/test-clock.json.

const DEFAULT_MESSAGE = 'Det har skjedd en feil. Vennligst prøv igjen senere.';
const HOUSEHOLD = 'PUT /api/extended-user/*/household';

test('a member whose chosen window cannot be saved stays on the time page, is told so, and the window is not reserved', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  await shop.openAs('member');
  await expect(picker.trigger).toContainText('MENY');
  const saved = await picker.trigger.textContent();
  const time = await picker.toPickupTimePage();
  const window = await picker.timePage.chooseWindow(3, time);
  await sim.addFault({ route: HOUSEHOLD, status: 500 });

  await picker.timePage.confirmButton(time).click();

  await expect(picker.timePage.errorBanner(time)).toContainText(DEFAULT_MESSAGE);
  await expect(time).toBeVisible();
  await expect(window).toBeChecked();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  expect((await sim.reservations()).filter((reservation) => reservation.active)).toEqual([]);
  await expect(picker.trigger).toHaveText(saved ?? '');
});

test('a member whose window fills up just before her confirm is told so and chooses again among the windows loaded anew, that one «Fullt»', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  await shop.openAs('member');
  await expect(picker.trigger).toContainText('MENY');
  const saved = await picker.trigger.textContent();
  const time = await picker.toPickupTimePage();
  const windowId = await picker.timePage.windowIdOf(await picker.timePage.chooseWindow(3, time));
  // Another shopper takes the window's last place.
  await sim.setWindowCapacity(0, windowId);

  await picker.timePage.confirmButton(time).click();

  await expect(picker.timePage.errorBanner(time)).toContainText(DEFAULT_MESSAGE);
  await expect(time).toBeVisible();
  const full = picker.timePage.windowById(windowId, time);
  await expect(full).toBeDisabled();
  await expect(full).toHaveAccessibleDescription('Fullt');
  await expect(full).not.toBeChecked();
  await expect(picker.timePage.openWindows(time).first()).toBeEnabled();
  await expect(page.getByText(/fully booked/i)).toHaveCount(0);
  expect((await sim.reservations()).filter((reservation) => reservation.active)).toEqual([]);
  await expect(picker.trigger).toHaveText(saved ?? '');
});

test('a member whose delivery address lacks a postal code is told in Norwegian that no times could be fetched, never «Missing postalcode»', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  await memberWithDeliveryWithoutPostalCode(page, sim);
  await shop.openAs('member');

  const time = await picker.openTimePage();

  await expect(time).toHaveAccessibleName('Når skal vi levere til deg?');
  await expect(picker.timePage.errorBanner(time)).toContainText(
    'Vi klarte dessverre ikke hente utleveringstider. Vennligst prøv igjen senere.',
  );
  await expect(time.getByText(/Missing/)).toHaveCount(0);
});
