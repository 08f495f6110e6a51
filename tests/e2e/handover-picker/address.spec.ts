import { expect, test } from '../support/fixtures';

// Issue 16, point 9 (and point 1's Bearer save): members with address problems, through the element, with the
// simulator's members noAddress (Nina Dahl) and addressProblems (Jonas Lie).

test.beforeEach(async ({ page }) => {
  expect((await page.request.post('/__sim/reset')).ok()).toBe(true);
});

const TYPE_PAGE = 'Hvordan ønsker du å få varene?';

test('a member with no address is asked to type one; the picked, covered address is saved to the profile', async ({ page }) => {
  await page.goto('/?as=noAddress');
  await expect(page.getByTestId('logged-in-as')).toHaveText(/Nina Dahl/);
  await page.locator('handover-picker').getByRole('button').first().click();
  const dialog = page.getByRole('dialog', { name: TYPE_PAGE });
  await dialog.getByRole('radio', { name: 'Levert på døren' }).check();
  await expect(dialog.getByText('Du har ikke registrert noen adresse hos oss. Vennligst skriv inn adressen.')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Rediger adresser på profilsiden' }).first()).toHaveAttribute(
    'href',
    '/profil/bestilling/#/kontaktdetaljer',
  );
  await expect(dialog.getByRole('button', { name: 'Fortsett' })).toBeDisabled();

  await dialog.getByRole('combobox', { name: 'Adresse' }).fill('Karl Johans gate 1');
  await dialog.getByRole('option', { name: /Karl Johans gate 1, 0154 OSLO/ }).click();
  // Bearer: auto-update saves a changed, covered address to the profile (spec sections 4 and 6).
  await expect
    .poll(async () => {
      const { requests } = (await (await page.request.get('/__sim/state')).json()) as { requests: { method: string; path: string }[] };
      return requests.some((request) => request.method === 'PUT' && request.path.endsWith('/husstand'));
    })
    .toBe(true);
  await expect(dialog.getByText('Du har ikke registrert noen adresse hos oss. Vennligst skriv inn adressen.')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Fortsett' })).toBeEnabled();
});

test('a member whose profile address the platform refuses sees each message, and a location with no store is disabled', async ({
  page,
}) => {
  await page.goto('/?as=addressProblems');
  await expect(page.getByTestId('logged-in-as')).toHaveText(/Jonas Lie/);
  await page.locator('handover-picker').getByRole('button').first().click();
  const dialog = page.getByRole('dialog', { name: TYPE_PAGE });
  await dialog.getByRole('radio', { name: 'Levert på døren' }).check();

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
  await expect(dialog.getByRole('link', { name: 'Rediger adresser på profilsiden' })).toHaveAttribute(
    'href',
    '/profil/bestilling/#/kontaktdetaljer',
  );
  await expect(dialog.getByRole('button', { name: 'Fortsett' })).toBeDisabled();

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
}) => {
  // The platform answers both options without a price interval (no delivery product and no pickup product).
  const noProducts = (handoverType: string) => ({
    handoverType,
    handoverProducts: [],
    locations: [],
    validation: [],
    closestStoreOrPickupPoint: null,
  });
  const fault = await page.request.post('/__sim/faults', {
    data: { route: 'GET /api/handoveroptions/*', body: [noProducts('Delivery'), noProducts('Store')] },
  });
  expect(fault.ok()).toBe(true);
  await page.goto('/?as=member');
  await expect(page.getByTestId('logged-in-as')).toHaveText(/Kari/);
  await page.locator('handover-picker').getByRole('button').first().focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: TYPE_PAGE });
  await expect(dialog.getByText('Ingen gyldige alternativer for utlevering funnet')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Levert på døren' })).toBeDisabled();
  await expect(dialog.getByRole('radio', { name: 'Hente selv' })).toBeDisabled();
  await expect(dialog.getByText('Vi kan dessverre ikke levere til adressen din')).toBeVisible();
  await expect(dialog.getByText('Vi kan dessverre ikke tilby henting i butikk')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('handover-picker').getByRole('button').first()).toBeFocused();
});
