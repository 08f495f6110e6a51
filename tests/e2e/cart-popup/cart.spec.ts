import type { Locator, Page } from '@playwright/test';
import { runAxe } from '../support/axe';
import { expect, test } from '../support/fixtures';

const T = '\u2009';

async function resetSimulator(page: Page) {
  const answer = await page.request.post('/__sim/reset');
  expect(answer.ok()).toBe(true);
}

async function addFault(page: Page, fault: Record<string, unknown>) {
  const answer = await page.request.post('/__sim/faults', { data: fault });
  expect(answer.status()).toBe(201);
}

const cartButton = (page: Page) => page.getByRole('button', { name: /^Handlevogn,/ });

/** The amount of one row of the popup's totals (a `dt` named `label` and its `dd`). */
const totalRow = (dialog: Locator, label: string) =>
  dialog
    .locator('dl > div')
    .filter({ has: dialog.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .getByRole('definition');

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
});

test('a shopper adds two products, sees count and total, reloads, and finds them in the popup', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Legg i handlevogn: Tine Lettmelk 1 %' }).click();
  await page.getByRole('button', { name: 'Legg i handlevogn: Grandiosa Original' }).click();
  await page.getByRole('button', { name: 'Øk antall av Tine Lettmelk 1 %' }).click();

  await expect(page.getByRole('button', { name: 'Handlevogn, 3 varer, 111,70 kr' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Antall av Tine Lettmelk 1 %' })).toContainText('2');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Handlevogn, 3 varer, 111,70 kr' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Antall av Grandiosa Original' })).toContainText('1');

  await cartButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Handlevogn' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveCount(2);
  await expect(dialog.getByRole('listitem').first()).toContainText('Tine Lettmelk 1 %');
  await expect(dialog.getByRole('listitem').first()).toContainText('49,80 kr');
  // The goods before the pizza's offer, the offer's saving, then one plastic bag (2,00 kr per 7 kg) on top.
  await expect(totalRow(dialog, 'Varer')).toHaveText('129,70 kr');
  await expect(totalRow(dialog, 'Rabatter')).toHaveText('\u221220,00 kr');
  await expect(totalRow(dialog, 'Emballasje')).toHaveText('2,00 kr');
  await expect(totalRow(dialog, 'Å betale')).toHaveText('111,70 kr');
  await expect(dialog.getByRole('link', { name: 'Til kassen' })).toHaveAttribute('href', '/kassen');

  const results = await runAxe(page);
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
});

test('the product list page is accessible before any interaction', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Legg i handlevogn: Tine Lettmelk 1 %' })).toBeVisible();
  await expect(page.getByText('Midlertidig utsolgt')).toBeVisible();
  await expect(page.getByText('Selges ikke på nett')).toBeVisible();
  const results = await runAxe(page);
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

test('separate script tags load one runtime and share one store', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') {
      scripts.push(new URL(request.url()).pathname);
    }
  });
  await page.goto('/per-tag.html');
  await page.getByRole('button', { name: 'Legg i handlevogn: Kneippbrød' }).click();
  await expect(page.getByRole('button', { name: 'Handlevogn, 1 vare, 41,90 kr' })).toBeVisible();

  // Four tag scripts, and the runtime fetched once for all of them.
  expect(scripts.filter((path) => path.startsWith('/dist/')).sort()).toEqual([
    '/dist/iife/add-to-cart-button.js',
    '/dist/iife/cart-popup.js',
    '/dist/iife/edit-order-dialog.js',
    '/dist/iife/handover-picker.js',
    '/dist/iife/kurv-runtime.js',
  ]);
  const page1 = await page.evaluate(() => {
    const registration = (
      globalThis as unknown as Record<symbol, { version: string; store: { getState(): { cart: { items: unknown[] } } } }>
    )[Symbol.for('kurv.store')];
    return { version: registration?.version, items: registration?.store.getState().cart.items.length };
  });
  expect(page1).toEqual({ version: '0.1.0', items: 1 });

  // The parts the loader fetches lazily are inside the per-tag scripts: the cart popup and the picker open.
  await page.getByRole('button', { name: 'Handlevogn, 1 vare, 41,90 kr' }).click();
  const cart = page.getByRole('dialog', { name: 'Handlevogn' });
  // The dialog takes the focus once it is open; an Escape sent before that would go to the page.
  await expect(cart.getByRole('button', { name: 'Lukk' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(cart).toBeHidden();
  await page.locator('handover-picker').getByRole('button').first().click();
  await expect(page.getByRole('dialog', { name: 'Hvordan ønsker du å få varene?' })).toBeVisible();
  expect(scripts.filter((path) => path.startsWith('/dist/'))).toHaveLength(5);
});

test('the ES-module entries share one store too', async ({ page }) => {
  await page.goto('/esm.html');
  await page.getByRole('button', { name: 'Legg i handlevogn: Norvegia 26 %' }).click();
  await expect(page.getByRole('button', { name: 'Handlevogn, 1 vare, 131,00 kr' })).toBeVisible();
  await page.getByRole('button', { name: 'Øk antall av Norvegia 26 %' }).click();
  await expect(page.getByRole('button', { name: 'Handlevogn, 2 varer, 260,00 kr' })).toBeVisible();
});

test('host pages hear kurv:cart-updated on document', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    (window as unknown as { heard: unknown[] }).heard = [];
    document.addEventListener('kurv:cart-updated', (event) => (window as unknown as { heard: unknown[] }).heard.push(event.detail));
  });
  await page.getByRole('button', { name: 'Legg i handlevogn: Bananer' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { heard: unknown[] }).heard.length)).toBe(1);
  const detail = await page.evaluate(() => (window as unknown as { heard: unknown[] }).heard[0]);
  expect(detail).toMatchObject({
    itemCount: 1,
    items: [{ title: 'Bananer', quantity: 1 }],
    totals: { calculatorTotal: 4.84, totalToPay: 6.84 },
  });
});

test('a calculator 500 keeps the new line not recalculated, shows the Norwegian error, and a reload keeps every item', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Legg i handlevogn: Tine Lettmelk 1 %' }).click();
  await expect(page.getByRole('button', { name: 'Handlevogn, 1 vare, 26,90 kr' })).toBeVisible();

  await addFault(page, { route: 'POST /api/cart/calculator/*', status: 500, times: 1 });
  await page.getByRole('button', { name: 'Legg i handlevogn: Grandiosa Original' }).click();

  await expect(page.getByRole('alert')).toHaveText('Det har skjedd en feil. Vennligst prøv igjen senere.');
  // The shopper's change stays: two lines, the new one without a price (the total is the last calculation's).
  await expect(page.getByRole('group', { name: 'Antall av Grandiosa Original' })).toContainText('1');
  await expect(page.getByRole('button', { name: 'Handlevogn, 2 varer, 26,90 kr' })).toBeVisible();
  await cartButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Handlevogn' });
  const lines = dialog.getByRole('list', { name: 'Varer i handlevognen' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  // The new line is quantity × unit price, marked: the calculator has not priced it.
  await expect(lines.filter({ hasText: 'Grandiosa Original' })).toContainText('59,90 kr(ikke oppdatert)');
  await expect(lines.filter({ hasText: 'Tine Lettmelk 1 %' })).toContainText('24,90 kr');

  await page.reload();
  await expect(page.getByRole('group', { name: 'Antall av Tine Lettmelk 1 %' })).toContainText('1');
  await expect(page.getByRole('group', { name: 'Antall av Grandiosa Original' })).toContainText('1');
  await expect(cartButton(page)).toHaveAccessibleName(/^Handlevogn, 2 varer, /);
});

test('a malformed calculator answer keeps the raised quantity, shows the Norwegian error, and a reload keeps it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Legg i handlevogn: Tine Lettmelk 1 %' }).click();
  await expect(page.getByRole('button', { name: 'Handlevogn, 1 vare, 26,90 kr' })).toBeVisible();

  await addFault(page, { route: 'POST /api/cart/calculator/*', malformed: true, times: 1 });
  await page.getByRole('button', { name: 'Øk antall av Tine Lettmelk 1 %' }).click();

  await expect(page.getByRole('alert')).toHaveText('Det har skjedd en feil. Vennligst prøv igjen senere.');
  await expect(page.getByRole('group', { name: 'Antall av Tine Lettmelk 1 %' })).toContainText('2');
  await expect(page.getByRole('button', { name: 'Handlevogn, 2 varer, 26,90 kr' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('group', { name: 'Antall av Tine Lettmelk 1 %' })).toContainText('2');
  await expect(cartButton(page)).toHaveAccessibleName(/^Handlevogn, 2 varer, /);
});

test('an unknown EAN in the CMS shows «Selges ikke på nett» and leaves the cart empty', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    const tile = document.createElement('add-to-cart-button');
    tile.setAttribute('ean', '7000000000000');
    document.querySelector('main')?.prepend(tile);
  });
  await expect(page.locator('add-to-cart-button[ean="7000000000000"]').getByText('Selges ikke på nett')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Handlevogn, 0 varer, 0,00 kr' })).toBeVisible();
});

test('the cart popup works by keyboard alone and gives focus back', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Legg i handlevogn: Tine Lettmelk 1 %' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Handlevogn, 1 vare, 26,90 kr' })).toBeVisible();

  await cartButton(page).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Handlevogn' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Lukk' })).toBeFocused();
  for (let step = 0; step < 6; step += 1) {
    await page.keyboard.press('Tab');
    const inside = await dialog.evaluate((element) => {
      const root = element.getRootNode() as ShadowRoot;
      return element.contains(root.activeElement);
    });
    expect(inside).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cartButton(page)).toBeFocused();
});

test('thousands are separated by a thin space', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Legg i handlevogn: Norvegia 26 %' }).click();
  await expect(page.getByRole('button', { name: 'Handlevogn, 1 vare, 131,00 kr' })).toBeVisible();
  for (let quantity = 2; quantity <= 8; quantity += 1) {
    await page.getByRole('button', { name: 'Øk antall av Norvegia 26 %' }).click();
  }
  await expect(page.getByRole('button', { name: `Handlevogn, 8 varer, 1${T}036,00 kr` })).toBeVisible();
});
