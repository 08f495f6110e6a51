import { expect, test } from '../support/fixtures';
import { keepAnonymousStoreCookie } from '../support/handover-seeds';

// The picker's location page and the store it keeps: a store without a deviation shows no warning (on the location
// page, nor on the time page after it), «Tilbake» from the time page goes back to it, and the anonymous shopper's store
// kept in the chain's cookie is the one a new tab shows (spec sections 4, 6). The time page is only opened, no day or
// window is chosen, so these run at the pinned instant only.

test('a store without a deviation shows no warning', async ({ shop, picker }) => {
  await shop.open();
  const { typePage, locationPage } = picker;
  await picker.open();
  await typePage.continueToPickup();
  await locationPage.county('Vestland').click();
  await locationPage.store(/MENY Bergen Storsenter/).check();
  await expect(locationPage.dialog.getByRole('button', { name: 'Lukk melding' })).toHaveCount(0);
  await locationPage.confirm();
  const time = picker.timePage.dialog;
  await expect(time.getByRole('group', { name: 'Velg tid' })).toBeVisible();
  await expect(time.getByRole('button', { name: 'Lukk melding' })).toHaveCount(0);
});

test('«Tilbake» goes from the time page to the page before, by keyboard', async ({ page, shop, picker }) => {
  await shop.open();
  const { typePage, locationPage } = picker;
  await picker.open();
  await typePage.continueToPickup();
  const location = locationPage.dialog;
  await locationPage.confirm();
  const time = picker.timePage.dialog;
  await expect(time).toBeVisible();
  await time.getByRole('button', { name: 'Tilbake' }).focus();
  await page.keyboard.press('Enter');
  await expect(location).toBeVisible();
  await locationPage.cancelButton.click();
  await expect(typePage.dialog).toBeVisible();
});

test('a new tab with only the store cookie (its profile copy gone) shows the cookie’s store [setting: anonymousGlnCookieName]', async ({
  page,
  baseURL,
  shop,
  picker,
}) => {
  // Arranged as the picker leaves it after a pickup at MENY Ullevål: the store in the chain's cookie; this tab has
  // nothing else of the shopper (no session storage, no profile copy in local storage).
  await keepAnonymousStoreCookie(page.context(), baseURL ?? '', '7080001150101');
  await shop.open();
  await expect(picker.trigger).toContainText('MENY Ullevål');
});
