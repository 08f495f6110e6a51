import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * The example product list page with both loaders, `first` before `second`: a page must use one flavour, and when it
 * has both, the first loader runs and the second does nothing (scripts/e2e.mjs runs the main journeys on preact).
 */
async function pageWithBothLoaders(page: Page, first: string, second: string) {
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('<script src="/dist/kurv.js" defer></script>');
  const both = html.replace(
    '<script src="/dist/kurv.js" defer></script>',
    `<script src="${first}" defer></script>\n    <script src="${second}" defer></script>`,
  );
  await page.route('/both-flavours.html', (route) => route.fulfill({ body: both, contentType: 'text/html' }));
  const lazy: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/lazy/')) {
      lazy.push(new URL(request.url()).pathname);
    }
  });
  await page.goto('/both-flavours.html');
  return lazy;
}

test.beforeEach(async ({ page }) => {
  const answer = await page.request.post('/__sim/reset');
  expect(answer.ok()).toBe(true);
});

for (const [first, second] of [
  ['/dist/preact/kurv.js', '/dist/kurv.js'],
  ['/dist/kurv.js', '/dist/preact/kurv.js'],
]) {
  test(`a page with both flavours' loaders runs the first one's (${first}) alone; the products, the cart and the picker work`, async ({
    page,
  }) => {
    const lazy = await pageWithBothLoaders(page, first as string, second as string);
    await page.getByRole('button', { name: 'Legg i handlevogn: Tine Lettmelk 1 %' }).click();
    await expect(page.getByRole('button', { name: /^Handlevogn, 1 vare/ })).toBeVisible();
    await page.locator('handover-picker').getByRole('button').first().click();
    await expect(page.getByRole('dialog', { name: 'Hvordan ønsker du å få varene?' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    const folder = (first as string).replace('kurv.js', 'lazy/');
    expect(lazy.length).toBeGreaterThan(0);
    expect(lazy.filter((path) => !path.startsWith(folder))).toEqual([]);
  });
}
