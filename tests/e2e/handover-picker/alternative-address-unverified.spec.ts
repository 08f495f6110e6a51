import { expect, test } from '../support/fixtures';
import { addUnconfirmedAlternativeAddress } from '../support/handover-seeds';

// Issue 36, point 10 (spec section 8, unverified: 'Din … alternative adresse {address} er ikke bekreftet. Vennligst
// skriv inn adressen på nytt under.'): Kari has an alternative address the platform holds without coordinates (never
// confirmed); chosen as her delivery location, the picker asks her to type it again.

const UNCONFIRMED = { firstName: 'Kari', lastName: 'Nordmann', address: 'Fjordveien 2', postalCode: '5003', city: 'BERGEN' };

test('a member whose alternative address is unverified reads «Din alternative adresse Fjordveien 2 er ikke bekreftet. …» when she chooses it', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  const login = await sim.login('member');
  await addUnconfirmedAlternativeAddress(page, login, UNCONFIRMED);
  await shop.open();
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  const { typePage } = picker;
  await picker.open();
  await typePage.delivery.check();
  const locations = typePage.dialog.getByRole('group', { name: 'Velg hvor du vil ha varene levert' });
  await locations.getByRole('radio', { name: /^Fjordveien 2, 5003 BERGEN/ }).check();

  await expect(
    typePage.dialog.getByText('Din alternative adresse Fjordveien 2 er ikke bekreftet. Vennligst skriv inn adressen på nytt under.'),
  ).toBeVisible();
  await expect(typePage.dialog.getByText(/Din profiladresse .* er ikke bekreftet/)).toHaveCount(0);
});
