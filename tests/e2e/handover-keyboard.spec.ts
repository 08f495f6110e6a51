import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 16's journeys by keyboard alone: every control is reached by focus and worked by Enter, Space, the arrow keys
// and Escape, never by a pointer.

test.beforeEach(async ({ page }) => {
  expect((await page.request.post('/__sim/reset')).ok()).toBe(true);
});

const trigger = (page: Page) => page.locator('handover-picker').getByRole('button').first();

async function press(locator: ReturnType<Page['getByRole']>, key: string) {
  await locator.focus();
  await locator.press(key);
}

async function reservations(page: Page) {
  const state = (await (await page.request.get('/__sim/state')).json()) as { reservations: { active: boolean }[] };
  return state.reservations.length;
}

test('by keyboard alone: an anonymous shopper picks a suggested address with the arrow keys and uses it with «Bruk adresse»', async ({
  page,
}) => {
  await page.goto('/');
  await expect(trigger(page)).toContainText('MENY Storo');
  await press(trigger(page), 'Enter');
  const dialog = page.getByRole('dialog', { name: 'Hvordan ønsker du å få varene?' });
  await expect(dialog).toBeVisible();
  await press(dialog.getByRole('radio', { name: 'Levert på døren' }), 'Space');
  await expect(dialog.getByRole('radio', { name: 'Levert på døren' })).toBeChecked();

  const field = dialog.getByRole('combobox', { name: 'Adresse' });
  await field.focus();
  await page.keyboard.type('Karl Johans gate 1');
  await expect(dialog.getByRole('option', { name: /Karl Johans gate 1, 0154 OSLO/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(field).toHaveValue('Karl Johans gate 1, 0154 OSLO');
  await press(dialog.getByRole('button', { name: 'Bruk adresse' }), 'Enter');
  await expect(trigger(page)).toContainText('Karl Johans gate 1');

  // Escape closes the picker; opened again, the field shows the address that was used.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(trigger(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('combobox', { name: 'Adresse' })).toHaveValue('Karl Johans gate 1, 0154 OSLO');
});

test('by keyboard alone: a member confirms a pickup window; opened again and left with Escape, the window and its reservation stay', async ({
  page,
}) => {
  await page.goto('/?as=member');
  await expect(page.getByTestId('logged-in-as')).toHaveText(/Kari Nordmann/);
  await press(trigger(page), 'Enter');
  const type = page.getByRole('dialog', { name: 'Hvordan ønsker du å få varene?' });
  await press(type.getByRole('radio', { name: 'Hente selv' }), 'Space');
  await press(type.getByRole('button', { name: 'Fortsett' }), 'Enter');
  const location = page.getByRole('dialog', { name: 'Hvor vil du hente varene?' });
  await press(location.getByRole('button', { name: 'Bekreft' }), 'Enter');

  const time = page.getByRole('dialog', { name: 'Når ønsker du å hente varene?' });
  await press(time.getByRole('table').getByRole('button', { disabled: false }).nth(3), 'Enter');
  const window = time.getByRole('radio').and(page.locator(':not([disabled])')).first();
  await press(window, 'Space');
  await expect(window).toBeChecked();
  expect(await reservations(page)).toBe(0);
  await press(time.getByRole('button', { name: /^Bekreft henting/ }), 'Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => reservations(page)).toBe(1);
  await expect(trigger(page)).toBeFocused();
  const saved = await trigger(page).textContent();

  await page.keyboard.press('Enter');
  await expect(type).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(trigger(page)).toHaveText(saved ?? '');
  expect(await reservations(page)).toBe(1);
});
