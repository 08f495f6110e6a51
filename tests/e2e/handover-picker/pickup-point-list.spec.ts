import { expect, test } from '../support/fixtures';
import { withSettings } from '../support/settings';

// Issue 34, point 2: the spec's pickup-point list (section 7: `GET /sylinder/hentevinduer/hentepunkter/v1`, "(feature
// flag)"). With `features.pickupPointList` on, the location page ('Hente selv') lists the list's points beside the
// handover options' stores, a place in both once: MENY Hentepunkt Blindern is a locker only the list has (picked by
// MENY Ullevål), MENY Hentepunkt Nydalen is in both. Off (the default), the call is never made. A failed list call
// leaves the options' places. Only the location page is shown, no day is chosen: these run at the pinned instant (the
// choice kept over reloads is in pickup-points.spec.ts, on every date).

const BLINDERN = /MENY Hentepunkt Blindern/;
const NYDALEN = /MENY Hentepunkt Nydalen/;
const PICKUP_POINT_LIST = { set: { features: { pickupPointList: true } } };

test('with the pickup-point list on, a member’s pickup places add MENY Hentepunkt Blindern, its description and message, asked for the household’s address [setting: features.pickupPointList]', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  await withSettings(page, PICKUP_POINT_LIST);
  await shop.openAs('member');
  await picker.open();
  await picker.typePage.continueToPickup();
  const { locationPage } = picker;
  await expect(locationPage.store(BLINDERN)).toHaveCount(1);
  await expect(locationPage.store(BLINDERN)).toHaveAccessibleName(/Problemveien 11, 0313 OSLO/);
  // A point the options offer too is listed once; the options' stores stay.
  await expect(locationPage.store(NYDALEN)).toHaveCount(1);
  await expect(locationPage.store(/MENY Storo/)).toHaveCount(1);

  // Chosen: the point's description (hentebeskrivelse) and its message (informasjonsmelding, shown now).
  await locationPage.store(BLINDERN).check();
  await expect(locationPage.dialog.getByText('Henteskap i første etasje i Frederikke-bygget.', { exact: false })).toBeVisible();
  await expect(locationPage.dialog.getByRole('status').filter({ hasText: 'Henteskapet flytter til andre etasje i januar.' })).toBeVisible();

  // Asked once per options load, for Kari's household (Karl Johans gate 1, 0154 OSLO).
  const calls = await sim.pickupPointListCalls();
  expect(calls.length).toBeGreaterThan(0);
  expect(Object.fromEntries(calls.at(-1) ?? [])).toEqual({
    kjedeId: '1300',
    adresse: 'Karl Johans gate 1',
    postnummer: '0154',
    lat: '59.9111',
    lon: '10.7503',
  });
});

test('with the pickup-point list off (the default), MENY Hentepunkt Blindern is not listed and the list is never asked for [setting: features.pickupPointList]', async ({
  sim,
  shop,
  picker,
}) => {
  await shop.open();
  await picker.open();
  await picker.typePage.continueToPickup();
  const { locationPage } = picker;
  await expect(locationPage.store(NYDALEN)).toHaveCount(1);
  await expect(locationPage.store(/MENY Storo/)).toBeChecked();
  await expect(locationPage.store(BLINDERN)).toHaveCount(0);
  await locationPage.cancelButton.click();
  await expect(picker.typePage.dialog).toBeVisible();
  expect(await sim.pickupPointListCalls()).toEqual([]);
});

test('a failed pickup-point list call leaves the options’ places, the saved one chosen, and is logged [setting: features.pickupPointList]', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      logged.push(message.text());
    }
  });
  await withSettings(page, PICKUP_POINT_LIST);
  await sim.addFault({ route: 'GET /sylinder/hentevinduer/hentepunkter/v1', status: 503 });
  await shop.open();
  await picker.open();
  await picker.typePage.continueToPickup();
  const { locationPage } = picker;
  await expect(locationPage.store(/MENY Storo/)).toBeChecked();
  await expect(locationPage.store(NYDALEN)).toHaveCount(1);
  await expect(locationPage.store(BLINDERN)).toHaveCount(0);
  await expect(locationPage.dialog.getByText('Det har skjedd en feil. Vennligst prøv igjen senere.')).toHaveCount(0);
  await expect(locationPage.confirmButton).toBeEnabled();
  expect((await sim.pickupPointListCalls()).length).toBeGreaterThan(0);
  // The console's lines are masked first (core/src/logging/masked-logger.ts), whose code comes with the first line.
  await expect.poll(() => logged.some((text) => text.includes('pickup point list (hentepunkter) could not be loaded'))).toBe(true);
});
