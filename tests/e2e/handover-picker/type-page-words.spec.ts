import { expect, test } from '../support/fixtures';

// Issue 34, point 9: the type page's words on screen (spec section 2): 'Endre butikk' leads to the choice of stores, the
// address autocomplete says 'Ingen resultater funnet' for an address nobody knows, and the address data is credited
// 'Kartdata: © Kartverket'.

test('a shopper who presses «Endre butikk» beside the chosen store comes to the choice of stores', async ({ shop, picker }) => {
  await shop.open();
  const typePage = await picker.open();
  await typePage.pickup.check();
  await typePage.dialog.getByRole('button', { name: 'Endre butikk' }).click();

  await expect(picker.locationPage.dialog).toBeVisible();
  await expect(picker.locationPage.dialog.getByRole('radio', { checked: true })).toHaveCount(1);
});

test('an address nobody knows: the autocomplete says «Ingen resultater funnet», under the credit «Kartdata: © Kartverket»', async ({
  shop,
  picker,
}) => {
  await shop.open();
  const typePage = await picker.open();
  await typePage.delivery.check();
  await expect(typePage.dialog.getByText('Kartdata: © Kartverket', { exact: true })).toBeVisible();
  await typePage.address.fill('Qwxzvegen 999');

  await expect(typePage.dialog.getByText('Ingen resultater funnet', { exact: true })).toBeVisible();
  await expect(typePage.dialog.getByRole('option')).toHaveCount(0);
});
