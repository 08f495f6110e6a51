import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 16: the picker's notices that come from the platform and the cart, seen through the elements.

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const DEVIATION = 'Butikken bygges om og har redusert åpningstid. Henting i butikk er stengt på søndager.';

async function axeIds(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

async function openPicker(page: Page) {
  await page.locator('handover-picker').getByRole('button').first().click();
  const dialog = page.getByRole('dialog', { name: 'Hvordan ønsker du å få varene?' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.beforeEach(async ({ page }) => {
  expect((await page.request.post('/__sim/reset')).ok()).toBe(true);
});

test('a store with a current deviation: the warning on the location and time pages, closable, its markup never raw; Sundays read «Stengt»', async ({
  page,
}) => {
  await page.goto('/');
  const dialog = await openPicker(page);
  await dialog.getByRole('radio', { name: 'Hente selv' }).check();
  await dialog.getByRole('button', { name: 'Fortsett' }).click();

  const location = page.getByRole('dialog', { name: 'Hvor vil du hente varene?' });
  await expect(location).toBeVisible();
  await expect(location.getByText(DEVIATION)).toHaveCount(0);
  if ((await location.getByRole('button', { name: 'Oslo' }).getAttribute('aria-expanded')) !== 'true') {
    await location.getByRole('button', { name: 'Oslo' }).click();
  }
  await location.getByRole('radio', { name: /MENY Ullevål/ }).check();
  const warning = location.getByRole('status').filter({ hasText: DEVIATION });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('Advarsel');
  // The platform's markup is rendered through the safe-HTML component: its <strong> is an element, no tag shows as text.
  await expect(warning.locator('strong')).toHaveText('redusert åpningstid');
  await expect(warning).not.toContainText('<p>');
  expect(await axeIds(page)).toEqual([]);

  // Closable, by keyboard.
  await warning.getByRole('button', { name: 'Lukk melding' }).focus();
  await page.keyboard.press('Enter');
  await expect(location.getByText(DEVIATION)).toHaveCount(0);
  await expect(location).toBeVisible();

  await location.getByRole('button', { name: 'Bekreft' }).click();
  const time = page.getByRole('dialog', { name: 'Når ønsker du å hente varene?' });
  await expect(time).toBeVisible();
  await expect(time.getByRole('status').filter({ hasText: DEVIATION })).toBeVisible();
  // The store's closed Sundays read 'Stengt' in the week grid (spec section 4, store-deviation days).
  await expect(time.getByRole('button', { name: /Stengt/ }).first()).toBeVisible();
  await time.getByRole('status').filter({ hasText: DEVIATION }).getByRole('button', { name: 'Lukk melding' }).click();
  await expect(time.getByText(DEVIATION)).toHaveCount(0);
});

test('a store without a deviation shows no warning', async ({ page }) => {
  await page.goto('/');
  const dialog = await openPicker(page);
  await dialog.getByRole('radio', { name: 'Hente selv' }).check();
  await dialog.getByRole('button', { name: 'Fortsett' }).click();
  const location = page.getByRole('dialog', { name: 'Hvor vil du hente varene?' });
  await location.getByRole('button', { name: 'Vestland' }).click();
  await location.getByRole('radio', { name: /MENY Bergen Storsenter/ }).check();
  await expect(location.getByRole('button', { name: 'Lukk melding' })).toHaveCount(0);
  await location.getByRole('button', { name: 'Bekreft' }).click();
  const time = page.getByRole('dialog', { name: 'Når ønsker du å hente varene?' });
  await expect(time.getByRole('group', { name: 'Velg tid' })).toBeVisible();
  await expect(time.getByRole('button', { name: 'Lukk melding' })).toHaveCount(0);
});
