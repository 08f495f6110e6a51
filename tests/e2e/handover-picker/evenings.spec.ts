import { TimePage } from '../pages/handover-picker/TimePage';
import { putInCart } from '../support/cart-seeds';
import { expect, test } from '../support/fixtures';
import { fridayEveningFrom } from '../support/oslo-clock';

// Issue 34, point 6: evenings and full days on the time page. The page opens on the first day with a window the shopper
// can choose, at any hour; a day without one says so in Norwegian; 'Klargjøring' never breaks in the day grid of a phone.
// The hour is set relative to each project's own date (the Friday evening on or after it), so these run on every date of
// tests/test-clock.json.

test('on a Friday evening the time page opens on Saturday with its windows, and today reads «Fullt»', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  const evening = fridayEveningFrom(await sim.now());
  await sim.setClock(evening.instant);
  await page.clock.setSystemTime(new Date(evening.instant));
  await shop.open();
  const time = await picker.toPickupTimePage();

  await expect(picker.timePage.daysReading('Fullt', time).first()).toHaveAccessibleName(/^fredag .*, Fullt$/);
  await expect(picker.timePage.shownDay(time)).toHaveAccessibleName(/^lørdag /);
  await expect(picker.timePage.openWindows(time).first()).toBeVisible();
  await expect(time.getByText(TimePage.NO_FREE_WINDOWS)).toHaveCount(0);
});

test('when every window is full, the time page says that the day has no free time, in Norwegian', async ({ sim, shop, picker }) => {
  await sim.setWindowCapacity(0);
  await shop.open();
  const time = await picker.toPickupTimePage();

  await expect(picker.timePage.shownDay(time)).toHaveAccessibleName(/, Fullt$/);
  await expect(time.getByText(TimePage.NO_FREE_WINDOWS, { exact: true })).toBeVisible();
  await expect(picker.timePage.openWindows(time)).toHaveCount(0);
  await expect(picker.timePage.confirmButton(time)).toBeDisabled();
});

for (const chain of [
  { name: 'MENY', path: '/' },
  { name: 'SPAR', path: '/spar/' },
  { name: 'Joker', path: '/joker/' },
]) {
  for (const width of [320, 375]) {
    test(`on a ${width} px phone at ${chain.name}, «Klargjøring» stands on one line in each day of the calendar`, async ({
      page,
      shop,
      picker,
    }) => {
      await page.setViewportSize({ width, height: 700 });
      await shop.open(chain.path);
      // The cheese comes from a supplier: the first days need preparation ('Klargjøring').
      await putInCart(page, { 'Norvegia 26 %': 1 }, '1 vare');
      const time = await picker.toPickupTimePage();

      await expect(picker.timePage.daysReading('Klargjøring', time).first()).toBeVisible();
      const lines = await picker.timePage.statusLines('Klargjøring', time);
      expect(lines.length).toBeGreaterThan(0);
      expect(lines).toEqual(lines.map(() => 1));
    });
  }
}
