import { expect, test } from '../support/fixtures';
import { withSettings } from '../support/settings';
import { SimulatorClient } from '../support/simulator';

// Issue 36, point 10 (the spec map, section 2): the picker's words and controls of spec section 2 that no other browser
// test read — the type page's radio group 'Leveringsalternativ', the address field's placeholder and its two-character
// search, the location page's intro, radio group and 'Avbryt', the banners' titles 'Informasjon' and 'Feil', a configured
// path that is no path, and the login error's 'OK'. No day or window is chosen: these run at the pinned instant only.

test('the type page offers its two tabs as the radio group «Leveringsalternativ»', async ({ shop, picker }) => {
  await shop.open();
  const typePage = await picker.open();
  const group = typePage.dialog.getByRole('group', { name: 'Leveringsalternativ' });
  await expect(group).toBeVisible();
  await expect(group.getByRole('radio')).toHaveCount(2);
  await expect(group.getByRole('radio', { name: 'Levert på døren' })).toBeVisible();
  await expect(group.getByRole('radio', { name: 'Hente selv' })).toBeVisible();
});

test('the address field says «Søk på adresse her»; one character asks for two, and only two search', async ({ sim, shop, picker }) => {
  await shop.open();
  const typePage = await picker.open();
  await typePage.delivery.check();
  await expect(typePage.address).toHaveAttribute('placeholder', 'Søk på adresse her');

  const searches = async () => (await sim.requests()).filter((request) => request.path.endsWith('/address/search')).length;
  const before = await searches();
  await typePage.address.fill('K');
  await expect(typePage.dialog.getByText('Skriv minst 2 tegn for å søke', { exact: true })).toBeVisible();
  await expect(typePage.dialog.getByRole('option')).toHaveCount(0);
  expect(await searches()).toBe(before);

  await typePage.address.fill('Ka');
  await expect(typePage.dialog.getByText('Skriv minst 2 tegn for å søke', { exact: true })).toHaveCount(0);
  await expect.poll(searches).toBeGreaterThan(before);
});

test('the location page asks which store’s assortment to see, offers the stores as «Velg hvor du vil hente varene», and «Avbryt» goes back', async ({
  sim,
  shop,
  picker,
}) => {
  await shop.open();
  const typePage = await picker.open();
  const before = await picker.trigger.textContent();
  await typePage.continueToPickup();
  const location = picker.locationPage.dialog;
  await expect(location.getByText('Hvilken butikks utvalg vil du se?', { exact: true })).toBeVisible();
  const stores = location.getByRole('group', { name: 'Velg hvor du vil hente varene' });
  await expect(stores).toBeVisible();
  await expect(stores.getByRole('radio', { name: /MENY Storo/ })).toBeChecked();

  await picker.locationPage.chooseStore('Vestland', /MENY Bergen Storsenter/);
  await picker.locationPage.cancelButton.click();
  await expect(location).toHaveCount(0);
  await expect(typePage.dialog).toBeVisible();
  await expect(typePage.pickup).toBeChecked();
  await typePage.closeButton.click();
  await expect(picker.trigger).toHaveText(before ?? '');
  const saves = (await sim.requests()).filter((request) => request.method === 'PUT');
  expect(saves).toEqual([]);
});

test('the type page’s banners are titled: «Feil» for the profile address the platform refuses, «Informasjon» for the alternative one', async ({
  sim,
  shop,
  picker,
}) => {
  await sim.login('addressProblems');
  await shop.open();
  await expect(shop.loggedInAs).toHaveText(/Jonas Lie/);
  await picker.trigger.click();
  const dialog = picker.typePage.dialog;
  await picker.typePage.delivery.check();
  const error = dialog.getByRole('alert').filter({ hasText: 'Vi mangler informasjon for adressen din Karl Johans gate.' });
  await expect(error).toBeVisible();
  await expect(error.getByText('Feil', { exact: true })).toBeVisible();

  await dialog.getByRole('radio', { name: 'Bryggen 1, 5003 BERGEN' }).check();
  const information = dialog.getByRole('status').filter({ hasText: 'Vi mangler informasjon for den alternative adressen din Bryggen 1.' });
  await expect(information).toBeVisible();
  await expect(information.getByText('Informasjon', { exact: true })).toBeVisible();
});

test('a configured path that is neither root-relative nor http(s) becomes «/»: the profile link is never a javascript: link [setting: paths.myOrders]', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  await withSettings(page, { set: { paths: { myOrders: 'javascript:alert(1)' } } });
  await sim.login('noAddress');
  await shop.open();
  await expect(shop.loggedInAs).toHaveText(/Nina Dahl/);
  await picker.trigger.click();
  await picker.typePage.delivery.check();
  const link = picker.typePage.dialog.getByRole('link', { name: 'Rediger adresser på profilsiden' }).first();
  await expect(link).toHaveAttribute('href', '/#/kontaktdetaljer');
  const hrefs = await picker.typePage.dialog.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.filter((href) => /^\s*javascript:/i.test(href))).toEqual([]);
});

test('the login error «Det skjedde en feil ved innlogging — prøv igjen» closes with «OK»', async ({ page, request, shop, products }) => {
  await shop.open();
  await expect(products.addButton('Tine Lettmelk 1 %')).toBeVisible();
  // A token the platform knows but whose login is refused (no assurance): the page's session stays anonymous.
  const { token } = await new SimulatorClient(request).login('member', { assurance: 'none' });
  await page.evaluate(
    (raw) => (window as unknown as { kurv: { login: (token: string) => Promise<void> } }).kurv.login(raw).catch(() => undefined),
    token,
  );
  const error = page.getByRole('dialog', { name: 'Det skjedde en feil ved innlogging — prøv igjen' });
  await expect(error).toBeVisible();
  await error.getByRole('button', { name: 'OK' }).click();
  await expect(error).toHaveCount(0);
  await expect(products.addButton('Tine Lettmelk 1 %')).toBeVisible();
});
