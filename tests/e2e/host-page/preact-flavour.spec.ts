import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { replaceInPage } from '../support/settings';

/**
 * A page must use one build flavour (React's `dist/kurv.js` or preact's `dist/preact/kurv.js`); a page that has both
 * loaders runs the first one alone and the second does nothing, and the products, the cart and the picker work on it
 * (scripts/e2e.mjs runs the main journeys on preact).
 */

const LOADER_TAG = '<script src="/dist/kurv.js" defer></script>';

/**
 * Serves the example product list page with both loaders, `first` before `second`, and loads it; answers the lazy
 * module files it asks for, as they come.
 */
async function openWithBothLoaders(page: Page, first: string, second: string): Promise<string[]> {
  await replaceInPage(page, LOADER_TAG, `<script src="${first}" defer></script>\n    <script src="${second}" defer></script>`);
  const lazy: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/lazy/')) {
      lazy.push(new URL(request.url()).pathname);
    }
  });
  await page.goto('/');
  return lazy;
}

for (const [first, second] of [
  ['/dist/preact/kurv.js', '/dist/kurv.js'],
  ['/dist/kurv.js', '/dist/preact/kurv.js'],
] as const) {
  test(`a page with both flavours' loaders runs the first one's (${first}) alone; the products, the cart and the picker work`, async ({
    page,
    products,
    cart,
    picker,
  }) => {
    const lazy = await openWithBothLoaders(page, first, second);
    await products.add('Tine Lettmelk 1 %');
    await expect(cart.buttonNamed(/^Handlevogn, 1 vare/)).toBeVisible();
    await picker.trigger.click();
    await expect(picker.typePage.dialog).toBeVisible();
    await page.waitForLoadState('networkidle');

    const folder = first.replace('kurv.js', 'lazy/');
    expect(lazy.length).toBeGreaterThan(0);
    expect(lazy.filter((path) => !path.startsWith(folder))).toEqual([]);
  });
}
