import type { Locator, Page } from '@playwright/test';
import type { HandoverPicker } from '../pages/HandoverPicker';
import type { ShopPage } from '../pages/ShopPage';
import { expect, test } from '../support/fixtures';
import type { SimulatorClient } from '../support/simulator';

/**
 * Spec section 9's constants of the time page, seen through <handover-picker> on the example page: the window grid's
 * week starts on Monday in 7 columns; the windows stand under the time-of-day labels by their start (morning before
 * 09, forenoon from 09, afternoon from 12, evening from 18); a greener window reads 'Litt grønnere'; and the fixed
 * half-price delivery campaign (2025-05-26 to 2025-06-22, shown 2025-05-23 to 2025-06-23) marks the windows of the
 * site default chain when the site sets no campaign of its own. The calendar and its windows come from the
 * simulator's clock: these run on every date of tests/test-clock.json.
 */

const WEEKDAYS = ['mandag', 'tirsdag', 'onsdag', 'torsdag', 'fredag', 'lørdag', 'søndag'];
/** Spec section 9's labels and the Oslo start hours each covers (from, before). */
const TIMES_OF_DAY: Record<string, [number, number]> = {
  Morgen: [0, 9],
  Formiddag: [9, 12],
  Ettermiddag: [12, 18],
  Kveld: [18, 24],
};
const CAMPAIGN = /Kampanje: Hurra, denne dagen får du halv pris på hjemlevering!$/;

/** Kari's delivery time page, opened by the trigger and the type page. */
async function deliveryTimePage(shop: ShopPage, picker: HandoverPicker): Promise<Locator> {
  await shop.open('/', 'member');
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  await picker.trigger.click();
  await picker.typePage.delivery.check();
  await picker.typePage.continueButton.click();
  const time = picker.timePage.deliveryDialog;
  await expect(time.getByRole('table')).toBeVisible();
  return time;
}

test('the calendar’s week starts on Monday in 7 columns, and greener windows read «Litt grønnere»', async ({ shop, picker }) => {
  const time = await deliveryTimePage(shop, picker);
  const headers = time.getByRole('table').getByRole('columnheader');
  await expect(headers).toHaveCount(7);
  for (const [index, weekday] of WEEKDAYS.entries()) {
    await expect(headers.nth(index)).toHaveAccessibleName(new RegExp(weekday));
  }

  // The simulator tags some delivery windows 'Miljo': the first open day with one shows it.
  const greener = time.getByRole('radio', { name: /, Litt grønnere(,|$)/ });
  const days = await picker.timePage.openDaysOf(time).count();
  for (let day = 0; day < days && (await greener.count()) === 0; day += 1) {
    await picker.timePage.openDaysOf(time).nth(day).click();
    await expect(time.getByRole('radio').first()).toBeVisible();
  }
  await expect(greener.first()).toBeVisible();
  await expect(greener.first().locator('xpath=..')).toContainText('Litt grønnere');
});

test('each window stands under «Morgen», «Formiddag», «Ettermiddag» or «Kveld» by its start in Oslo', async ({ shop, picker }) => {
  const time = await deliveryTimePage(shop, picker);
  const labelsSeen = new Set<string>();
  const days = await picker.timePage.openDaysOf(time).count();
  for (let day = 0; day < days && labelsSeen.size < 3; day += 1) {
    await picker.timePage.openDaysOf(time).nth(day).click();
    await expect(time.getByRole('radio').first()).toBeVisible();
    for (const [label, [from, before]] of Object.entries(TIMES_OF_DAY)) {
      const group = time.getByRole('group', { name: label, exact: true });
      if ((await group.getByRole('radio').count()) === 0) {
        continue;
      }
      labelsSeen.add(label);
      // A window's name starts with its times ('08.00–09.00, …'): none in the group starts outside its hours.
      const hours = Array.from({ length: before - from }, (_, offset) => String(from + offset).padStart(2, '0')).join('|');
      await expect(group.getByRole('radio', { name: new RegExp(`^(${hours})\\.`) }).first()).toBeVisible();
      await expect(group.getByRole('radio', { name: new RegExp(`^(?!(${hours})\\.)`) })).toHaveCount(0);
    }
  }
  expect(labelsSeen.size).toBeGreaterThanOrEqual(3);
});

/** Both clocks at `iso`, before the page loads. */
async function clocksAt(page: Page, sim: SimulatorClient, iso: string) {
  await sim.setClock(iso);
  await page.clock.setSystemTime(new Date(iso));
}

test('with no campaign of the site’s own, the fixed campaign marks the daytime windows from 2025-05-26, and not the day before', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  // 2025-05-24, a Saturday in the campaign's shown days: the calendar's two weeks reach into the campaign's days.
  await clocksAt(page, sim, '2025-05-24T06:00:00.000Z');
  const time = await deliveryTimePage(shop, picker);
  const monday = time.getByRole('table').getByRole('button', { name: /26\. mai/ });
  await monday.click();
  await expect(time.getByRole('radio').first()).toBeVisible();
  await expect(time.getByRole('radio', { name: CAMPAIGN }).first()).toBeVisible();
  // The evening windows are outside the campaign's day range.
  await expect(time.getByRole('radio', { name: /^(18|19|20|21)\..*Kampanje/ })).toHaveCount(0);
  // The day before the campaign's first: none.
  await time
    .getByRole('table')
    .getByRole('button', { name: /25\. mai/ })
    .click();
  await expect(time.getByRole('radio').first()).toBeVisible();
  await expect(time.getByRole('radio', { name: CAMPAIGN })).toHaveCount(0);
});
