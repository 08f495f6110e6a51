import { axeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { replaceInPage } from '../support/settings';

// Issue 16: the picker's notices that depend on the days, from the platform and the cart, seen through the elements: a
// store deviation with its closed Sundays ('Stengt') in the calendar, a delivery minimum met on a day after the cheese's
// preparation, and the window notices of products some days cannot hand over. The days come from the simulator's clock,
// so these run on every date of tests/test-clock.json (the notices without days are in type-page.spec.ts and
// location-page.spec.ts).

const DEVIATION = 'Butikken bygges om og har redusert åpningstid. Henting i butikk er stengt på søndager.';

test('a store with a current deviation: the warning on the location and time pages, closable, its markup never raw; Sundays read «Stengt»', async ({
  page,
  shop,
  picker,
}) => {
  await shop.open();
  const { typePage, locationPage, timePage } = picker;
  await picker.open();
  await typePage.continueToPickup();

  const location = locationPage.dialog;
  await expect(location).toBeVisible();
  await expect(location.getByText(DEVIATION)).toHaveCount(0);
  await locationPage.openCounty('Oslo');
  await locationPage.store(/MENY Ullevål/).check();
  const warning = location.getByRole('status').filter({ hasText: DEVIATION });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('Advarsel');
  // The platform's markup is rendered through the safe-HTML component: its <strong> is an element, no tag shows as text.
  await expect(warning.locator('strong')).toHaveText('redusert åpningstid');
  await expect(warning).not.toContainText('<p>');
  expect(await axeViolations(page)).toEqual([]);

  // Closable, by keyboard.
  await warning.getByRole('button', { name: 'Lukk melding' }).focus();
  await page.keyboard.press('Enter');
  await expect(location.getByText(DEVIATION)).toHaveCount(0);
  await expect(location).toBeVisible();

  await locationPage.confirm();
  const time = timePage.dialog;
  await expect(time).toBeVisible();
  await expect(time.getByRole('status').filter({ hasText: DEVIATION })).toBeVisible();
  // The store's closed Sundays read 'Stengt' in the week grid (spec section 4, store-deviation days).
  await expect(time.getByRole('button', { name: /Stengt/ }).first()).toBeVisible();
  await time.getByRole('status').filter({ hasText: DEVIATION }).getByRole('button', { name: 'Lukk melding' }).click();
  await expect(time.getByText(DEVIATION)).toHaveCount(0);
});

test('delivery to Stavanger, whose delivery starts at 400 kr: the picker and, after the reload, the cart agree on 400 kr', async ({
  page,
  shop,
  picker,
  cart,
  products,
}) => {
  await shop.open();
  await products.add('Norvegia 26 %');
  await expect(cart.button).toHaveAccessibleName('Handlevogn, 1 vare, 131,00 kr');

  const { typePage, timePage } = picker;
  const { dialog } = await picker.open();
  await typePage.chooseDeliveryTo('Klubbgata 5', /Klubbgata 5, 4006 STAVANGER/);
  await expect(typePage.delivery).toHaveAccessibleDescription('Handle for 271,00 kr til for å få varene levert på døren');
  await expect(dialog.getByText('Husk!', { exact: true })).toBeVisible();
  await expect(dialog.getByText('For å kunne få varene levert på døren må du handle for over 400 kr', { exact: true })).toBeVisible();

  await typePage.continueButton.click();
  const time = timePage.deliveryDialog;
  // The cheese needs days of preparation ('Klargjøring'): the first day that can be chosen, then its first window.
  await time.getByRole('table').getByRole('button').and(page.locator(':not([disabled])')).first().click();
  await timePage.openWindows(time).first().check();
  const reload = page.waitForEvent('load');
  await timePage.confirmButton(time).click();
  await reload;
  await expect(picker.trigger).toContainText('Klubbgata 5');

  // After the reload the picker has not loaded its options: the cart's threshold is the calculator's, the same 400 kr.
  await cart.button.click();
  await expect(cart.dialog.getByText('Du må handle for minst 400 kr for å få varene levert på døren', { exact: true })).toBeVisible();
});

test('window notices in the cart after a reload, without the picker: «Ikke tilgjengelig …», «Vare med begrenset utlevering», «Ikke alltid tilgjengelig»', async ({
  page,
  sim,
  shop,
  cart,
  products,
}) => {
  // The product page with one more tile: Avokado moden, which some of the simulator's days cannot hand over (DATE).
  await replaceInPage(
    page,
    '</ul>',
    '<li class="tile"><h2 class="tile__title">Avokado moden</h2><add-to-cart-button ean="7025733097960"></add-to-cart-button></li></ul>',
  );
  await shop.open();
  await products.add('Kneippbrød');
  await expect(cart.button).toHaveAccessibleName(/^Handlevogn, 1 vare, /);
  // By keyboard: the added tile sits last in the grid.
  await products.addButton('Avokado moden').focus();
  await page.keyboard.press('Enter');
  await expect(cart.button).toHaveAccessibleName(/^Handlevogn, 2 varer, /);
  // The cart is kept once the calculator has priced it (an add still in flight is not stored): reload after that.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('kurv.cart.1300') ?? '')).toContain('7025733097960');

  await page.reload();
  await expect(cart.button).toHaveAccessibleName(/^Handlevogn, 2 varer, /);
  // By keyboard: the badge opens the cart popup; the picker stays closed in this page view.
  await cart.button.focus();
  await page.keyboard.press('Enter');
  const popup = cart.dialog;
  await expect(popup).toBeVisible();
  const bread = popup.getByRole('status').filter({ hasText: 'Kneippbrød' });
  await expect(bread.getByText('Ikke alltid tilgjengelig', { exact: true })).toBeVisible();
  await expect(bread.getByText('Vare med begrenset utlevering', { exact: true })).toBeVisible();
  const avocado = popup.getByRole('status').filter({ hasText: 'Avokado moden' });
  await expect(avocado.getByText(/^Ikke tilgjengelig \d{2}\.\d{2}/)).toBeVisible();
  await expect(page.getByRole('dialog', { name: /Hvordan ønsker du|Når ønsker du|Når skal vi/ })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // The windows were asked for once the popup opened, for the cart's products.
  const windowRequests = (await sim.requests()).filter((request) => request.path.includes('/handoverwindows/'));
  expect(windowRequests.length).toBeGreaterThan(0);
});
