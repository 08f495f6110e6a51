import type { Locator, Page } from '@playwright/test';
import { HandoverPicker } from '../pages/HandoverPicker';
import { ShopPage } from '../pages/ShopPage';
import { runAxe } from '../support/axe';
import { loginWithSavedCart } from '../support/cart-seeds';
import { expect, test } from '../support/fixtures';
import { withSettings } from '../support/settings';

// Issue 19: loyalty on the time page, through <handover-picker> on the example page: the trigger bonus's reminder and
// its end, triple-bonus days, a site's delivery campaign, the weekly bonus product's Saturday. Dated: the bonus days,
// campaign days and the calendar come from the simulator's clock, never from a constant, and these run on every date of
// tests/test-clock.json.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Oslo calendar date (yyyy-MM-dd) of an instant. */
function osloDate(instant: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** yyyy-MM-dd plus days, as a calendar date. */
function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + days)).toISOString().slice(0, 10);
}

/**
 * The simulator's active trigger bonus for the seeded member: 5 %, to six days after the Oslo date of its first read
 * (platform-sim trumf-handlers). The reminder's {date} is dd.MM.yyyy, the expiry message's {dd.MM}.
 */
function bonusEnd(firstRead: number) {
  const [year, month, day] = addDays(osloDate(firstRead), 6).split('-');
  return {
    reminder: `Husk! Du må motta varene innen ${day}.${month}.${year} for å få 5% Trumf-bonus`,
    expiry: `Bytt til en dato senest ${day}.${month} for å få din Trumf-bonus`,
  };
}

/**
 * Logged in as `who`, the time page of the user's own handover, opened through the host API; for a loyalty member once
 * the trigger bonuses came (an organisation's are never asked for).
 */
async function timePageWithBonuses(page: Page, who: RegExp, member = true): Promise<Locator> {
  await expect(new ShopPage(page).loggedInAs).toHaveText(who);
  const bonuses = member ? page.waitForResponse((response) => response.url().includes('/triggerbonuser/')) : null;
  const picker = new HandoverPicker(page);
  await picker.openOn('time');
  const time = picker.timePage.anyDialog;
  await expect(time.getByRole('table')).toBeVisible();
  await bonuses;
  return time;
}

test('a member: «Husk!» with its info dialog by keys; a day after the bonus end gives «Bytt til en dato senest …», an earlier day the reminder again', async ({
  page,
  sim,
  shop,
}) => {
  const texts = bonusEnd(Date.parse(await sim.now()));
  await shop.open('/', 'member');
  const time = await timePageWithBonuses(page, /Kari Nordmann/);

  const notice = time.getByRole('status').filter({ hasText: texts.reminder });
  await expect(notice).toBeVisible();
  await expect(time.getByText(texts.expiry)).toHaveCount(0);

  // The info dialog, by keys only: focus, Enter, Escape.
  const info = notice.getByRole('button', { name: 'Om Trumf-bonusen' });
  await info.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Ekstra Trumf-bonus' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Du har fått et tilbud om 5% ekstra Trumf-bonus.');
  expect((await runAxe(page)).violations.map((violation) => violation.id)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(info).toBeFocused();
  await expect(time).toBeVisible();

  // The last day of the calendar (thirteen days ahead at most, past the bonus end) and a window of it.
  const days = time.getByRole('table').getByRole('button', { disabled: false });
  const windows = time.getByRole('radio').and(page.locator(':not([disabled])'));
  await days.last().click();
  await windows.first().check();
  await expect(time.getByRole('status').filter({ hasText: texts.expiry })).toBeVisible();
  await expect(time.getByText(texts.reminder)).toHaveCount(0);
  await expect(time.getByRole('button', { name: 'Om Trumf-bonusen' })).toHaveCount(0);
  expect((await runAxe(page)).violations.map((violation) => violation.id)).toEqual([]);

  // The first day that can be chosen (today or soon after, within the bonus) brings the reminder back.
  await days.first().click();
  await windows.first().check();
  await expect(time.getByRole('status').filter({ hasText: texts.reminder })).toBeVisible();
  await expect(time.getByText(texts.expiry)).toHaveCount(0);
});

test('the trigger bonus is gone once both clocks are past its end and its day of grace', async ({ page, sim, shop, browser, baseURL }) => {
  const firstRead = Date.parse(await sim.now());
  const texts = bonusEnd(firstRead);
  await shop.open('/', 'member');
  const time = await timePageWithBonuses(page, /Kari Nordmann/);
  await expect(time.getByText(texts.reminder)).toBeVisible();

  // Eight days on: the bonus ended six days after its first read, and its day of grace is over too.
  const later = firstRead + 8 * DAY_MS;
  await sim.setClock(new Date(later).toISOString());
  const context = await browser.newContext({ baseURL });
  await context.clock.install({ time: new Date(later) });
  const laterPage = await context.newPage();
  await new ShopPage(laterPage).open('/', 'member');
  const laterTime = await timePageWithBonuses(laterPage, /Kari Nordmann/);
  await expect(laterTime.getByRole('radio').first()).toBeVisible();
  await expect(laterTime.getByText(/^Husk! Du må motta varene/)).toHaveCount(0);
  await expect(laterTime.getByText(/^Bytt til en dato senest/)).toHaveCount(0);
  await context.close();
});

test('a member sees the triple-bonus day named on the time page', async ({ page, sim, shop }) => {
  // The first Thursday after today: the seeded one may be today with its windows gone (31 December in the evening).
  const today = osloDate(Date.parse(await sim.now()));
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  const thursday = addDays(today, ((4 - weekday + 7) % 7) + (weekday === 4 ? 7 : 0));
  await sim.setTripleBonusDays([thursday]);
  await shop.open('/', 'member');
  const time = await timePageWithBonuses(page, /Kari Nordmann/);
  await expect(time.getByText('Hurra! På torsdag er det Trippel-Trumf', { exact: true })).toBeVisible();
  await expect(time.getByRole('table').getByRole('button', { name: /Trippel-Trumf/ })).toHaveCount(1);
});

test('two triple-bonus days, Tuesday and Wednesday: both named on the time page and marked in the calendar', async ({
  page,
  sim,
  shop,
}) => {
  const today = osloDate(Date.parse(await sim.now()));
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  // The first Tuesday after today, and the Wednesday after it.
  const tuesday = addDays(today, ((2 - weekday + 7) % 7) + (weekday === 2 ? 7 : 0));
  await sim.setTripleBonusDays([tuesday, addDays(tuesday, 1)]);
  await shop.open('/', 'member');
  const time = await timePageWithBonuses(page, /Kari Nordmann/);
  await expect(time.getByText('Hurra! På tirsdag og onsdag er det Trippel-Trumf', { exact: true })).toBeVisible();
  await expect(time.getByRole('table').getByRole('button', { name: /Trippel-Trumf/ })).toHaveCount(2);
});

test('an organisation (the corporate customer) sees no loyalty text on the time page', async ({ page, shop }) => {
  await shop.open('/', 'corporate');
  const time = await timePageWithBonuses(page, /Per/, false);
  await expect(time.getByRole('radio').first()).toBeVisible();
  await expect(time.getByText(/Husk! Du må motta varene|Bytt til en dato senest|Trippel-Trumf|Trumf-bonus/)).toHaveCount(0);
  await expect(time.getByRole('button', { name: 'Om Trumf-bonusen' })).toHaveCount(0);
});

test('a half-price delivery campaign set by the site: «Kampanje» on the daytime delivery windows of its days only [setting: deliveryCampaign]', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  const today = osloDate(Date.parse(await sim.now()));
  const campaign = { chainId: 1300, from: addDays(today, 5), to: addDays(today, 13), shownFrom: today, shownTo: addDays(today, 13) };
  // The example page assigns window.kurvSettings inline: the campaign joins whatever it sets.
  await withSettings(page, { set: { deliveryCampaign: campaign } });
  await shop.open('/', 'member');
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  const { typePage, timePage } = picker;
  await picker.trigger.click();
  await typePage.delivery.check();
  await typePage.continueButton.click();
  const time = timePage.deliveryDialog;
  const campaignWindows = time.getByRole('radio', { name: /Kampanje: Hurra, denne dagen får du halv pris på hjemlevering!$/ });
  const days = time.getByRole('table').getByRole('button', { disabled: false });

  // The last day of the calendar is a campaign day: its windows from 06:00 and before 18:00 carry the campaign (the
  // campaign day range), the evening ones do not.
  await days.last().click();
  await expect(time.getByRole('radio').first()).toBeVisible();
  await expect(campaignWindows.first()).toBeVisible();
  await expect(time.getByRole('radio', { name: /^(18|19|20|21)\./ }).first()).toBeVisible();
  await expect(time.getByRole('radio', { name: /^(18|19|20|21)\..*Kampanje/ })).toHaveCount(0);
  await expect(time.getByRole('radio', { name: /^(0[6-9]|1[0-7])\..*Kampanje/ }).first()).toBeVisible();
  expect((await runAxe(page)).violations.map((violation) => violation.id)).toEqual([]);

  // The first day that can be chosen comes before the campaign: none.
  await days.first().click();
  await expect(time.getByRole('radio').first()).toBeVisible();
  await expect(campaignWindows).toHaveCount(0);
});

test('a member with a bonus product and a window after the coming Saturday: «Bytt til en dato senest {lørdag}»', async ({
  page,
  sim,
  shop,
  products,
  editOrder,
}) => {
  const today = osloDate(Date.parse(await sim.now()));
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  const [, month, day] = addDays(today, (6 - weekday + 7) % 7).split('-');
  const weeklyText = `Bytt til en dato senest ${day}.${month} for å få din Trumf-bonus`;
  await shop.open('/', 'member');
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  await products.add('Tine Lettmelk 1 %');
  // The member has an open order: the add asks whether to change it; a new order it is.
  await editOrder.startNewOrderButton.click();
  await expect(page.getByRole('group', { name: /^Antall av Tine Lettmelk/ }).first()).toBeVisible();
  const time = await timePageWithBonuses(page, /Kari Nordmann/);
  const days = time.getByRole('table').getByRole('button', { disabled: false });
  const windows = time.getByRole('radio').and(page.locator(':not([disabled])'));

  // The first day that can be chosen is on or before the coming Saturday: no message.
  await days.first().click();
  await windows.first().check();
  await expect(time.getByText(weeklyText)).toHaveCount(0);

  // The last day of the calendar is after it.
  await days.last().click();
  await windows.first().check();
  await expect(time.getByText(weeklyText).first()).toBeVisible();
});

// Issue 36, point 8: the four wordings of spec section 8's campaign expiry, each reached by Kari with a cart saved on
// the platform (and, for the coupon, her salmon coupon turned active) through the simulator's control API. The weekly
// campaigns (Tine Lettmelk's 10 % bonus, Grandiosa's offer) end the coming Saturday; the salmon coupon KUP-1004 ends
// three days after the simulator's date. The last day of the calendar (thirteen days ahead at most) is after both.
for (const [wording, contents, activeCoupon, daysToEnd] of [
  ['for å få din Trumf-bonus', { 'Tine Lettmelk 1 %': 1 }, false, null],
  ['for å få din kupongrabatt', { 'Laksefilet med skinn': 1 }, true, 3],
  ['for å få rabatten', { 'Grandiosa Original': 1 }, false, null],
  ['for å få rabatt og mer Trumf-bonus', { 'Tine Lettmelk 1 %': 1, 'Grandiosa Original': 1 }, false, null],
] as const) {
  test(`campaign expiry: a window after the reward’s end gives «Bytt til en dato senest {dd.MM} ${wording}»`, async ({
    page,
    sim,
    shop,
  }) => {
    const today = osloDate(Date.parse(await sim.now()));
    const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
    const [, month, day] = addDays(today, daysToEnd ?? (6 - weekday + 7) % 7).split('-');
    const text = `Bytt til en dato senest ${day}.${month} ${wording}`;
    if (activeCoupon) {
      await sim.setCouponStatus('M-100001', 'KUP-1004', 'AKTIV');
    }
    await loginWithSavedCart(sim, page.request, 'member', contents);
    await shop.open();
    await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
    const lines = Object.keys(contents).length;
    await expect(page.getByRole('button', { name: new RegExp(`^Handlevogn, ${lines} varer?, `) })).toBeVisible();
    const time = await timePageWithBonuses(page, /Kari Nordmann/);
    await expect(time.getByText(text)).toHaveCount(0);

    const days = time.getByRole('table').getByRole('button', { disabled: false });
    const windows = time.getByRole('radio').and(page.locator(':not([disabled])'));
    await days.last().click();
    await windows.first().check();
    // The trigger bonus's own expiry may name the same day (its end six days on is the coming Saturday on a Sunday).
    await expect(time.getByText(text, { exact: true }).first()).toBeVisible();
  });
}
