import { putInCart } from '../support/cart-seeds';
import { expect, test } from '../support/fixtures';
import { tuesdayMorningFrom } from '../support/oslo-clock';

// Issue 34, point 9: every reason a window or a day cannot be chosen is on the time page in the spec's words (spec
// section 4's disabled reasons, section 8's restricted-cart words): alcohol hours, age, products that need days, full
// windows; and 'I dag' and the price-from text, whose price follows the cart's price interval. The cart and the windows
// are arranged through the simulator and the host page; the days come from the simulator's clock, so these run on every
// date of tests/test-clock.json.

const ALCOHOL = 'Må utleveres innenfor salgstider for alkohol';
const AGE = 'Aldersbestemt vare';

test('beer in the cart: the store’s windows outside the alcohol sales hours read «Må utleveres innenfor salgstider for alkohol» and cannot be chosen', async ({
  page,
  shop,
  picker,
}) => {
  await shop.open();
  await putInCart(page, { 'Hansa Pilsner': 1 }, '1 vare');
  const time = await picker.toPickupTimePage();

  const windows = await picker.timePage.showDayWithReason(ALCOHOL, time);
  await expect(windows.first()).toBeVisible();
  await expect(windows.first()).toBeDisabled();
});

test('beer for a parcel locker, where nobody checks age: its windows read «Aldersbestemt vare», its days «Klargjøring», and no time is free', async ({
  page,
  shop,
  picker,
}) => {
  await shop.open();
  await putInCart(page, { 'Hansa Pilsner': 1 }, '1 vare');
  const time = await picker.toPickupTimePageAt(/MENY Hentepunkt Nydalen/, 'Oslo');

  await expect(picker.timePage.windowsDisabledFor(AGE, time).first()).toBeVisible();
  await expect(picker.timePage.openWindows(time)).toHaveCount(0);
  await expect(picker.timePage.daysReading('Klargjøring', time).first()).toBeDisabled();
  await expect(time.getByText('Ingen ledige tider denne dagen. Velg en annen dato.', { exact: true })).toBeVisible();
});

test('cheese from a supplier: the days before it can come read «Klargjøring» and cannot be chosen; the page opens on a day after them', async ({
  page,
  shop,
  picker,
}) => {
  await shop.open();
  await putInCart(page, { 'Norvegia 26 %': 1 }, '1 vare');
  const time = await picker.toPickupTimePage();

  const preparation = picker.timePage.daysReading('Klargjøring', time);
  await expect(preparation.first()).toBeDisabled();
  await expect(preparation.first().getByText('Klargjøring', { exact: true })).toBeVisible();
  await expect(picker.timePage.shownDay(time)).not.toHaveAccessibleName(/Klargjøring/);
  await expect(picker.timePage.openWindows(time).first()).toBeVisible();
});

test('full windows read «Fullt», and so do their days', async ({ sim, shop, picker }) => {
  await sim.setWindowCapacity(0);
  await shop.open();
  const time = await picker.toPickupTimePage();

  await expect(picker.timePage.windowsDisabledFor('Fullt', time).first()).toBeVisible();
  await expect(picker.timePage.shownDay(time).getByText('Fullt', { exact: true })).toBeVisible();
});

test('on a Tuesday morning today reads «I dag» and can be chosen', async ({ page, sim, shop, picker }) => {
  const morning = tuesdayMorningFrom(await sim.now());
  await sim.setClock(morning.instant);
  await page.clock.setSystemTime(new Date(morning.instant));
  await shop.open();
  const time = await picker.toPickupTimePage();

  const today = picker.timePage.daysReading('I dag', time);
  await expect(today).toHaveCount(1);
  await expect(today).toHaveAccessibleName(/^tirsdag /);
  await expect(today).toBeEnabled();
  await expect(today.getByText('I dag', { exact: true })).toBeVisible();
});

test('the windows’ price-from text follows the cart’s price interval: «Fra 29,00 kr» for a small cart, «Fra 0,00 kr» from 500 kr', async ({
  page,
  shop,
  picker,
}) => {
  await shop.open();
  const small = await picker.toPickupTimePage();
  await expect(picker.timePage.openWindows(small).first()).toHaveAccessibleName(/Fra 29,00 kr/);
  await small.getByRole('button', { name: 'Avbryt' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await putInCart(page, { 'Norvegia 26 %': 4 }, '4 varer');
  const large = await picker.toPickupTimePage();
  await expect(picker.timePage.openWindows(large).first()).toHaveAccessibleName(/Fra 0,00 kr/);
});
