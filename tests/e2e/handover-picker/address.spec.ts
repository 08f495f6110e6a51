import { expect, test } from '../support/fixtures';

// Members' addresses on the picker's type page (issue 16, point 9, and point 1's Bearer save), through the element,
// with the simulator's members noAddress (Nina Dahl) and addressProblems (Jonas Lie): no address, addresses the platform
// refuses, no valid option at all, and a simplified-login user asked to confirm the identity before a new address is
// saved. No day or window is chosen: these run at the pinned instant only.

const PROFILE_LINK = 'Rediger adresser på profilsiden';

test('a member with no address is asked to type one; the picked, covered address is saved to the profile', async ({
  sim,
  shop,
  picker,
}) => {
  await sim.login('noAddress');
  await shop.open();
  await expect(shop.loggedInAs).toHaveText(/Nina Dahl/);
  const { typePage } = picker;
  await picker.trigger.click();
  const dialog = typePage.dialog;
  await typePage.delivery.check();
  await expect(dialog.getByText('Du har ikke registrert noen adresse hos oss. Vennligst skriv inn adressen.')).toBeVisible();
  await expect(dialog.getByRole('link', { name: PROFILE_LINK }).first()).toHaveAttribute('href', '/profil/bestilling/#/kontaktdetaljer');
  await expect(typePage.continueButton).toBeDisabled();

  await typePage.pickAddress('Karl Johans gate 1', /Karl Johans gate 1, 0154 OSLO/);
  // Bearer: auto-update saves a changed, covered address to the profile (spec sections 4 and 6).
  await expect
    .poll(async () => (await sim.requests()).some((request) => request.method === 'PUT' && request.path.endsWith('/husstand')))
    .toBe(true);
  await expect(dialog.getByText('Du har ikke registrert noen adresse hos oss. Vennligst skriv inn adressen.')).toHaveCount(0);
  await expect(typePage.continueButton).toBeEnabled();
});

test('a member whose profile address the platform refuses sees each message, and a location with no store is disabled', async ({
  sim,
  shop,
  picker,
}) => {
  await sim.login('addressProblems');
  await shop.open();
  await expect(shop.loggedInAs).toHaveText(/Jonas Lie/);
  const { typePage } = picker;
  await picker.trigger.click();
  const dialog = typePage.dialog;
  await typePage.delivery.check();

  // The delivery-location picker of a member with several locations.
  const locations = dialog.getByRole('group', { name: 'Velg hvor du vil ha varene levert' });
  await expect(locations).toBeVisible();
  await expect(locations.getByRole('radio', { name: 'Storgata 1, 9008 TROMSØ (ingen levering)' })).toBeDisabled();
  await expect(locations.getByRole('radio', { name: 'Karl Johans gate, 0154 OSLO' })).toBeChecked();

  // Missing profile data: the error for the profile address with each server validation error, and the unverified text.
  await expect(
    dialog.getByText(
      'Vi mangler informasjon for adressen din Karl Johans gate. Vennligst oppdater kontaktdetaljene på profilen din for å fortsette.',
    ),
  ).toBeVisible();
  await expect(dialog.getByText('Husnummer mangler')).toBeVisible();
  await expect(dialog.getByText('Koordinater mangler')).toBeVisible();
  await expect(
    dialog.getByText('Din profiladresse Karl Johans gate er ikke bekreftet. Vennligst skriv inn adressen på nytt under.'),
  ).toBeVisible();
  await expect(dialog.getByRole('link', { name: PROFILE_LINK })).toHaveAttribute('href', '/profil/bestilling/#/kontaktdetaljer');
  await expect(typePage.continueButton).toBeDisabled();

  // The alternative address: the same data is missing, told as information.
  await locations.getByRole('radio', { name: 'Bryggen 1, 5003 BERGEN' }).check();
  await expect(
    dialog.getByText(
      'Vi mangler informasjon for den alternative adressen din Bryggen 1. Vennligst oppdater kontaktdetaljene på profilen din for å fortsette.',
    ),
  ).toBeVisible();
  await expect(dialog.getByText(/Din profiladresse .* er ikke bekreftet/)).toHaveCount(0);
});

test('a member the platform offers no valid option reads «Ingen gyldige alternativer for utlevering funnet», by keyboard', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  // The platform answers both options without a price interval (no delivery product and no pickup product).
  const noProducts = (handoverType: string) => ({
    handoverType,
    handoverProducts: [],
    locations: [],
    validation: [],
    closestStoreOrPickupPoint: null,
  });
  await sim.addFault({ route: 'GET /api/handoveroptions/*', body: [noProducts('Delivery'), noProducts('Store')] });
  await shop.open('/', 'member');
  await expect(shop.loggedInAs).toHaveText(/Kari/);
  const { typePage } = picker;
  await picker.trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = typePage.dialog;
  await expect(dialog.getByText('Ingen gyldige alternativer for utlevering funnet')).toBeVisible();
  await expect(typePage.delivery).toBeDisabled();
  await expect(typePage.pickup).toBeDisabled();
  await expect(dialog.getByText('Vi kan dessverre ikke levere til adressen din')).toBeVisible();
  await expect(dialog.getByText('Vi kan dessverre ikke tilby henting i butikk')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(picker.trigger).toBeFocused();
});

test('a simplified-login user confirms the identity before a new address is saved; «Avbryt» saves nothing', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  await shop.open('/', 'simplified');
  await expect(shop.loggedInAs).toHaveText(/Ola Hansen/);
  const before = await picker.trigger.textContent();
  const { dialog } = await picker.open();

  const confirm = await picker.saveNewAddressAsSimplifiedUser();
  await expect(confirm.getByRole('button', { name: 'Bekreft identitet' })).toBeVisible();
  await confirm.getByRole('button', { name: 'Avbryt' }).click();
  await expect(confirm).toHaveCount(0);

  // The new address is not among the member's delivery locations until it is saved: no going on with it.
  await expect(picker.typePage.continueButton).toBeDisabled();
  // Escape closes the question the same way.
  await picker.typePage.saveAddressButton.click();
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(dialog).toBeVisible();
  // Only the question closed: the focus is back on what asked it, in the picker under it.
  await expect(picker.typePage.saveAddressButton).toBeFocused();
  await picker.typePage.closeButton.click();
  await expect(picker.trigger).toHaveText(before ?? '');
  const saves = (await sim.requests()).filter((request) => request.method === 'PUT' && request.path.includes('household'));
  expect(saves).toEqual([]);
});
