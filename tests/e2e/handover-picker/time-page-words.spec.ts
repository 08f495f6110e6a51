import { expect, test } from '../support/fixtures';

// Issue 36, point 10 (the spec map, section 2): the time page's words and the picker's close of spec section 2 that no
// other browser test read — the date picker 'Velg dato' as a week grid from Monday to Sunday under its month range, the
// confirm button that names the chosen day and times, a failed load's 'Feil' banner and its 'Prøv igjen', and the chain
// site's reload 500 ms after a picker of several pages closes with another store (none without). The days and windows
// are the first open ones of whatever date the test runs on.

const WEEK = ['mandag', 'tirsdag', 'onsdag', 'torsdag', 'fredag', 'lørdag', 'søndag'];

test('the date picker «Velg dato» is a week grid from Monday to Sunday under the month range of its days', async ({ shop, picker }) => {
  await shop.open();
  await expect(picker.trigger).toContainText('MENY Storo');
  const time = await picker.openTimePage();
  await expect(time.getByRole('heading', { name: 'Velg dato' })).toBeVisible();
  const grid = time.getByRole('table');
  await expect(grid.getByRole('columnheader')).toHaveText(WEEK.map((day) => new RegExp(day)));
  const columns = await grid.getByRole('columnheader').evaluateAll((headers) => headers.map((header) => header.textContent ?? ''));
  expect(columns.map((text, index) => text.endsWith(WEEK[index] as string))).toEqual(WEEK.map(() => true));

  // The range runs from the month of the first day shown to the month of the last ('november–desember 2026').
  const days = grid.getByRole('button');
  await expect(days.first()).toBeVisible();
  const names = await days.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent ?? ''));
  const monthOf = (name: string) => /^[a-zæøå]+dag \d{1,2}\. ([a-zæøå]+)/.exec(name)?.[1];
  const range = (await grid.locator('caption').textContent()) ?? '';
  expect(range).toMatch(/^[a-zæøå]+( \d{4})?(–[a-zæøå]+)? \d{4}$/);
  expect(range.startsWith(monthOf(names[0] as string) as string)).toBe(true);
  expect(range).toContain(monthOf(names[names.length - 1] as string) as string);
  await expect(grid).toHaveAccessibleName(`Velg dato ${range}`);
});

test('«Bekreft henting» names the chosen day and the window’s times, its name read as shown', async ({ shop, picker }) => {
  await shop.open();
  const time = await picker.toPickupTimePage();
  const day = picker.timePage.openDays.first();
  await day.click();
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  const window = picker.timePage.openWindows(time).first();
  await window.check();
  const dayName = ((await day.getAttribute('aria-label')) ?? (await day.textContent()) ?? '').split(',')[0] as string;
  const times = /^\d{2}\.\d{2}–\d{2}\.\d{2}/.exec(
    (await window.getAttribute('aria-label')) ??
      (await window.evaluate((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent ?? '')),
  )?.[0];
  expect(times).toBeTruthy();
  const confirm = picker.timePage.confirmButton(time);
  // Its name reads as it shows, a comma after the label and no space before it (WCAG 2.5.3, as the windows').
  await expect(confirm).toHaveAccessibleName(/^Bekreft henting, /);
  await expect(confirm).not.toHaveAccessibleName(/ ,/);
  await expect(confirm).toContainText(times as string);
  const [weekday, date] = dayName.split(' ');
  await expect(confirm).toContainText(new RegExp(`${weekday?.slice(0, 3)}.* ${date?.replace('.', '\\.')}`));
});

test('windows that fail to load: the «Feil» banner offers «Prøv igjen», which loads them', async ({ sim, shop, picker }) => {
  await shop.open();
  await sim.addFault({ route: 'POST /api/handoverwindows/**', status: 500, times: 1 });
  const time = await picker.toPickupTimePage();
  const banner = picker.timePage.errorBanner(time);
  await expect(banner).toBeVisible();
  await expect(banner.getByText('Feil', { exact: true })).toBeVisible();
  await expect(picker.timePage.openWindows(time)).toHaveCount(0);

  await banner.getByRole('button', { name: 'Prøv igjen' }).click();
  await expect(banner).toHaveCount(0);
  await expect(picker.timePage.openDays.first()).toBeVisible();
  await picker.timePage.openDays.first().click();
  await expect(picker.timePage.openWindows(time).first()).toBeVisible();
});

test('a picker of several pages closed with another store reloads the chain site’s page 500 ms later, not before', async ({
  page,
  shop,
  picker,
}) => {
  await shop.open();
  await picker.open();
  await picker.typePage.continueToPickup();
  await picker.locationPage.chooseStore('Vestland', /MENY Bergen Storsenter/);
  await picker.locationPage.confirm();
  await picker.timePage.chooseWindow(0);
  await page.evaluate(() => {
    (window as unknown as { samePage: boolean }).samePage = true;
  });
  // The page's clock stands still from here: only the test moves it on.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await picker.timePage.confirm();
  await page.clock.runFor(450);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);

  const reload = page.waitForEvent('load');
  await page.clock.runFor(100);
  await reload;
  await page.clock.resume();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBeUndefined();
  await expect(picker.trigger).toContainText('MENY Bergen Storsenter');
});

test('a picker of several pages closed with the same store does not reload the page', async ({ page, shop, picker }) => {
  await shop.open();
  await expect(picker.trigger).toContainText('MENY Storo');
  await picker.toPickupTimePage();
  await picker.timePage.chooseWindow(0);
  await page.evaluate(() => {
    (window as unknown as { samePage: boolean }).samePage = true;
  });
  await picker.timePage.confirm();
  await page.clock.runFor(2_000);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  await expect(picker.trigger).toContainText('MENY Storo');
});
