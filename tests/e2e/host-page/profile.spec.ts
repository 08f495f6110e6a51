import type { Page } from '@playwright/test';
import type { SimAlternativeAddress } from '../../../packages/platform-sim/src/seed/user-types';
import type { ShopPage } from '../pages/ShopPage';
import { axeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { callHostApi } from '../support/host-api';
import { pageScrollWidth } from '../support/look';
import type { SimulatorClient } from '../support/simulator';

/**
 * Issue 19, point 5 (spec sections 3, 5, 7 and 8): the site's profile page (/profil/) saves the member's contact
 * details and alternative addresses through window.kurv, which checks the Norwegian formats (and the national id's two
 * check digits) before any call, converts as spec section 5 says, and rejects with the platform's message on failure;
 * the payment choice is kept there too, and a page without Kurv tags reads the profile through the loader.
 */

/** The profile writes the simulator received (the husstand, member and alternative-address calls). */
async function profileWrites(sim: SimulatorClient): Promise<string[]> {
  return (await sim.requests())
    .filter((request) => request.method !== 'GET' && /husstand|alternative-address/.test(request.path))
    .map((request) => `${request.method} ${request.path}`);
}

/** Every alternative address of every household, as the platform keeps them. */
async function alternativeAddresses(sim: SimulatorClient): Promise<SimAlternativeAddress[]> {
  return Object.values((await sim.state()).households).flatMap((record) => record.household.addresses);
}

/** Opens /profil/ as Kari, the seeded member, once her details are in the form. */
async function openProfile(shop: ShopPage) {
  await shop.open('/profil/', 'member');
  await expect(shop.loggedInAs).toHaveText(/Kari/);
  await expect(shop.page.getByRole('heading', { name: 'Kontaktdetaljer' })).toBeVisible();
  await expect(shop.page.getByLabel('Fornavn', { exact: true }).first()).toHaveValue('Kari');
}

const contact = (page: Page) => page.locator('#kontaktdetaljer');

test('a member saves the contact details: stored by the platform with the spec’s conversions, and the picker shows the new address', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  await openProfile(shop);
  const form = contact(page);
  await form.getByLabel('Fornavn').fill('Kari Anne');
  await form.getByLabel('Mobilnummer').fill('41234567');
  await form.getByLabel('E-post').fill('kari.anne@example.no');
  await form.getByLabel('Fødselsdato').fill('12.04.1985');
  await form.getByLabel('Fødselsnummer').fill('01017012343');
  await form.getByLabel('Adresse').fill('Storgata 20');
  await form.getByLabel('Postnummer').fill('0184');
  await form.getByLabel('Poststed').fill('OSLO');
  await form.getByRole('button', { name: 'Lagre kontaktdetaljer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Kontaktdetaljene er lagret.' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const state = await sim.state();
  const kari = state.members['M-100001'];
  expect(kari?.member).toMatchObject({
    firstName: 'Kari Anne',
    mobile: '41234567',
    email: 'kari.anne@example.no',
    birthdate: '1985-04-12',
  });
  expect(kari?.nationalId).toBe('01017012343');
  expect(state.households[kari?.householdId ?? '']?.household).toMatchObject({ address: 'Storgata 20', postalCode: '0184', city: 'OSLO' });
  // The form shows what the platform now holds; the national id is sent, not shown again.
  await expect(form.getByLabel('Fornavn')).toHaveValue('Kari Anne');
  await expect(form.getByLabel('Fødselsnummer')).toHaveValue('');

  // The widgets follow: the picker's delivery tab offers the new address.
  const typePage = await picker.open();
  await typePage.delivery.check();
  await expect(typePage.dialog.getByText(/Storgata 20/).first()).toBeVisible();
});

test('an empty postal code and city are stored as «9999» and «Unknown», and read back as empty fields', async ({ page, sim, shop }) => {
  await openProfile(shop);
  const form = contact(page);
  await form.getByLabel('Postnummer').fill('');
  await form.getByLabel('Poststed').fill('');
  await form.getByRole('button', { name: 'Lagre kontaktdetaljer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Kontaktdetaljene er lagret.' })).toBeVisible();
  const state = await sim.state();
  const householdId = state.members['M-100001']?.householdId ?? '';
  expect(state.households[householdId]?.household).toMatchObject({ postalCode: '9999', city: 'Unknown' });
  await expect(form.getByLabel('Postnummer')).toHaveValue('');
  await expect(form.getByLabel('Poststed')).toHaveValue('');
});

test('a wrong national id and a bad mobile are caught before any call, shown beside their fields, with the keyboard only', async ({
  page,
  sim,
  shop,
}) => {
  await openProfile(shop);
  const form = contact(page);
  const mobile = form.getByLabel('Mobilnummer');
  await mobile.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('2234567');
  const nationalId = form.getByLabel('Fødselsnummer');
  await nationalId.focus();
  // The second check digit mistyped (…43 is right).
  await page.keyboard.type('01017012344');
  await page.keyboard.press('Enter');

  await expect(form.getByText('Fødselsnummeret er ikke gyldig. Sjekk at alle sifrene er riktige.')).toBeVisible();
  await expect(nationalId).toHaveAttribute('aria-invalid', 'true');
  await expect(nationalId).toHaveAccessibleDescription(/Fødselsnummeret er ikke gyldig/);
  await expect(mobile).toHaveAttribute('aria-invalid', 'true');
  await expect(mobile).toHaveAccessibleDescription('Mobilnummeret må ha 8 siffer og begynne med 4 eller 9.');
  // The first refused field takes the focus.
  await expect(mobile).toBeFocused();
  expect(await profileWrites(sim)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);

  // Corrected, the errors go and the details are saved.
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('91234567');
  await nationalId.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('01017012343');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Kontaktdetaljene er lagret.' })).toBeVisible();
  await expect(nationalId).not.toHaveAttribute('aria-invalid', 'true');
  expect(await profileWrites(sim)).toEqual(['PUT /trumf/husstand', 'PUT /trumf/husstand/medlemmer/M-100001']);
});

test('a platform 500 shows the default message and the widgets keep what they had', async ({ page, sim, shop }) => {
  await openProfile(shop);
  await sim.addFault({ route: 'PUT /trumf/husstand', status: 500, times: 1 });
  const form = contact(page);
  await form.getByLabel('Fornavn').fill('Kari Anne');
  await form.getByLabel('Adresse').fill('Storgata 20');
  await form.getByRole('button', { name: 'Lagre kontaktdetaljer' }).click();
  await expect(form.getByRole('alert')).toHaveText('Det har skjedd en feil. Vennligst prøv igjen senere.');
  await expect(page.getByRole('status').filter({ hasText: 'Kontaktdetaljene ble ikke lagret.' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // Nothing stored, the store as it was: the page's own read gives Kari's old details.
  const state = await sim.state();
  expect(state.members['M-100001']?.member).toMatchObject({ firstName: 'Kari' });
  const profile = await page.evaluate(() =>
    (window as unknown as { kurv: { getProfile(): Promise<{ firstName: string; address: string }> } }).kurv.getProfile(),
  );
  expect(profile.firstName).toBe('Kari');
  expect(profile.address).not.toBe('Storgata 20');
});

test('an alternative address is added, changed and deleted, and kept by the platform', async ({ page, sim, shop }) => {
  await openProfile(shop);
  const section = page.locator('#adresser');
  const list = section.getByRole('list', { name: 'Alternative adresser' });
  await section.getByRole('button', { name: 'Legg til adresse' }).click();
  const form = section.locator('form');
  await expect(form.getByLabel('Fornavn')).toBeFocused();
  await form.getByLabel('Fornavn').fill('Ola');
  await form.getByLabel('Etternavn').fill('Nordmann');
  await form.getByLabel('Adresse').fill('Fjordveien 2');
  await form.getByLabel('Postnummer').fill('500');
  await form.getByLabel('Poststed').fill('BERGEN');
  await form.getByRole('button', { name: 'Lagre adresse' }).click();
  await expect(form.getByLabel('Postnummer')).toHaveAccessibleDescription('Postnummeret må ha 4 siffer.');
  expect(await profileWrites(sim)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);

  await form.getByLabel('Postnummer').fill('5003');
  await form.getByRole('button', { name: 'Lagre adresse' }).click();
  await expect(list.getByRole('listitem').filter({ hasText: 'Ola Nordmann, Fjordveien 2, 5003 BERGEN' })).toBeVisible();
  let addresses = await alternativeAddresses(sim);
  const created = addresses.find((address) => address.address === 'Fjordveien 2');
  expect(created).toMatchObject({ firstName: 'Ola', postalCode: '5003', city: 'BERGEN' });

  await list.getByRole('button', { name: 'Endre adressen Fjordveien 2' }).click();
  await expect(form.getByLabel('Adresse')).toHaveValue('Fjordveien 2');
  await form.getByLabel('Adresse').fill('Fjordveien 4');
  await form.getByLabel('Leveringsbeskjed').fill('Ring på');
  await form.getByRole('button', { name: 'Lagre adresse' }).click();
  await expect(list.getByRole('listitem').filter({ hasText: 'Fjordveien 4' })).toBeVisible();
  await expect(list.getByText('Fjordveien 2,')).toHaveCount(0);
  addresses = await alternativeAddresses(sim);
  expect(addresses.find((address) => address.id === created?.id)).toMatchObject({ address: 'Fjordveien 4', deliveryComment: 'Ring på' });

  await list.getByRole('button', { name: 'Slett adressen Fjordveien 4' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Adressen Fjordveien 4 er slettet.' })).toBeVisible();
  await expect(list.getByText('Fjordveien 4')).toHaveCount(0);
  addresses = await alternativeAddresses(sim);
  expect(addresses.some((address) => address.id === created?.id)).toBe(false);
  expect(await profileWrites(sim)).toEqual([
    'POST /api/extended-user/1300/alternative-address',
    'PUT /api/extended-user/1300/alternative-address',
    `DELETE /api/extended-user/1300/alternative-address/${String(created?.id)}`,
  ]);
});

test('an anonymous visitor is refused: no form, and the methods reject with «Not logged in»', async ({ page, sim, shop }) => {
  await shop.open('/profil/', 'anonymous');
  await expect(page.getByRole('status').filter({ hasText: 'Logg inn som medlem for å se og endre profilen din.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Kontaktdetaljer' })).toBeHidden();
  const refusal = await page.evaluate(() =>
    (window as unknown as { kurv: { updateProfile(input: unknown): Promise<unknown> } }).kurv
      .updateProfile({ firstName: 'Kari', lastName: 'Nordmann', mobile: '91234567', email: 'kari@example.no' })
      .then(
        () => 'saved',
        (error: Error) => error.message,
      ),
  );
  expect(refusal).toBe('Not logged in');
  expect(await profileWrites(sim)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
});

test('the profile page is usable at 375 px: no horizontal scrolling, the form in one column', async ({ page, shop }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openProfile(shop);
  expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);
  const first = await contact(page).getByLabel('Fornavn').boundingBox();
  const last = await contact(page).getByLabel('Etternavn').boundingBox();
  expect(last?.y ?? 0).toBeGreaterThan(first?.y ?? 0);
  await page.setViewportSize({ width: 1280, height: 800 });
  const wideFirst = await contact(page).getByLabel('Fornavn').boundingBox();
  const wideLast = await contact(page).getByLabel('Etternavn').boundingBox();
  expect(wideLast?.y).toBe(wideFirst?.y);
  expect(await axeViolations(page)).toEqual([]);
});

test('a page without Kurv tags reads the profile through the loader’s window.kurv, which fetches the runtime first', async ({
  page,
  shop,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await shop.open('/kundeservice.html', 'member');
  await page.waitForLoadState('networkidle');
  expect(fetched.filter((path) => path.includes('host-calls'))).toEqual([]);
  const profile = await page.evaluate(() =>
    (window as unknown as { kurv: { getProfile(): Promise<{ firstName: string; address: string } | null> } }).kurv.getProfile(),
  );
  expect(profile).toMatchObject({ firstName: 'Kari', address: 'Karl Johans gate 1' });
  // The host calls' code came with the first call, each of its files once.
  const hostCallFiles = fetched.filter((path) => path.includes('host-calls'));
  expect(hostCallFiles.length).toBeGreaterThan(0);
  expect(new Set(hostCallFiles).size).toBe(hostCallFiles.length);
});

test('a member chooses Vipps on the profile page by keyboard: kept by window.kurv over a reload, and no invoice offered', async ({
  page,
  shop,
}) => {
  await openProfile(shop);
  const payment = page.getByRole('region', { name: 'Betaling' });
  await expect(payment.getByRole('radio')).toHaveCount(2);
  await expect(payment.getByRole('radio', { name: 'Faktura' })).toHaveCount(0);
  await expect(payment.getByLabel('Fakturareferanse')).toBeHidden();
  await expect(payment.getByLabel('Kostnadssted')).toBeHidden();

  await payment.getByRole('radio', { name: 'Kort' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await expect(payment.getByRole('radio', { name: 'Vipps' })).toBeChecked();
  await payment.getByRole('button', { name: 'Lagre betaling' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('Betalingen er lagret.');
  expect(await page.evaluate(() => (window as unknown as { kurv: { getPayment: () => Promise<unknown> } }).kurv.getPayment())).toEqual({
    paymentMethod: 'VIPPS',
    invoiceReference: '',
    costCenter: '',
  });
  expect(await axeViolations(page)).toEqual([]);

  await page.reload();
  await expect(page.getByRole('region', { name: 'Betaling' }).getByRole('radio', { name: 'Vipps' })).toBeChecked();
});

test('a corporate user pays by invoice with a reference and a cost centre from the profile page, kept over a reload', async ({
  page,
  shop,
}) => {
  await shop.open('/profil/', 'corporate');
  const payment = page.getByRole('region', { name: 'Betaling' });
  await payment.getByRole('radio', { name: 'Faktura' }).check();
  await payment.getByLabel('Fakturareferanse').fill('  PO-4711 ');
  await payment.getByLabel('Kostnadssted').fill('3100');
  await payment.getByRole('button', { name: 'Lagre betaling' }).click();
  await expect(page.getByRole('status')).toHaveText('Betalingen er lagret.');
  // Kurv trims what it keeps, and the page shows what was kept.
  await expect(payment.getByLabel('Fakturareferanse')).toHaveValue('PO-4711');
  expect(await page.evaluate(() => (window as unknown as { kurv: { getPayment: () => Promise<unknown> } }).kurv.getPayment())).toEqual({
    paymentMethod: 'INVOICE',
    invoiceReference: 'PO-4711',
    costCenter: '3100',
  });
  expect(await axeViolations(page)).toEqual([]);

  await page.reload();
  await expect(payment.getByRole('radio', { name: 'Faktura' })).toBeChecked();
  await expect(payment.getByLabel('Fakturareferanse')).toHaveValue('PO-4711');
  await expect(payment.getByLabel('Kostnadssted')).toHaveValue('3100');
});

test('an organisation’s contact details saved from the profile page keep its name, number and department in the household’s update', async ({
  page,
  sim,
  shop,
}) => {
  await shop.open('/profil/', 'corporate');
  await expect(shop.page.getByRole('heading', { name: 'Kontaktdetaljer' })).toBeVisible();
  const form = contact(page);
  await expect(form.getByLabel('Adresse')).toHaveValue('Dronning Eufemias gate 16');
  await form.getByLabel('Adresse').fill('Dronning Eufemias gate 18');
  await form.getByRole('button', { name: 'Lagre kontaktdetaljer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Kontaktdetaljene er lagret.' })).toBeVisible();

  // Spec section 7's update-user-data fields, in the platform's Norwegian names (section 3).
  const householdWrite = (await sim.requests()).find((request) => request.method === 'PUT' && /\/husstand$/.test(request.path));
  expect(householdWrite?.body).toMatchObject({
    gateadresse: 'Dronning Eufemias gate 18',
    firmanavn: 'Nordlys Kantine AS',
    orgnr: '916874324',
    avdelingsnavn: 'Kantina',
  });
});

test('the site’s own address field searches through window.kurv.searchAddresses: 5 addresses at most, with a trailing wildcard; one character asks nothing', async ({
  page,
  sim,
  shop,
}) => {
  await shop.open('/profil/');
  const searches = async () =>
    (await sim.requests())
      .filter((request) => request.path === '/api/postalcode/address/search')
      .map((request) => new URLSearchParams(request.query));
  const before = (await searches()).length;

  const found = (await callHostApi(page, 'searchAddresses', 'Karl Johans gate')) as { address: string; postalCode: string; city: string }[];

  expect(found.length).toBeGreaterThan(0);
  expect(found.length).toBeLessThanOrEqual(5);
  expect(found.every((address) => address.address.startsWith('Karl Johans gate') && address.city !== '')).toBe(true);
  const sent = (await searches()).slice(before);
  expect(sent.map((query) => [query.get('address'), query.get('size')])).toEqual([['Karl Johans gate*', '5']]);

  expect(await callHostApi(page, 'searchAddresses', 'K')).toEqual([]);
  expect((await searches()).length).toBe(before + 1);
});
