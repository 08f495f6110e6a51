import { axeViolations } from '../support/axe';
import { loginWithSavedCart } from '../support/cart-seeds';
import { expect, test } from '../support/fixtures';

// Issue 34, point 9 (WCAG 2.5.3, Label in Name; axe's label-content-name-mismatch): a control's name reads as what it
// shows. The window radios are named by their shown parts in order, a comma after each and no space before it; the
// cart button and the calendar's day buttons take their names from what they show, so no aria-label says otherwise.

test('a member on the time page hears each window as it reads: its times first, then its price and marks, each after a comma with no space before it', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  await loginWithSavedCart(sim, page.request, 'member', { 'Tine Lettmelk 1 %': 2, Bananer: 1 });
  await shop.open();
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  const time = await picker.openTimePage();
  const windows = time.getByRole('group', { name: 'Velg tid' }).getByRole('radio');
  await expect(windows.first()).toBeVisible();

  for (const window of await windows.all()) {
    await expect(window).toHaveAccessibleName(/^\d{2}\.\d{2}–\d{2}\.\d{2}, Fra \d+,\d{2} kr(, [^ ,][^,]*)*$/);
    await expect(window).not.toHaveAccessibleName(/ ,/);
  }
});

test('the cart button and the day buttons of the time page are named by what they show: axe finds no label that says otherwise', async ({
  page,
  sim,
  shop,
  picker,
  cart,
}) => {
  await loginWithSavedCart(sim, page.request, 'member', { 'Tine Lettmelk 1 %': 2, Bananer: 1 });
  await shop.open();
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  await expect(cart.buttonNamed(/^Handlevogn, 3 varer, \d+,\d{2} kr$/)).toBeVisible();
  const time = await picker.openTimePage();
  await expect(time.getByRole('group', { name: 'Velg tid' }).getByRole('radio').first()).toBeVisible();

  expect(await axeViolations(page, { rules: ['label-content-name-mismatch'] })).toEqual([]);
  // The day buttons still read their day in full («mandag 15. desember, …»), and the cart button its count and total.
  await expect(time.getByRole('table').getByRole('button').first()).toHaveAccessibleName(/^[a-zæøå]+dag \d{1,2}\. [a-zæøå]+(, |$)/);
  await expect(cart.button).toHaveAccessibleName(/^Handlevogn, 3 varer, \d+,\d{2} kr$/);
});

test('the picker’s trigger is named by its parts as shown, a comma after each and no space before it, on a phone too', async ({
  page,
  shop,
  picker,
}) => {
  await shop.open();
  await expect(picker.trigger).toHaveAccessibleName('Hente selv, MENY Storo');
  await page.setViewportSize({ width: 375, height: 667 });
  // The short form shows the type alone; the store stays in the name.
  await expect(picker.trigger).toHaveAccessibleName('Hente selv, MENY Storo');
});
